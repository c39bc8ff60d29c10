// Rules a creator meets before proposing or reclaiming: whether a balance covers the bond, where a
// proposal's bond stands, how long a new vote may run, and what an extension of the window asks for.

import { MIN_VOTE_DURATION_SECONDS, maxVoteDurationSeconds } from './governance';
import { toBigInt, type IntLike } from './int';

export const SECONDS_PER_HOUR = 3_600n;
export const SECONDS_PER_DAY = 86_400n;

export type BondCoverage =
  /** The governance asks for no bond (proposalBondBps 0, or a supply too small to round above 0). */
  | { kind: 'none' }
  /** The balance is not known: the service checks it. */
  | { kind: 'unknown'; bond: bigint }
  | { kind: 'covered'; bond: bigint; balance: bigint; left: bigint }
  | { kind: 'short'; bond: bigint; balance: bigint; shortfall: bigint };

/** Whether `balance` (base units, or null when unknown) covers a bond of `bond` base units. */
export function bondCoverage(bond: bigint, balance: bigint | null): BondCoverage {
  if (bond < 0n) throw new RangeError('bond must not be negative');
  if (bond === 0n) return { kind: 'none' };
  if (balance === null) return { kind: 'unknown', bond };
  if (balance < bond) return { kind: 'short', bond, balance, shortfall: bond - balance };
  return { kind: 'covered', bond, balance, left: balance - bond };
}

/**
 * Where a proposal's bond stands: `none` (it locked none), `locked` (until settlement), `reclaimable`
 * (settled, pass or fail, not yet taken back) or `reclaimed`.
 */
export type BondState = 'none' | 'locked' | 'reclaimable' | 'reclaimed';

export function bondState(proposal: {
  proposalBondAmount: IntLike;
  proposalBondWithdrawn: boolean;
  settled: boolean;
}): BondState {
  if (toBigInt(proposal.proposalBondAmount, 'proposalBondAmount') === 0n) return 'none';
  if (proposal.proposalBondWithdrawn) return 'reclaimed';
  return proposal.settled ? 'reclaimable' : 'locked';
}

/** Time kept free between checking a duration here and the service receiving the request. */
export const SEND_MARGIN_SECONDS = 60n;

export type DurationRange =
  | { possible: true; min: bigint; max: bigint }
  /** Less than the shortest vote remains before the metadata locks: no proposal can be made. */
  | { possible: false; min: bigint; secondsLeft: bigint };

/**
 * The vote durations a new proposal may ask for now: at least `min` seconds (default one minute), ending
 * before the window closes, with `SEND_MARGIN_SECONDS` kept for the request to arrive; at most `max` only
 * when a bound is known (the service publishes none: it refuses what it does not allow).
 */
export function voteDurationRange(
  nowUnix: IntLike,
  mutableUntilUnix: IntLike,
  bounds: { min?: number; max?: number } = {},
): DurationRange {
  const min = BigInt(bounds.min ?? MIN_VOTE_DURATION_SECONDS);
  const start = toBigInt(nowUnix, 'nowUnix') + SEND_MARGIN_SECONDS;
  const max = maxVoteDurationSeconds(start, mutableUntilUnix, bounds.max);
  if (max < min) {
    const left = toBigInt(mutableUntilUnix, 'mutableUntilUnix') - toBigInt(nowUnix, 'nowUnix');
    return { possible: false, min, secondsLeft: left < 0n ? 0n : left };
  }
  return { possible: true, min, max };
}

export type ExtensionCheck =
  | { ok: true; additionalSeconds: bigint; newMutableUntilUnix: bigint }
  | { ok: false; code: 'invalid_extension' | 'mutability_extension_exceeds_cap'; message: string };

/** Days and hours as seconds. */
export function extensionSeconds(days: bigint, hours: bigint): bigint {
  if (days < 0n || hours < 0n) throw new RangeError('days and hours must not be negative');
  return days * SECONDS_PER_DAY + hours * SECONDS_PER_HOUR;
}

/**
 * An extension of the window must be at least one second; when the service's cap is known (it is not in
 * the governance object, only in a refusal that names it), it must not exceed it. The new end is the
 * current end plus the extension, reached only if the proposal passes and is settled in time.
 */
export function checkExtension(input: {
  additionalSeconds: bigint;
  mutableUntilUnix: IntLike;
  capSeconds: bigint | null;
}): ExtensionCheck {
  const { additionalSeconds, capSeconds } = input;
  if (additionalSeconds <= 0n)
    return { ok: false, code: 'invalid_extension', message: 'An extension must add some time.' };
  if (capSeconds !== null && additionalSeconds > capSeconds)
    return {
      ok: false,
      code: 'mutability_extension_exceeds_cap',
      message: 'That is longer than the service allows for an extension.',
    };
  return {
    ok: true,
    additionalSeconds,
    newMutableUntilUnix: toBigInt(input.mutableUntilUnix, 'mutableUntilUnix') + additionalSeconds,
  };
}
