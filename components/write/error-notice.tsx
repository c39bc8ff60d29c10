'use client';

import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { FlowState } from '@/lib/client/write-flow';
import {
  ACTIVITY_PATH,
  describeWriteError,
  notConfirmedYetView,
  type ErrorCta,
  type ErrorView,
  type WriteErrorContext,
} from './describe-error';
import { busySentence } from './service-trouble';
import { useCountdown } from './use-countdown';
import { formatDuration } from '@/lib/format';

export interface CtaHandlers {
  onCheck: () => void;
  onRetry: () => void;
  /** A feature's own next step, by the name its describer gave (`{kind: 'do', action}`). */
  onAction?: (action: string) => void;
  /** True while a "check again" refetch runs. */
  checking?: boolean;
}

function CtaControl({
  cta,
  handlers,
  primary,
  waitLeft,
}: {
  cta: ErrorCta;
  handlers: CtaHandlers;
  primary: boolean;
  /** Seconds left of the service's wait; "Try again" is enabled again when it ends. */
  waitLeft: number | null;
}) {
  const variant = primary ? 'primary' : 'secondary';
  if (cta.kind === 'link') {
    // The activity page opens beside the dialog, which keeps the write's state and its "Check again".
    const external = cta.href === ACTIVITY_PATH;
    return (
      <a
        href={cta.href}
        className={buttonVariants({ variant, size: 'sm' })}
        {...(external ? { target: '_blank', rel: 'noopener' } : {})}
      >
        {cta.label}
      </a>
    );
  }
  if (cta.kind === 'do' && !handlers.onAction) return null;
  const onClick =
    cta.kind === 'check'
      ? handlers.onCheck
      : cta.kind === 'retry'
        ? handlers.onRetry
        : () => handlers.onAction?.(cta.action);
  const busy = cta.kind === 'check' && handlers.checking;
  const waiting = cta.kind === 'retry' && cta.afterSeconds !== undefined && waitLeft !== null && waitLeft > 0;
  return (
    <Button variant={variant} size="sm" onClick={onClick} disabled={busy || waiting}>
      {busy ? 'Checking…' : waiting ? `${cta.label} in ${formatDuration(waitLeft)}` : cta.label}
    </Button>
  );
}

/**
 * A write's error: what happened, what to do, and the buttons that do it. A busy service's wait is
 * counted down in the sentence, and "Try again" waits for it; `since` (the error) restarts the count.
 */
export function ErrorNotice({
  view,
  handlers,
  since,
}: {
  view: ErrorView;
  handlers: CtaHandlers;
  since?: unknown;
}) {
  const waitLeft = useCountdown(view.busySeconds ?? null, since);
  const sentence = view.busySeconds === undefined ? view.sentence : busySentence(waitLeft);
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-2 rounded-lg border px-3 py-2.5 text-sm',
        view.outcomeUnknown ? 'border-warning/50 bg-warning/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <p className="font-medium">{sentence}</p>
      <p className="text-muted-foreground">{view.action}</p>
      {view.ctas.length > 0 ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {view.ctas.map((cta, i) => (
            <CtaControl
              key={`${cta.kind}-${cta.label}`}
              cta={cta}
              handlers={handlers}
              primary={i === 0}
              waitLeft={waitLeft}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The error of a write, described with the shared words and the feature's own (`context.describers`). */
export function WriteErrorNotice({
  error,
  context,
  ...handlers
}: { error: unknown; context: WriteErrorContext } & CtaHandlers) {
  return <ErrorNotice view={describeWriteError(error, context)} handlers={handlers} since={error} />;
}

/**
 * Where a settled write went wrong, if it did: the error of a refused or failed write, or, when the checks
 * stopped before a confirmation, how to find out. Nothing for a running or successful write.
 */
export function FlowErrorNotice({
  state,
  context,
  ...handlers
}: { state: FlowState; context: WriteErrorContext } & CtaHandlers) {
  if (state.phase === 'failed' || (state.phase === 'unknown' && state.error))
    return <WriteErrorNotice error={state.error} context={context} {...handlers} />;
  if (state.phase === 'unknown') return <ErrorNotice view={notConfirmedYetView()} handlers={handlers} />;
  return null;
}
