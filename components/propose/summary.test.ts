import { describe, expect, it } from 'vitest';
import { bondLine, extendSummary, finalizeSummary, reclaimSummary, recordLapseSummary } from './summary';

const TOKEN = 1_000_000n;
const M = 1_000_000n * TOKEN;
const UNTIL = 1_800_432_000n;
const ctx = (balance: bigint | null, proposalBondBps = 150) => ({
  governance: { totalSupply: String(1_000n * M), proposalBondBps, mutableUntilUnix: String(UNTIL) },
  balance,
  symbol: 'QUILL',
  formatDate: (unix: bigint) => `<${unix}>`,
});

describe('bondLine', () => {
  it('says what is locked, until when, and what stays free', () => {
    expect(bondLine(ctx(60n * M))).toBe(
      'Bond: 15,000,000 QUILL locked from your wallet until the proposal is settled; you reclaim it afterwards, whether it passes or fails. You keep 45,000,000 QUILL free.',
    );
    expect(bondLine(ctx(null))).toMatch(/^Bond: 15,000,000 QUILL locked .* passes or fails\.$/);
  });

  it('shows the shortfall', () => {
    expect(bondLine(ctx(8n * M))).toBe(
      'Bond: 15,000,000 QUILL, but you hold 8,000,000 QUILL (7,000,000 QUILL short). Nothing will be sent.',
    );
  });

  it('says when there is none', () => {
    expect(bondLine(ctx(0n, 0))).toBe('Bond: none on this token.');
  });
});

describe('extendSummary', () => {
  it('gives the vote, the new end date and the one-time rule', () => {
    const summary = extendSummary(ctx(60n * M), {
      additionalSeconds: 7n * 86_400n,
      voteSeconds: 600n,
      voteEndsAtUnix: 1_800_000_600n,
    });
    expect(summary.next).toEqual([
      'Holders vote for 10 minutes, until <1800000600>. It passes under the same rule as any proposal.',
      `If it passes and is settled before <${UNTIL}>, the window ends on <${UNTIL + 604_800n}>, 7 days later. The window can be extended only once.`,
      'If it fails, or is settled too late, the window ends as planned.',
    ]);
  });

  it('still reads while the form is not valid', () => {
    expect(
      extendSummary(ctx(null), { additionalSeconds: null, voteSeconds: null, voteEndsAtUnix: null }).next[0],
    ).toBe('Holders then vote for the time you choose above.');
  });
});

describe('the other summaries', () => {
  it('finalize: the metadata is locked forever if it passes in time', () => {
    expect(finalizeSummary(ctx(60n * M), { voteSeconds: 3_600n, voteEndsAtUnix: 5n }).next[1]).toBe(
      `If it passes and is settled before <${UNTIL}>, the metadata is locked forever.`,
    );
  });

  it('record a lapse: no bond, no vote, finalized once confirmed', () => {
    const summary = recordLapseSummary(ctx(null));
    expect(summary.costs).toEqual(['No bond and no vote: only the fees below.']);
    expect(summary.next[0]).toBe(`The window ended on <${UNTIL}>, so the metadata already cannot change.`);
  });

  it('reclaim: the bond comes back from the named proposal', () => {
    expect(reclaimSummary(10n * M, '0', 'TIDE').next[0]).toBe(
      'Returns your bond of 10,000,000 TIDE from proposal #0 to your wallet.',
    );
  });
});
