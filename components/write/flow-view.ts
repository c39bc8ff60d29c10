import type { FlowState } from '@/lib/client/write-flow';
import { englishAfterWords as englishWords } from '@/lib/i18n/after';
import type { Words } from '@/lib/i18n/words';

// The stepper of every write (Submitted → Confirmed on the network → Data updated) and the sentence the
// live region announces at each step. `noun` names the write as a person reads it: "Your vote",
// "The settlement", "Your proposal", "Your buy". In the widget's language when given its words.

export type StepStatus = 'waiting' | 'current' | 'done' | 'failed' | 'unknown';

export interface StepView {
  label: string;
  status: StepStatus;
  detail: string | null;
}

export const SLOW_TEXT = englishWords.t('step.slow');

const LABELS = ['step.submitted', 'step.confirmed', 'step.updated'] as const;

export function stepsOf(state: FlowState, words: Words = englishWords): StepView[] {
  const t = words.t;
  const steps = (statuses: [StepStatus, StepStatus, StepStatus], details: (string | null)[] = []) =>
    LABELS.map((label, i) => ({ label: t(label), status: statuses[i]!, detail: details[i] ?? null }));
  switch (state.phase) {
    case 'idle':
      return steps(['waiting', 'waiting', 'waiting']);
    case 'submitting':
      return steps(['current', 'waiting', 'waiting'], [t('step.sending')]);
    case 'confirming':
      return steps(
        ['done', 'current', 'waiting'],
        [null, state.slow ? t('step.slow') : t('step.waitingNetwork')],
      );
    case 'updating':
      return steps(['done', 'done', 'current'], [null, null, t('step.refreshing')]);
    case 'done':
      return steps(['done', 'done', 'done']);
    case 'failed':
      return state.signature
        ? steps(['done', 'failed', 'waiting'], [null, t('step.failedOnChain')])
        : steps(['failed', 'waiting', 'waiting'], [t('step.notDone')]);
    case 'unknown':
      return state.signature
        ? steps(['done', 'unknown', 'waiting'], [null, t('step.notConfirmedYet')])
        : steps(['unknown', 'waiting', 'waiting'], [t('step.unknown')]);
  }
}

/** "Your vote" → "your vote", for the middle of a sentence. */
const lower = (noun: string) => noun.charAt(0).toLowerCase() + noun.slice(1);

/**
 * The sentence for the polite live region; it changes once per step. `nounMid` is the noun inside a
 * sentence ("your buy"; a language that keeps its capital gives it as it is).
 */
export function announcementOf(
  state: FlowState,
  noun: string,
  words: Words = englishWords,
  nounMid: string = lower(noun),
): string {
  const t = (key: Parameters<Words['t']>[0]) => words.t(key, { noun, nounMid });
  switch (state.phase) {
    case 'idle':
      return '';
    case 'submitting':
      return t('announce.submitting');
    case 'confirming':
      return state.slow ? t('step.slow') : t('announce.confirming');
    case 'updating':
      return t('announce.updating');
    case 'done':
      return t('announce.done');
    case 'failed':
      return state.signature ? t('announce.failedOnChain') : t('announce.failed');
    case 'unknown':
      return state.signature ? t('announce.unknownSent') : t('announce.unknown');
  }
}

/** Whether the flow is still moving on its own (no new intent may start). */
export function isRunning(state: FlowState): boolean {
  return state.phase === 'submitting' || state.phase === 'confirming' || state.phase === 'updating';
}
