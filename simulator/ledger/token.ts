import { unwrapOption, type Address, type Decoder } from '@solana/kit';
import { AccountState, getMintDecoder, getTokenDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';

/** Byte sizes of SPL Token accounts and mints (classic Token program only). */
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;
/** Decimals of every mint the simulator creates. */
export const TOKEN_DECIMALS = 6;
export { TOKEN_PROGRAM_ADDRESS };

export interface TokenAccount {
  address: Address;
  mint: Address;
  owner: Address;
  amount: bigint;
  state: 'uninitialized' | 'initialized' | 'frozen';
  delegate: Address | null;
  delegatedAmount: bigint;
  /** Rent-exempt reserve for wrapped SOL accounts, null otherwise. */
  isNative: bigint | null;
  closeAuthority: Address | null;
}

export interface MintInfo {
  address: Address;
  decimals: number;
  supply: bigint;
  mintAuthority: Address | null;
  freezeAuthority: Address | null;
  isInitialized: boolean;
}

/** The JSON-RPC `uiTokenAmount`/`tokenAmount` shape. */
export interface UiTokenAmount {
  amount: string;
  decimals: number;
  uiAmount: number;
  uiAmountString: string;
}

const STATES = {
  [AccountState.Uninitialized]: 'uninitialized',
  [AccountState.Initialized]: 'initialized',
  [AccountState.Frozen]: 'frozen',
} as const;

/**
 * Reads an account of the Token program: its bytes decoded by `decoder` and turned into a view by `read`,
 * or null when the Token program does not own it or it is not `size` bytes long.
 */
function readTokenProgramAccount<T, V>(
  programAddress: Address,
  data: Uint8Array,
  size: number,
  decoder: Decoder<T>,
  read: (decoded: T) => V,
): V | null {
  if (programAddress !== TOKEN_PROGRAM_ADDRESS || data.length !== size) return null;
  return read(decoder.decode(data));
}

/** Decodes an SPL Token account, or null when the bytes are not one. */
export function decodeTokenAccount(
  address: Address,
  programAddress: Address,
  data: Uint8Array,
): TokenAccount | null {
  return readTokenProgramAccount(programAddress, data, TOKEN_ACCOUNT_SIZE, getTokenDecoder(), (token) => ({
    address,
    mint: token.mint,
    owner: token.owner,
    amount: token.amount,
    state: STATES[token.state],
    delegate: unwrapOption(token.delegate),
    delegatedAmount: token.delegatedAmount,
    isNative: unwrapOption(token.isNative),
    closeAuthority: unwrapOption(token.closeAuthority),
  }));
}

/** Decodes an SPL Token mint, or null when the bytes are not one. */
export function decodeMint(address: Address, programAddress: Address, data: Uint8Array): MintInfo | null {
  return readTokenProgramAccount(programAddress, data, MINT_SIZE, getMintDecoder(), (mint) => ({
    address,
    decimals: mint.decimals,
    supply: mint.supply,
    mintAuthority: unwrapOption(mint.mintAuthority),
    freezeAuthority: unwrapOption(mint.freezeAuthority),
    isInitialized: mint.isInitialized,
  }));
}

/** `amount / 10^decimals` as a trimmed decimal string, exactly as agave prints it ("1.5", "0", "0.000001"). */
export function uiAmountString(amount: bigint, decimals: number): string {
  if (decimals === 0) return amount.toString();
  const digits = amount.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, -decimals);
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export function uiTokenAmount(amount: bigint, decimals: number): UiTokenAmount {
  const uiString = uiAmountString(amount, decimals);
  return { amount: amount.toString(), decimals, uiAmount: Number(uiString), uiAmountString: uiString };
}
