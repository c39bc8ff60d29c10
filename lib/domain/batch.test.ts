import { describe, expect, it } from 'vitest';
import { batchPlan, isEmptyPlan, type BatchToken } from './batch';
import type { HoldingInput } from './holdings';
import { DAY, NOW, holdingBuilders } from '@/test/support/fixtures/positions';

const { governance, proposal, vote, viewer } = holdingBuilders(NOW + DAY);

const settled = { settled: true, outcome: 'passed', votingEndsAtUnix: String(NOW - DAY) };
const ended = { votingEndsAtUnix: String(NOW - 60n) };

const token = (mint: string, input: Partial<HoldingInput>): BatchToken => ({
  mint,
  label: mint.toUpperCase(),
  symbol: mint.toUpperCase(),
  balance: 1_000n,
  input: { governance, proposals: [], viewerVotes: [], ...input },
});

describe('batchPlan', () => {
  it('withdraws every lock on a settled proposal across tokens, each proposal its own write with its amount', () => {
    const plan = batchPlan(
      [
        token('aaa', {
          proposals: [proposal('p12', settled), proposal('p3', settled), proposal('p4')],
          // A cancelled vote still locks until withdrawn; both votes on p3 are one withdrawal.
          viewerVotes: [
            vote('p12', '700'),
            vote('p3', '200', { active: false }),
            vote('p3', '300'),
            vote('p4', '999'),
          ],
        }),
        token('bbb', { proposals: [proposal('p7', settled)], viewerVotes: [vote('p7', '150')] }),
      ],
      viewer,
      NOW,
    );
    expect(plan.withdraw.map((i) => [i.mint, i.proposal, i.amount])).toEqual([
      ['aaa', 'p3', 500n],
      ['aaa', 'p12', 700n],
      ['bbb', 'p7', 150n],
    ]);
    expect(plan.withdraw[0]).toMatchObject({
      kind: 'withdraw',
      label: 'AAA',
      symbol: 'AAA',
      proposalIndex: '3',
    });
    expect(plan.settle).toEqual([]);
  });

  it('skips locks already withdrawn, on open proposals, or waiting for settlement', () => {
    const plan = batchPlan(
      [
        token('aaa', {
          proposals: [proposal('p1', settled), proposal('p2'), proposal('p3', ended)],
          viewerVotes: [vote('p1', '700', { withdrawn: true }), vote('p2', '100'), vote('p3', '100')],
        }),
      ],
      viewer,
      NOW,
    );
    expect(plan.withdraw).toEqual([]);
    expect(plan.settle.map((i) => i.proposal)).toEqual(['p3']);
  });

  it('settles every proposal whose voting ended, with the verdict the final tally gives', () => {
    const plan = batchPlan(
      [
        token('aaa', {
          proposals: [
            proposal('p1', { ...ended, yesVotes: '600', noVotes: '400', participatingVoters: 2 }),
            proposal('p2', { ...ended, yesVotes: '100', noVotes: '400', participatingVoters: 2 }),
            proposal('p3', settled),
            proposal('p4'),
          ],
        }),
      ],
      viewer,
      NOW,
    );
    expect(plan.settle.map((i) => [i.proposal, i.verdict])).toEqual([
      ['p1', 'passes'],
      ['p2', 'fails'],
    ]);
  });

  it('plans nothing for a connection that may not write governance', () => {
    const tokens = [
      token('aaa', {
        proposals: [proposal('p1', settled), proposal('p2', ended)],
        viewerVotes: [vote('p1', '700')],
      }),
    ];
    const reconnect = batchPlan(tokens, { ...viewer, scopes: [] }, NOW);
    expect(isEmptyPlan(reconnect)).toBe(true);
    expect(isEmptyPlan(batchPlan(tokens, viewer, NOW))).toBe(false);
  });

  it('plans a proposal once when its token is given twice', () => {
    const twice = token('aaa', { proposals: [proposal('p2', ended)] });
    expect(batchPlan([twice, twice], viewer, NOW).settle).toHaveLength(1);
  });
});
