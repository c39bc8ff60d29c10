'use client';

import { ActionButton } from '@/components/ui/action-button';
import { buttonVariants } from '@/components/ui/button';
import { loginHref } from '@/lib/client/session';
import { useWords } from '@/lib/i18n/words-context';
import type { Access } from './use-trade-panel';

/** Why the person cannot trade yet, and the way to fix it, shown instead of the form. */
export function AccessNotice({
  access,
  returnTo,
  onConnect,
  onCheck,
  checking,
}: {
  access: Exclude<Access, { kind: 'ready' | 'loading' }>;
  returnTo: string;
  onConnect?: () => void;
  onCheck: () => void;
  checking: boolean;
}) {
  const words = useWords();
  if (access.kind === 'trading_off') {
    return (
      <div
        role="status"
        className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-3 text-sm"
      >
        <p className="font-medium">{words.t('access.tradingOff.title')}</p>
        <p className="text-muted-foreground">{words.t('access.tradingOff.body')}</p>
        <div>
          <ActionButton variant="secondary" size="sm" onClick={onCheck} disabled={checking}>
            {checking ? words.t('access.tradingOff.checking') : words.t('access.tradingOff.check')}
          </ActionButton>
        </div>
      </div>
    );
  }
  const text = {
    title: words.t(`access.${access.kind}.title`),
    body: words.t(`access.${access.kind}.body`),
    action: words.t(`access.${access.kind}.action`),
  };
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 px-3 py-3 text-sm">
      <p className="font-medium">{text.title}</p>
      <p className="text-muted-foreground">{text.body}</p>
      <div>
        {onConnect ? (
          <ActionButton size="sm" onClick={onConnect}>
            {text.action}
          </ActionButton>
        ) : (
          // A full navigation: the server redirects to the service's consent screen.
          <a href={loginHref(returnTo)} className={buttonVariants({ size: 'sm' })}>
            {text.action}
          </a>
        )}
      </div>
    </div>
  );
}
