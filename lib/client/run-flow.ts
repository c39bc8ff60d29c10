import { ApiError } from '@/lib/partner';
import { ownError } from './errors';
import type { TxReport } from './tx';
import type { FlowState } from './write-flow';

// One write from the person's confirmation to fresh data: submitted (one POST, never repeated) →
// confirmed on the network (GET /api/tx/{signature} every second) → data updated (the reads refetched).
// The steps are reported through `onState`; the I/O comes in as `deps`, so the sequence is tested alone.
// Loaded with a page's first write (use-write-flow.ts), not with the page.

export const POLL_INTERVAL_MS = 1000;
/** After this long without a final status, the person is told it is taking longer (never a failure). */
export const SLOW_AFTER_MS = 30_000;
/** After this long the automatic checks stop; the person can still check again. */
export const STOP_CHECKING_AFTER_MS = 5 * 60_000;

export interface FlowDeps {
  /** The one POST of this intent. */
  submit: () => Promise<{ signature: string }>;
  txStatus: (signature: string) => Promise<TxReport>;
  /** Invalidates the reads the write changed and resolves once they are fetched again. */
  refresh: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
  /** Milliseconds, monotonic enough for elapsed time. */
  now: () => number;
}

const OUTCOME_UNKNOWN_CODES = new Set(['write_outcome_unknown', 'idempotency_in_flight']);

function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : ownError('internal');
}

/** What a refused or lost POST means for the flow. */
export function stateForSubmitError(error: unknown): FlowState {
  const apiError = toApiError(error);
  if (OUTCOME_UNKNOWN_CODES.has(apiError.code)) return { phase: 'unknown', error: apiError, signature: null };
  const signature = typeof apiError.body.signature === 'string' ? apiError.body.signature : null;
  return { phase: 'failed', error: apiError, signature: apiError.code === 'tx_failed' ? signature : null };
}

async function waitForFinal(
  deps: FlowDeps,
  signature: string,
  onState: (state: FlowState) => void,
): Promise<{ report: TxReport } | { state: FlowState }> {
  const started = deps.now();
  let slow = false;
  for (;;) {
    const report = await deps.txStatus(signature).catch(() => null);
    if (report && (report.status === 'confirmed' || report.status === 'finalized')) return { report };
    if (report?.status === 'failed') {
      return { state: { phase: 'failed', error: ownError('tx_failed', { signature }), signature } };
    }
    const elapsed = deps.now() - started;
    if (elapsed >= STOP_CHECKING_AFTER_MS) return { state: { phase: 'unknown', error: null, signature } };
    if (!slow && elapsed >= SLOW_AFTER_MS) {
      slow = true;
      onState({ phase: 'confirming', signature, slow });
    }
    await deps.sleep(POLL_INTERVAL_MS);
  }
}

/** Runs one write to its end and answers the final state. Never throws; never sends twice. */
export async function runFlow(deps: FlowDeps, onState: (state: FlowState) => void): Promise<FlowState> {
  const report = (state: FlowState): FlowState => {
    onState(state);
    return state;
  };
  onState({ phase: 'submitting' });
  let signature: string;
  try {
    ({ signature } = await deps.submit());
  } catch (error) {
    return report(stateForSubmitError(error));
  }
  onState({ phase: 'confirming', signature, slow: false });
  const final = await waitForFinal(deps, signature, onState);
  if ('state' in final) return report(final.state);
  onState({ phase: 'updating', signature, report: final.report });
  // A refetch that fails leaves the older data on screen; the write itself is confirmed either way.
  await deps.refresh().catch(() => undefined);
  return report({ phase: 'done', signature, report: final.report });
}
