import { createHash } from 'node:crypto';
import { getBase58Decoder, getCompiledTransactionMessageDecoder } from '@solana/kit';
import { messageFee } from '../ledger';
import { invalidParams, RpcError } from './errors';
import {
  API_VERSION,
  commitmentOf,
  configParam,
  contextSlot,
  optionalInteger,
  stringParam,
  withContext,
} from './params';
import type { RpcMethod } from './types';

const SLOTS_PER_EPOCH = 432_000n;
/** A fixed genesis hash for the simulated cluster. */
export const GENESIS_HASH = getBase58Decoder().decode(
  createHash('sha256').update('partner-simulator genesis').digest(),
);

function slotAt(ledger: Parameters<RpcMethod>[0], rawConfig: unknown): number {
  const config = configParam(rawConfig);
  contextSlot(ledger, config);
  return Number(ledger.slot(commitmentOf(config)));
}

export const chainMethods: Record<string, RpcMethod> = {
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': API_VERSION, 'feature-set': 3_294_202_862 }),
  getGenesisHash: () => GENESIS_HASH,
  getSlot: (ledger, [config]) => slotAt(ledger, config),
  getBlockHeight: (ledger, [config]) => slotAt(ledger, config),
  getTransactionCount: (ledger, [config]) => (slotAt(ledger, config), ledger.transactionCount()),

  getBlockTime(ledger, [slot]) {
    const value = optionalInteger(slot, 'slot');
    if (value === undefined) throw invalidParams('Invalid params: slot');
    const time = ledger.blockTime(BigInt(value));
    if (time === null) throw new RpcError(-32004, `Block not available for slot ${value}`);
    return Number(time);
  },

  getEpochInfo(ledger, [config]) {
    const slot = BigInt(slotAt(ledger, config));
    return {
      absoluteSlot: Number(slot),
      blockHeight: Number(slot),
      epoch: Number(slot / SLOTS_PER_EPOCH),
      slotIndex: Number(slot % SLOTS_PER_EPOCH),
      slotsInEpoch: Number(SLOTS_PER_EPOCH),
      transactionCount: ledger.transactionCount(),
    };
  },

  getLatestBlockhash(ledger, [rawConfig]) {
    const slot = contextSlot(ledger, configParam(rawConfig));
    const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
    return withContext(slot, { blockhash, lastValidBlockHeight: Number(lastValidBlockHeight) });
  },

  isBlockhashValid(ledger, [hash, rawConfig]) {
    const slot = contextSlot(ledger, configParam(rawConfig));
    return withContext(slot, ledger.isBlockhashValid(stringParam(hash, 'blockhash')));
  },

  getMinimumBalanceForRentExemption(ledger, [length, rawConfig]) {
    commitmentOf(configParam(rawConfig));
    const size = optionalInteger(length, 'data length');
    if (size === undefined) throw invalidParams('Invalid params: data length');
    return Number(ledger.minimumBalanceForRentExemption(BigInt(size)));
  },

  getFeeForMessage(ledger, [raw, rawConfig]) {
    const slot = contextSlot(ledger, configParam(rawConfig));
    let message;
    try {
      message = getCompiledTransactionMessageDecoder().decode(
        Buffer.from(stringParam(raw, 'message'), 'base64'),
      );
    } catch {
      throw invalidParams('Invalid params: message');
    }
    if (message.version === 1 || !ledger.isBlockhashValid(message.lifetimeToken))
      return withContext(slot, null);
    return withContext(slot, Number(messageFee(message)));
  },
};
