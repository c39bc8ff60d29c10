// Governance rules the dashboard checks before calling the upstream, and the simulator enforces.

import { applyBps } from './bps';
import { toBigInt, type IntLike } from './int';

/**
 * The shortest vote the dashboard asks for: one minute, the smallest unit of its duration field. The
 * service's own bounds are not published (the spec: "not shown"; decisions.md gives only the simulator's
 * defaults), so the dashboard sets no longest vote of its own: a vote must end before the metadata locks,
 * and the service refuses what else it does not allow (`invalid_vote_duration`).
 */
export const MIN_VOTE_DURATION_SECONDS = 60;
export const MAX_PARTNER_FEE_BPS = 9999;

/** Bond a proposer locks: floor(totalSupply * proposalBondBps / 10000). */
export function bondAmount(totalSupply: bigint | string, proposalBondBps: number | bigint): bigint {
  return applyBps(toBigInt(totalSupply, 'totalSupply'), proposalBondBps);
}

export interface VoteDurationInput {
  nowUnix: IntLike;
  /** As entered; anything but an integer (number, bigint or digit string) is invalid. */
  voteDurationSeconds: unknown;
  mutableUntilUnix: IntLike;
  min?: number;
  /** The longest duration allowed; none when absent. */
  max?: number;
}

export type VoteDurationResult =
  | { ok: true; endsAtUnix: bigint }
  | { ok: false; code: 'invalid_vote_duration' | 'vote_duration_exceeds_window'; message: string };

function durationToBigInt(value: unknown): bigint | null {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : null;
  if (typeof value === 'string') return /^[0-9]+$/.test(value) ? BigInt(value) : null;
  return null;
}

/**
 * A vote duration must be an integer of at least `min` seconds, at most `max` when one is given (the
 * simulator passes its configured bounds), and voting must end no later than `mutableUntilUnix` (ending
 * exactly at it is allowed).
 */
export function checkVoteDuration(input: VoteDurationInput): VoteDurationResult {
  const min = input.min ?? MIN_VOTE_DURATION_SECONDS;
  const max = input.max;
  const duration = durationToBigInt(input.voteDurationSeconds);
  if (duration === null || duration < BigInt(min) || (max !== undefined && duration > BigInt(max))) {
    return {
      ok: false,
      code: 'invalid_vote_duration',
      message:
        max === undefined
          ? `The vote duration must be a whole number of seconds, at least ${min}.`
          : `The vote duration must be a whole number of seconds from ${min} to ${max}.`,
    };
  }
  const endsAtUnix = toBigInt(input.nowUnix, 'nowUnix') + duration;
  if (endsAtUnix > toBigInt(input.mutableUntilUnix, 'mutableUntilUnix')) {
    return {
      ok: false,
      code: 'vote_duration_exceeds_window',
      message: 'Voting would end after the metadata locks; choose a shorter duration.',
    };
  }
  return { ok: true, endsAtUnix };
}

/**
 * The longest vote duration that still ends within the window, capped at `max` when one is given. Below
 * the shortest vote (possibly negative) means no proposal can be made any more.
 */
export function maxVoteDurationSeconds(nowUnix: IntLike, mutableUntilUnix: IntLike, max?: number): bigint {
  const remaining = toBigInt(mutableUntilUnix, 'mutableUntilUnix') - toBigInt(nowUnix, 'nowUnix');
  return max !== undefined && BigInt(max) < remaining ? BigInt(max) : remaining;
}

export type TradeKind = 'buy' | 'buy-exact-out' | 'sell';

export type PartnerFeeEstimate =
  | { ok: true; feeLamports: bigint; netLamports: bigint }
  | { ok: false; code: 'invalid_partner_fee'; message: string };

/**
 * The partner fee the simulator charges (decisions.md; the dashboard labels it an estimate), rounded down:
 * - buy: `amount` is maxSolIn; the fee comes out of it; net = SOL that reaches the swap.
 * - buy-exact-out: `amount` is the SOL cost; the fee is added on top; net = total SOL paid.
 * - sell: `amount` is the SOL proceeds; the fee comes out of them; net = SOL the seller receives.
 */
export function partnerFeeEstimate(
  kind: TradeKind,
  amountLamports: bigint,
  bps: number | bigint,
): PartnerFeeEstimate {
  if (amountLamports < 0n) throw new RangeError('amountLamports must not be negative');
  const rate = typeof bps === 'bigint' || Number.isSafeInteger(bps) ? BigInt(bps) : null;
  if (rate === null || rate < 0n || rate > BigInt(MAX_PARTNER_FEE_BPS)) {
    return {
      ok: false,
      code: 'invalid_partner_fee',
      message: `The partner fee must be a whole number of basis points from 0 to ${MAX_PARTNER_FEE_BPS}.`,
    };
  }
  const feeLamports = applyBps(amountLamports, rate);
  const netLamports = kind === 'buy-exact-out' ? amountLamports + feeLamports : amountLamports - feeLamports;
  return { ok: true, feeLamports, netLamports };
}

export type WindowState = 'finalized' | 'mutable' | 'lapsed_unrecorded';

/**
 * Where a governance's metadata window stands. `finalized` covers both a passed finalize-metadata vote
 * and a lapse recorded by finalize-expired. `lapsed_unrecorded`: the window has ended (now >=
 * mutableUntilUnix, so metadata is locked already) but no finalized record exists yet; finalize-expired
 * can record it.
 */
export function windowState(
  governance: { finalized: boolean; mutableUntilUnix: IntLike },
  nowUnix: IntLike,
): WindowState {
  if (governance.finalized) return 'finalized';
  return toBigInt(nowUnix, 'nowUnix') >= toBigInt(governance.mutableUntilUnix, 'mutableUntilUnix')
    ? 'lapsed_unrecorded'
    : 'mutable';
}
