import { getBase58Decoder } from '@solana/kit';
import {
  decodeMint,
  decodeTokenAccount,
  uiTokenAmount,
  type Ledger,
  type LedgerAccount,
  type MintInfo,
  type TokenAccount,
} from '../ledger';
import { invalidParams } from './errors';
import { optionalInteger, type Config } from './params';

export const ACCOUNT_ENCODINGS = ['base58', 'base64', 'jsonParsed'] as const;
export type AccountEncoding = (typeof ACCOUNT_ENCODINGS)[number];

/** Real nodes report u64::MAX for rent-exempt accounts (JSON numbers lose the last digits, as they do there). */
const RENT_EPOCH = 18446744073709551615;

export function tokenAccountInfo(ledger: Ledger, token: TokenAccount): Record<string, unknown> {
  const decimals = ledger.decimals(token.mint);
  const info: Record<string, unknown> = {
    isNative: token.isNative !== null,
    mint: token.mint,
    owner: token.owner,
    state: token.state,
    tokenAmount: uiTokenAmount(token.amount, decimals),
  };
  if (token.delegate) {
    info.delegate = token.delegate;
    info.delegatedAmount = uiTokenAmount(token.delegatedAmount, decimals);
  }
  if (token.isNative !== null) info.rentExemptReserve = uiTokenAmount(token.isNative, decimals);
  if (token.closeAuthority) info.closeAuthority = token.closeAuthority;
  return info;
}

function mintInfo(mint: MintInfo): Record<string, unknown> {
  return {
    decimals: mint.decimals,
    freezeAuthority: mint.freezeAuthority,
    isInitialized: mint.isInitialized,
    mintAuthority: mint.mintAuthority,
    supply: mint.supply.toString(),
  };
}

function parsed(ledger: Ledger, account: LedgerAccount): unknown {
  const token = decodeTokenAccount(account.address, account.owner, account.data);
  const space = account.data.length;
  if (token)
    return {
      program: 'spl-token',
      parsed: { info: tokenAccountInfo(ledger, token), type: 'account' },
      space,
    };
  const mint = decodeMint(account.address, account.owner, account.data);
  if (mint) return { program: 'spl-token', parsed: { info: mintInfo(mint), type: 'mint' }, space };
  return null;
}

function slice(data: Uint8Array, config: Config): Uint8Array {
  const dataSlice = config.dataSlice;
  if (dataSlice === undefined || dataSlice === null) return data;
  if (typeof dataSlice !== 'object') throw invalidParams('Invalid params: dataSlice');
  const { offset, length } = dataSlice as Record<string, unknown>;
  const start = optionalInteger(offset, 'dataSlice.offset') ?? 0;
  return data.subarray(start, start + (optionalInteger(length, 'dataSlice.length') ?? data.length));
}

/** An account in the JSON-RPC `UiAccount` shape. jsonParsed falls back to base64 for unparsed accounts. */
export function encodeAccount(
  ledger: Ledger,
  account: LedgerAccount,
  encoding: AccountEncoding,
  config: Config,
) {
  let data: unknown = null;
  if (encoding === 'jsonParsed') data = parsed(ledger, account);
  if (data === null) {
    const bytes = slice(account.data, config);
    data =
      encoding === 'base58'
        ? [getBase58Decoder().decode(bytes), 'base58']
        : [Buffer.from(bytes).toString('base64'), 'base64'];
  }
  return {
    data,
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: RENT_EPOCH,
    space: Number(account.space),
  };
}
