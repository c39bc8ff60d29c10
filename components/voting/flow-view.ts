import { formatAmount, formatSol } from '@/lib/domain';
import type { TxReport } from '@/lib/client/tx';
import type { FlowState } from '@/lib/client/voting-flow';
import type { ActionKind } from './availability';

// The stepper of a running action (Submitted → Confirmed on the network → Data updated) and the sentence
// the live region announces at each step.

export type StepStatus = 'waiting' | 'current' | 'done' | 'failed' | 'unknown';

export interface StepView {
  label: string;
  status: StepStatus;
  detail: string | null;
}

export const SLOW_TEXT = 'Taking longer than expected — it may still confirm; we keep checking.';

const LABELS = ['Submitted', 'Confirmed on the network', 'Data updated'] as const;

function steps(statuses: [StepStatus, StepStatus, StepStatus], details: (string | null)[] = []): StepView[] {
  return LABELS.map((label, i) => ({ label, status: statuses[i]!, detail: details[i] ?? null }));
}

export function stepsOf(state: FlowState): StepView[] {
  switch (state.phase) {
    case 'idle':
      return steps(['waiting', 'waiting', 'waiting']);
    case 'submitting':
      return steps(['current', 'waiting', 'waiting'], ['Sending…']);
    case 'confirming':
      return steps(
        ['done', 'current', 'waiting'],
        [null, state.slow ? SLOW_TEXT : 'Waiting for the network…'],
      );
    case 'updating':
      return steps(['done', 'done', 'current'], [null, null, 'Refreshing the proposal…']);
    case 'done':
      return steps(['done', 'done', 'done']);
    case 'failed':
      return state.signature
        ? steps(['done', 'failed', 'waiting'], [null, 'Failed on the network; its fees were paid.'])
        : steps(['failed', 'waiting', 'waiting'], ['Not done — see below.']);
    case 'unknown':
      return state.signature
        ? steps(
            ['done', 'unknown', 'waiting'],
            [null, 'Not confirmed yet; we stopped checking automatically.'],
          )
        : steps(['unknown', 'waiting', 'waiting'], ['Outcome unknown — see below.']);
  }
}

const NOUN: Record<ActionKind, string> = {
  vote: 'Your vote',
  cancel: 'Your cancellation',
  withdraw: 'Your withdrawal',
  settle: 'The settlement',
};

/** The sentence for the polite live region; it changes once per step. */
export function announcementOf(state: FlowState, action: ActionKind): string {
  const noun = NOUN[action];
  switch (state.phase) {
    case 'idle':
      return '';
    case 'submitting':
      return `Sending ${noun.toLowerCase()}…`;
    case 'confirming':
      return state.slow ? SLOW_TEXT : `${noun} was submitted. Waiting for the network to confirm it.`;
    case 'updating':
      return `${noun} is confirmed on the network. Updating the data…`;
    case 'done':
      return `Done: ${noun.toLowerCase()} is confirmed and the data is up to date.`;
    case 'failed':
      return state.signature
        ? `${noun} failed on the network; its fees were paid.`
        : `${noun} did not go through.`;
    case 'unknown':
      return state.signature
        ? `${noun} is not confirmed yet. It may still confirm.`
        : `The outcome of ${noun.toLowerCase()} is unknown.`;
  }
}

/** Whether the flow is still moving on its own (no new intent may start). */
export function isRunning(state: FlowState): boolean {
  return state.phase === 'submitting' || state.phase === 'confirming' || state.phase === 'updating';
}

/**
 * What a confirmed transaction did to the person's wallet, from its balance changes: "10,000 LUMEN left
 * your wallet (locked). Fees paid: 0.001010 SOL." Null when the report has nothing to say.
 */
export function resultOf(report: TxReport | null, mint: string, symbol?: string | null): string | null {
  if (!report) return null;
  const parts: string[] = [];
  const change = report.changes?.tokens.find((t) => t.mint === mint);
  if (change) {
    const delta = BigInt(change.delta);
    const amount = formatAmount(delta < 0n ? -delta : delta, change.decimals);
    const unit = symbol || 'tokens';
    if (delta < 0n) parts.push(`${amount} ${unit} left your wallet (locked).`);
    if (delta > 0n) parts.push(`${amount} ${unit} came back to your wallet.`);
  }
  if (report.fee && /^[0-9]+$/.test(report.fee))
    parts.push(`Fees paid: ${formatSol(BigInt(report.fee))} SOL.`);
  return parts.length > 0 ? parts.join(' ') : null;
}
