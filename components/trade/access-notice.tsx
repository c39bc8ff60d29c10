'use client';

import { Button, buttonVariants } from '@/components/ui/button';
import { loginHref } from '@/components/write/describe-error';
import type { Access } from './use-trade-panel';

const TEXTS = {
  disconnected: {
    title: 'Connect to trade',
    body: 'Trades are made for a connected account: you approve this app on the service’s consent screen, and the service signs each trade with your delegated wallet.',
    action: 'Connect',
  },
  reconnect: {
    title: 'Connect again to trade',
    body: 'Your connection to the service has ended.',
    action: 'Connect again',
  },
  missing_scope: {
    title: 'Trading is not allowed for this connection',
    body: 'When you connected, the permission “Buy and sell for you” (trade:execute) was not granted. Reconnect and approve it on the consent screen; nothing else changes.',
    action: 'Reconnect with the trade permission',
  },
} as const;

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
  if (access.kind === 'trading_off') {
    return (
      <div
        role="status"
        className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-3 text-sm"
      >
        <p className="font-medium">1-click trading is off for your wallet</p>
        <p className="text-muted-foreground">
          The service signs trades with your delegated wallet, and that delegation is turned off, so any trade
          would be refused. Turn on 1-click trading (wallet delegation) in your account on the launch service,
          then check again here.
        </p>
        <div>
          <Button variant="secondary" size="sm" onClick={onCheck} disabled={checking}>
            {checking ? 'Checking…' : 'Check again'}
          </Button>
        </div>
      </div>
    );
  }
  const text = TEXTS[access.kind];
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-muted/40 px-3 py-3 text-sm">
      <p className="font-medium">{text.title}</p>
      <p className="text-muted-foreground">{text.body}</p>
      <div>
        {onConnect ? (
          <Button size="sm" onClick={onConnect}>
            {text.action}
          </Button>
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
