import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { ErrorCta, ErrorView } from './describe-error';

export interface CtaHandlers {
  onCancel: () => void;
  onSettle: () => void;
  onCheck: () => void;
  onRetry: () => void;
  /** True while a "check again" refetch runs. */
  checking?: boolean;
}

function CtaControl({ cta, handlers, primary }: { cta: ErrorCta; handlers: CtaHandlers; primary: boolean }) {
  const variant = primary ? 'primary' : 'secondary';
  if (cta.kind === 'link') {
    const external = cta.href.startsWith('/api/activity');
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
  const onClick = {
    cancel: handlers.onCancel,
    settle: handlers.onSettle,
    check: handlers.onCheck,
    retry: handlers.onRetry,
  }[cta.kind];
  const busy = cta.kind === 'check' && handlers.checking;
  return (
    <Button variant={variant} size="sm" onClick={onClick} disabled={busy}>
      {busy ? 'Checking…' : cta.label}
    </Button>
  );
}

/** An action's error: what happened, what to do, and the buttons that do it. */
export function ErrorNotice({ view, handlers }: { view: ErrorView; handlers: CtaHandlers }) {
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-2 rounded-lg border px-3 py-2.5 text-sm',
        view.outcomeUnknown ? 'border-warning/50 bg-warning/10' : 'border-danger/40 bg-danger/10',
      )}
    >
      <p className="font-medium">{view.sentence}</p>
      <p className="text-muted-foreground">{view.action}</p>
      {view.ctas.length > 0 ? (
        <div className="flex flex-wrap gap-2 pt-1">
          {view.ctas.map((cta, i) => (
            <CtaControl key={`${cta.kind}-${cta.label}`} cta={cta} handlers={handlers} primary={i === 0} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
