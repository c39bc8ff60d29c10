import type { ApiError } from '@/lib/partner';
import type { TxReport } from './tx';

// Where one write stands, from the person's confirmation to fresh data: what the pages show of a write
// while it runs. The run itself (run-flow.ts) loads with the first write.

export type FlowState =
  | { phase: 'idle' }
  | { phase: 'submitting' }
  | { phase: 'confirming'; signature: string; slow: boolean }
  | { phase: 'updating'; signature: string; report: TxReport }
  | { phase: 'done'; signature: string; report: TxReport | null }
  /** A definite failure; `signature` is set when a transaction landed failed (its fees were paid). */
  | { phase: 'failed'; error: ApiError; signature: string | null }
  /** The outcome is not known: the answer was lost, the same request is in flight, or checks stopped. */
  | { phase: 'unknown'; error: ApiError | null; signature: string | null };

/** Whether the flow is still moving on its own (no new intent may start). */
export function isRunning(state: FlowState): boolean {
  return state.phase === 'submitting' || state.phase === 'confirming' || state.phase === 'updating';
}

export type FlowPhase = FlowState['phase'];
