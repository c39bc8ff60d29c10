import { describe, expect, it, vi } from 'vitest';
import { catalogueError } from '@/lib/partner';
import { txReport } from '@/test/support/tx-report';
import type { TxReport } from './tx';
import { runFlow, SLOW_AFTER_MS, STOP_CHECKING_AFTER_MS, type FlowDeps } from './run-flow';
import type { FlowState } from './write-flow';

const SIG = '5'.repeat(88);

function report(status: TxReport['status']): TxReport {
  return txReport({ signature: SIG, status });
}

/** Deps with a fake clock that advances by each sleep, and statuses answered in order (the last repeats). */
function deps(statuses: (TxReport['status'] | Error)[], overrides: Partial<FlowDeps> = {}) {
  let clock = 0;
  let polls = 0;
  const d = {
    submit: vi.fn(async () => ({ signature: SIG })),
    txStatus: vi.fn(async () => {
      const next = statuses[Math.min(polls++, statuses.length - 1)]!;
      if (next instanceof Error) throw next;
      return report(next);
    }),
    refresh: vi.fn(async () => undefined),
    sleep: vi.fn(async (ms: number) => {
      clock += ms;
    }),
    now: () => clock,
    ...overrides,
  };
  return d;
}

async function run(d: FlowDeps) {
  const states: FlowState[] = [];
  const final = await runFlow(d, (s) => states.push(s));
  return { final, phases: states.map((s) => s.phase), states };
}

describe('runFlow', () => {
  it('submits once, polls until confirmed, refreshes, and ends done', async () => {
    const d = deps(['not_found', 'processed', 'confirmed']);
    const { final, phases } = await run(d);
    expect(phases).toEqual(['submitting', 'confirming', 'updating', 'done']);
    expect(final).toMatchObject({ phase: 'done', signature: SIG });
    expect(d.submit).toHaveBeenCalledTimes(1);
    expect(d.txStatus).toHaveBeenCalledTimes(3);
    expect(d.sleep).toHaveBeenCalledWith(1000);
    expect(d.refresh).toHaveBeenCalledTimes(1);
  });

  it('takes finalized as done too', async () => {
    expect((await run(deps(['finalized']))).final.phase).toBe('done');
  });

  it('reports a transaction that landed failed as failed with its signature (fees paid), without refreshing', async () => {
    const d = deps(['processed', 'failed']);
    const { final } = await run(d);
    expect(final).toMatchObject({ phase: 'failed', signature: SIG });
    expect(final.phase === 'failed' && final.error.code).toBe('tx_failed');
    expect(d.refresh).not.toHaveBeenCalled();
  });

  it('keeps waiting through poll errors, says "slow" after 30 s once, and never reports a false failure', async () => {
    const statuses: (TxReport['status'] | Error)[] = [
      ...Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? new Error('rpc down') : ('not_found' as const))),
      'confirmed',
    ];
    const d = deps(statuses);
    const { final, states } = await run(d);
    const slow = states.filter((s) => s.phase === 'confirming' && s.slow);
    expect(slow).toHaveLength(1);
    expect(states.findIndex((s) => s.phase === 'confirming' && s.slow)).toBeGreaterThan(0);
    expect(final.phase).toBe('done');
    expect(d.submit).toHaveBeenCalledTimes(1);
    expect(SLOW_AFTER_MS).toBe(30_000);
  });

  it('stops checking after five minutes with the outcome unknown (not failed)', async () => {
    const d = deps(['processed']);
    const { final } = await run(d);
    expect(final).toEqual({ phase: 'unknown', error: null, signature: SIG });
    expect(vi.mocked(d.txStatus).mock.calls.length).toBeGreaterThanOrEqual(STOP_CHECKING_AFTER_MS / 1000);
    expect(d.submit).toHaveBeenCalledTimes(1);
  });

  it.each(['write_outcome_unknown', 'idempotency_in_flight'] as const)(
    'turns %s into an unknown outcome, never polling or resending',
    async (code) => {
      const d = deps(['confirmed'], { submit: vi.fn(async () => Promise.reject(catalogueError(code))) });
      const { final } = await run(d);
      expect(final).toMatchObject({ phase: 'unknown', signature: null, error: { code } });
      expect(d.submit).toHaveBeenCalledTimes(1);
      expect(d.txStatus).not.toHaveBeenCalled();
    },
  );

  it('turns a refused write into failed, keeping a failed transaction’s signature', async () => {
    const refused = deps([], { submit: vi.fn(async () => Promise.reject(catalogueError('already_voted'))) });
    expect((await run(refused)).final).toMatchObject({ phase: 'failed', signature: null });
    const landedFailed = deps([], {
      submit: vi.fn(async () => Promise.reject(catalogueError('tx_failed', { signature: SIG }))),
    });
    expect((await run(landedFailed)).final).toMatchObject({ phase: 'failed', signature: SIG });
    const weird = deps([], { submit: vi.fn(async () => Promise.reject(new TypeError('boom'))) });
    expect((await run(weird)).final).toMatchObject({ phase: 'failed', error: { code: 'internal' } });
  });

  it('ends done even when the refetch fails', async () => {
    const d = deps(['confirmed'], { refresh: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect((await run(d)).final.phase).toBe('done');
  });
});
