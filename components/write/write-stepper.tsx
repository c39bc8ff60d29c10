'use client';

import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { isRunning, type FlowState } from '@/lib/client/write-flow';
import type { Words } from '@/lib/i18n/words';
import { announcementOf, stepsOf, type StepStatus } from './flow-view';
import { Signature } from './signature';

/** A step's mark in its circle, and the circle's colours, by its status (also the batch review's rows). */
export const MARK: Record<StepStatus, string> = {
  waiting: '',
  current: '…',
  done: '✓',
  failed: '✕',
  unknown: '?',
};
const WORD: Record<StepStatus, string> = {
  waiting: 'not yet',
  current: 'in progress',
  done: 'done',
  failed: 'failed',
  unknown: 'unknown',
};
export const TONE: Record<StepStatus, string> = {
  waiting: 'border-border text-muted-foreground',
  current: 'border-primary text-primary animate-pulse',
  done: 'border-success bg-success text-white',
  failed: 'border-danger bg-danger text-white',
  unknown: 'border-warning bg-warning/20 text-warning',
};

function signatureOf(state: FlowState): string | null {
  return 'signature' in state ? state.signature : null;
}

/**
 * Submitted → Confirmed on the network → Data updated, with a polite live region for each step and the
 * transaction's signature (copyable) once known. When the flow settles, keyboard focus moves to the
 * outcome sentence, so a keyboard or screen-reader user lands on the result.
 */
export function WriteStepper({
  state,
  noun,
  nounMid,
  words,
}: {
  state: FlowState;
  noun: string;
  /** The noun inside a sentence, when the language does not lower its first letter there. */
  nounMid?: string;
  /** The widget's words (able to say what follows a send); English as written here without them. */
  words?: Words;
}) {
  const outcome = React.useRef<HTMLParagraphElement>(null);
  const settled = state.phase !== 'idle' && !isRunning(state);
  React.useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);
  const signature = signatureOf(state);
  return (
    <div className="grid gap-3">
      <ol className="grid gap-2" aria-label={words ? words.t('step.progress') : 'Progress'}>
        {stepsOf(state, words).map((step, i) => (
          <li key={step.label} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full border-2 text-xs font-bold',
                TONE[step.status],
              )}
            >
              {MARK[step.status] || i + 1}
            </span>
            <div className="grid gap-0.5">
              <p className={cn('text-sm font-medium', step.status === 'waiting' && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">
                  {' '}
                  ({words ? words.t(`status.${step.status}`) : WORD[step.status]})
                </span>
              </p>
              {step.detail ? <p className="text-xs text-muted-foreground">{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      {signature ? <Signature signature={signature} words={words} /> : null}
      <p
        ref={outcome}
        tabIndex={-1}
        role="status"
        aria-live="polite"
        className="rounded-sm text-sm"
        data-testid="action-status"
      >
        {announcementOf(state, noun, words, nounMid)}
      </p>
    </div>
  );
}
