import { describe, expect, it } from 'vitest';
import {
  cancelSummary,
  reviewLines,
  settleSummary,
  voteSummary,
  withdrawForOtherSummary,
  withdrawSummary,
} from './summary';
import { closed, governance, TOKEN, vote } from '@/test/support/fixtures/voting';
import { feesLine } from '@/components/write/fees';

describe('confirmation summaries', () => {
  it('vote: what is locked and until when', () => {
    expect(voteSummary(10_000n * TOKEN, 'yes', 'LUMEN')).toBe(
      'Votes yes. Locks 10,000 LUMEN until the proposal is settled.',
    );
    expect(voteSummary(null, '', null)).toBe('Locks the tokens you enter until the proposal is settled.');
  });

  it('cancel: the tokens stay locked, and how to change a vote', () => {
    const [locked, change] = cancelSummary(10_000n * TOKEN, 39_990_000n * TOKEN, 'LUMEN');
    expect(locked).toBe(
      'Your 10,000 LUMEN stay locked until settlement; you withdraw them after the proposal is settled.',
    );
    expect(change).toBe(
      'To change your vote, cancel it here, then vote again: a new vote locks tokens from your balance (you hold 39,990,000 LUMEN besides the locked ones).',
    );
  });

  it('withdraw: what is released, to whom', () => {
    expect(withdrawSummary(10_000n * TOKEN, 'LUMEN')).toBe('Releases 10,000 LUMEN back to you.');
    expect(withdrawForOtherSummary('11111111111111111111111111111111')).toBe(
      'Releases the tokens 1111…1111 locked on this proposal back to that wallet — never to you. You pay the fees.',
    );
  });

  it('settle: the verdict of the final tally', () => {
    const [what, why] = settleSummary(governance(), closed());
    expect(what).toBe(
      'Records the result on the network: on the final tally it fails and nothing changes. No tokens move.',
    );
    expect(why).toBe(
      'Failed: 4 qualifying voters, 5 needed; 4.8% of supply took part, 15% needed, although 81.2% voted yes.',
    );
  });

  it('fees: both amounts in SOL exactly, and their sum', () => {
    expect(feesLine({ priorityFeeLamports: 5000n, tipLamports: 1_000_000n })).toBe(
      'Spent even if it fails: priority fee 0.000005 SOL + tip 0.001 SOL = 0.001005 SOL, plus the network’s base fee.',
    );
    expect(feesLine(null)).toMatch(/Enter valid fees/);
  });

  it("the review's lines: the action's summary, for what was typed and the person's standing", () => {
    const standing = {
      active: null,
      pending: false,
      locked: 5_000n * TOKEN,
      withdrawn: 0n,
      voted: true,
      cancelled: false,
    };
    const subject = {
      governance: governance(),
      proposal: closed(),
      standing,
      balance: 7_000n * TOKEN,
      symbol: 'LUMEN',
    };
    const typed = { amount: 2_000n * TOKEN, side: 'no', voter: '  11111111111111111111111111111111 ' };
    expect(reviewLines('vote', false, typed, subject)).toEqual([voteSummary(2_000n * TOKEN, 'no', 'LUMEN')]);
    // A cancel speaks of the active vote's tokens when there is one, else of what stays locked.
    const active = { ...standing, active: vote({ amount: String(3_000n * TOKEN) }) };
    expect(reviewLines('cancel', false, typed, { ...subject, standing: active })).toEqual(
      cancelSummary(3_000n * TOKEN, 7_000n * TOKEN, 'LUMEN'),
    );
    expect(reviewLines('cancel', false, typed, subject)).toEqual(
      cancelSummary(5_000n * TOKEN, 7_000n * TOKEN, 'LUMEN'),
    );
    expect(reviewLines('withdraw', false, typed, subject)).toEqual(['Releases 5,000 LUMEN back to you.']);
    // For another wallet: the voter as typed, without its spaces; none typed yet says "that wallet".
    expect(reviewLines('withdraw', true, typed, subject)).toEqual([
      withdrawForOtherSummary('11111111111111111111111111111111'),
    ]);
    expect(reviewLines('withdraw', true, { ...typed, voter: ' ' }, subject)).toEqual([
      withdrawForOtherSummary(null),
    ]);
    expect(reviewLines('settle', false, typed, subject)).toEqual(settleSummary(governance(), closed()));
  });
});
