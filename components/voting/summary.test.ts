import { describe, expect, it } from 'vitest';
import {
  cancelSummary,
  feesLine,
  settleSummary,
  voteSummary,
  withdrawForOtherSummary,
  withdrawSummary,
} from './summary';
import { closed, governance, TOKEN } from '@/test/support/fixtures/voting';

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
});
