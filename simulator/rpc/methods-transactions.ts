import { invalidParams } from './errors';
import { encodeTransaction, TRANSACTION_ENCODINGS, type TransactionEncoding } from './encode-transaction';
import {
  addressParam,
  commitmentOf,
  configParam,
  contextSlot,
  encodingOf,
  optionalInteger,
  stringParam,
  withContext,
  type Config,
} from './params';
import type { RpcMethod } from './types';

const MAX_STATUSES = 256;

/** `getTransaction` accepts the encoding as a bare string too (legacy form). */
function transactionConfig(raw: unknown): Config {
  return typeof raw === 'string' ? { encoding: raw } : configParam(raw);
}

export const transactionMethods: Record<string, RpcMethod> = {
  getSignatureStatuses(ledger, [rawSignatures, rawConfig]) {
    const config = configParam(rawConfig);
    const slot = contextSlot(ledger, config);
    if (!Array.isArray(rawSignatures) || rawSignatures.length > MAX_STATUSES) {
      throw invalidParams('Invalid params: signatures');
    }
    // Every landed transaction stays in the store, so `searchTransactionHistory` changes nothing.
    const value = rawSignatures.map((raw) => {
      const status = ledger.signatureStatus(stringParam(raw, 'signature'));
      if (!status) return null;
      return {
        slot: Number(status.slot),
        confirmations: status.confirmations === null ? null : Number(status.confirmations),
        err: status.err,
        status: status.err === null ? { Ok: null } : { Err: status.err },
        confirmationStatus: status.confirmationStatus,
      };
    });
    return withContext(slot, value);
  },

  getTransaction(ledger, [rawSignature, rawConfig]) {
    const config = transactionConfig(rawConfig);
    const commitment = commitmentOf(config);
    if (commitment === 'processed')
      throw invalidParams('Method does not support commitment below `confirmed`');
    const encoding: TransactionEncoding = encodingOf(config, TRANSACTION_ENCODINGS, 'json');
    const maxVersion = optionalInteger(
      config.maxSupportedTransactionVersion,
      'maxSupportedTransactionVersion',
    );
    const signature = stringParam(rawSignature, 'signature');
    const record = ledger.transaction(signature);
    if (!record) return null;
    if (commitment === 'finalized' && ledger.signatureStatus(signature)?.confirmationStatus !== 'finalized')
      return null;
    return encodeTransaction(record, encoding, maxVersion !== undefined);
  },

  getSignaturesForAddress(ledger, [rawAddress, rawConfig]) {
    const config = configParam(rawConfig);
    const commitment = commitmentOf(config);
    if (commitment === 'processed')
      throw invalidParams('Method does not support commitment below `confirmed`');
    contextSlot(ledger, config);
    const limit = optionalInteger(config.limit, 'limit') ?? 1000;
    if (limit < 1 || limit > 1000) throw invalidParams('Invalid limit; max 1000');
    const before = config.before === undefined ? undefined : stringParam(config.before, 'before');
    const until = config.until === undefined ? undefined : stringParam(config.until, 'until');
    return ledger
      .signaturesForAddress(addressParam(rawAddress), { limit: Number.MAX_SAFE_INTEGER, before, until })
      .map((record) => ({ record, status: ledger.signatureStatus(record.signature) }))
      .filter(({ status }) => commitment !== 'finalized' || status?.confirmationStatus === 'finalized')
      .slice(0, limit)
      .map(({ record, status }) => ({
        signature: record.signature,
        slot: Number(record.slot),
        err: record.meta.err,
        memo: null,
        blockTime: Number(record.blockTime),
        confirmationStatus: status?.confirmationStatus ?? 'confirmed',
      }));
  },
};
