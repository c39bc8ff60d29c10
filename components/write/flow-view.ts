import type { FlowState } from '@/lib/client/write-flow';
import type { Words } from '@/lib/i18n/words';

// The stepper of every write (Submitted → Confirmed on the network → Data updated) and the sentence the
// live region announces at each step. `noun` names the write as a person reads it: "Your vote",
// "The settlement", "Your proposal", "Your buy". English is written here, so that a form's stepper loads no
// catalogue; the widget passes its words (lib/i18n, whose English part says the same) for its language.

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

export function stepsOf(state: FlowState, words?: Words): StepView[] {
  if (words) return localizedSteps(state, words);
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
      return steps(['done', 'done', 'current'], [null, null, 'Refreshing the data…']);
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

/** "Your vote" → "your vote", for the middle of a sentence. */
const lower = (noun: string) => noun.charAt(0).toLowerCase() + noun.slice(1);

/** The sentence for the polite live region; it changes once per step. */
export function announcementOf(state: FlowState, noun: string, words?: Words, nounMid?: string): string {
  if (words) return localizedAnnouncement(state, words, noun, nounMid ?? lower(noun));
  switch (state.phase) {
    case 'idle':
      return '';
    case 'submitting':
      return `Sending ${lower(noun)}…`;
    case 'confirming':
      return state.slow ? SLOW_TEXT : `${noun} was submitted. Waiting for the network to confirm it.`;
    case 'updating':
      return `${noun} is confirmed on the network. Updating the data…`;
    case 'done':
      return `Done: ${lower(noun)} is confirmed and the data is up to date.`;
    case 'failed':
      return state.signature
        ? `${noun} failed on the network; its fees were paid.`
        : `${noun} did not go through.`;
    case 'unknown':
      return state.signature
        ? `${noun} is not confirmed yet. It may still confirm.`
        : `The outcome of ${lower(noun)} is unknown.`;
  }
}

/** The steps in a language's words (`words` able to say what follows a send: lib/i18n/after.ts). */
function localizedSteps(state: FlowState, words: Words): StepView[] {
  const t = words.t;
  const LABELS = ['step.submitted', 'step.confirmed', 'step.updated'] as const;
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

function localizedAnnouncement(state: FlowState, words: Words, noun: string, nounMid: string): string {
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
