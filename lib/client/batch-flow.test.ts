import { describe, expect, it, vi } from 'vitest';
import type { BatchItem } from '@/lib/domain/batch';
import { catalogueError } from '@/lib/partner';
import { txReport } from '@/test/support/tx-report';
import { batchTally, keyItems, runBatch, type BatchDeps } from './batch-flow';
import type { FlowState } from './write-flow';

const item = (kind: 'withdraw' | 'settle', proposal: string): BatchItem =>
  kind === 'withdraw'
    ? { kind, mint: 'm', label: 'M', symbol: 'M', proposal, proposalIndex: '1', amount: 5n }
    : { kind, mint: 'm', label: 'M', symbol: 'M', proposal, proposalIndex: '1', verdict: 'passes' };

function deps(refuse: Set<string>): BatchDeps & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    submit: vi.fn(async (it: BatchItem, key: string) => {
      sent.push(`${it.proposal}:${key}`);
      if (refuse.has(it.proposal)) throw catalogueError('proposal_not_settled');
      return { signature: `sig-${it.proposal}` };
    }),
    txStatus: async (signature) => txReport({ signature, status: 'confirmed' }),
    refresh: vi.fn(async () => undefined),
    sleep: async () => undefined,
    now: () => 0,
  };
}

describe('runBatch', () => {
  it('sends each item once, in order, under its own key, and a failure stops nothing else', async () => {
    let n = 0;
    const items = keyItems([item('withdraw', 'a'), item('withdraw', 'b'), item('settle', 'c')], (kind) => {
      n += 1;
      return `${kind}-${n}`;
    });
    const d = deps(new Set(['b']));
    const seen: [number, FlowState['phase']][] = [];
    const finals = await runBatch(items, d, (index, state) => seen.push([index, state.phase]));
    expect(d.sent).toEqual(['a:withdraw-1', 'b:withdraw-2', 'c:settle-3']);
    expect(finals.map((s) => s.phase)).toEqual(['done', 'failed', 'done']);
    const failed = finals[1]!;
    expect(failed.phase === 'failed' && failed.error.code).toBe('proposal_not_settled');
    // One after the other: every state of an item comes before the next item's first.
    const order = seen.map(([index]) => index);
    expect(order).toEqual([...order].sort((x, y) => x - y));
    expect(d.refresh).toHaveBeenCalledTimes(2);
    expect(batchTally(finals)).toEqual({ done: 2, failed: 1, unknown: 0 });
  });

  it('never resends a write whose answer was lost: it is unknown, and the next one goes on', async () => {
    const d = deps(new Set());
    d.submit = vi.fn(async (it: BatchItem) => {
      if (it.proposal === 'a') throw catalogueError('write_outcome_unknown');
      return { signature: 'sig' };
    });
    const finals = await runBatch(
      keyItems([item('settle', 'a'), item('settle', 'b')], (k) => k),
      d,
      () => {},
    );
    expect(finals.map((s) => s.phase)).toEqual(['unknown', 'done']);
    expect(d.submit).toHaveBeenCalledTimes(2);
  });
});
