import { TOKEN_PROGRAM_ADDRESS, uiTokenAmount, type Ledger, type TokenAccount } from '../ledger';
import { ACCOUNT_ENCODINGS, encodeAccount, type AccountEncoding } from './encode-account';
import { invalidParams } from './errors';
import { addressParam, configParam, contextSlot, encodingOf, withContext, type Config } from './params';
import type { RpcMethod } from './types';

const TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const MAX_MULTIPLE_ACCOUNTS = 100;

function accountJson(ledger: Ledger, raw: unknown, encoding: AccountEncoding, config: Config) {
  const account = ledger.account(addressParam(raw));
  return account && encodeAccount(ledger, account, encoding, config);
}

function tokenAccountsFilter(ledger: Ledger, filter: unknown): (account: TokenAccount) => boolean {
  const { mint, programId } = configParam(filter);
  // A real node reads the filter as exactly one of `{mint}` or `{programId}`; naming both is refused.
  if (mint !== undefined && programId !== undefined)
    throw invalidParams('Invalid params: expected exactly one of mint or programId');
  if (mint !== undefined) {
    const address = addressParam(mint);
    if (!ledger.mint(address)) throw invalidParams('Invalid param: could not find mint');
    return (account) => account.mint === address;
  }
  if (programId === TOKEN_PROGRAM_ADDRESS) return () => true;
  if (programId === TOKEN_2022_PROGRAM_ADDRESS) return () => false;
  throw invalidParams('Invalid param: unrecognized Token program id');
}

export const accountMethods: Record<string, RpcMethod> = {
  getBalance(ledger, [raw, rawConfig]) {
    const config = configParam(rawConfig);
    return withContext(contextSlot(ledger, config), Number(ledger.solBalance(addressParam(raw))));
  },

  getAccountInfo(ledger, [raw, rawConfig]) {
    const config = configParam(rawConfig);
    const encoding = encodingOf(config, ACCOUNT_ENCODINGS, 'base64');
    return withContext(contextSlot(ledger, config), accountJson(ledger, raw, encoding, config));
  },

  getMultipleAccounts(ledger, [raw, rawConfig]) {
    const config = configParam(rawConfig);
    const encoding = encodingOf(config, ACCOUNT_ENCODINGS, 'base64');
    if (!Array.isArray(raw) || raw.length > MAX_MULTIPLE_ACCOUNTS)
      throw invalidParams('Invalid params: addresses');
    return withContext(
      contextSlot(ledger, config),
      raw.map((item) => accountJson(ledger, item, encoding, config)),
    );
  },

  getTokenAccountsByOwner(ledger, [rawOwner, filter, rawConfig]) {
    const config = configParam(rawConfig);
    const owner = addressParam(rawOwner);
    const matches = tokenAccountsFilter(ledger, filter);
    const encoding = encodingOf(config, ACCOUNT_ENCODINGS, 'base64');
    const slot = contextSlot(ledger, config);
    const value = ledger
      .tokenAccountsByOwner(owner)
      .filter(matches)
      .flatMap((token) => {
        const account = ledger.account(token.address);
        return account
          ? [{ pubkey: token.address, account: encodeAccount(ledger, account, encoding, config) }]
          : [];
      });
    return withContext(slot, value);
  },

  getTokenAccountBalance(ledger, [raw, rawConfig]) {
    const config = configParam(rawConfig);
    const token = ledger.tokenAccount(addressParam(raw));
    if (!token) throw invalidParams('Invalid param: not a Token account');
    return withContext(contextSlot(ledger, config), uiTokenAmount(token.amount, ledger.decimals(token.mint)));
  },

  getTokenSupply(ledger, [raw, rawConfig]) {
    const config = configParam(rawConfig);
    const mint = ledger.mint(addressParam(raw));
    if (!mint) throw invalidParams('Invalid param: not a Token mint');
    return withContext(contextSlot(ledger, config), uiTokenAmount(mint.supply, mint.decimals));
  },
};
