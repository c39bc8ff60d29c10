import { address, isAddress, type Address } from '@solana/kit';
import type { Commitment, Ledger } from '../ledger';
import { invalidParams, RPC_ERRORS, RpcError } from './errors';

export type Config = Record<string, unknown>;

/** Positional params (Solana accepts only arrays, or none). */
export function positional(params: unknown): unknown[] {
  if (params === undefined || params === null) return [];
  if (!Array.isArray(params)) throw invalidParams('Invalid params: expected an array');
  return params;
}

export function addressParam(value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value)) throw invalidParams('Invalid');
  return address(value);
}

export function stringParam(value: unknown, what: string): string {
  if (typeof value !== 'string') throw invalidParams(`Invalid params: ${what} must be a string`);
  return value;
}

export function configParam(value: unknown): Config {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('Invalid params: expected a config object');
  return value as Config;
}

const COMMITMENTS: Record<string, Commitment> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
};

/** The request's commitment (default `finalized`, as on a real node). */
export function commitmentOf(config: Config): Commitment {
  const value = config.commitment;
  if (value === undefined) return 'finalized';
  const commitment = typeof value === 'string' ? COMMITMENTS[value] : undefined;
  if (!commitment) throw invalidParams('Invalid params: unknown commitment');
  return commitment;
}

export function encodingOf<T extends string>(config: Config, allowed: readonly T[], fallback: T): T {
  const value = config.encoding ?? fallback;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalidParams(`Invalid params: unsupported encoding ${String(value)}`);
  }
  return value as T;
}

export function optionalInteger(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw invalidParams(`Invalid params: ${what} must be a non-negative integer`);
  }
  return value;
}

/**
 * The context slot of a state read, honouring `minContextSlot`. State reads always show the latest state
 * (nothing is ever rolled back), so they report the current slot whatever the (validated) commitment.
 */
export function contextSlot(ledger: Ledger, config: Config): bigint {
  commitmentOf(config);
  const slot = ledger.slot();
  const min = optionalInteger(config.minContextSlot, 'minContextSlot');
  if (min !== undefined && BigInt(min) > slot) {
    throw new RpcError(RPC_ERRORS.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: Number(slot),
    });
  }
  return slot;
}

export const API_VERSION = '2.2.7';

export function withContext<T>(
  slot: bigint,
  value: T,
): { context: { apiVersion: string; slot: number }; value: T } {
  return { context: { apiVersion: API_VERSION, slot: Number(slot) }, value };
}
