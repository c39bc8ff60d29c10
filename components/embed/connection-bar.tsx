'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { SessionStatus } from '@/lib/client/embed';
import type { ConnectState } from './use-widget-connect';

function progress(state: ConnectState): string {
  switch (state.step) {
    case 'waiting':
      return 'Finish connecting in the window that opened.';
    case 'redeeming':
      return 'Connecting…';
    case 'disconnected':
      return 'Disconnected. This widget no longer holds access to your account.';
    default:
      return '';
  }
}

/** Who is connected, Disconnect, and what connecting is doing (a polite live region; failures alert). */
export function ConnectionBar({
  status,
  state,
  onDisconnect,
}: {
  status: SessionStatus | undefined;
  state: ConnectState;
  onDisconnect: () => Promise<void>;
}) {
  const [leaving, startLeaving] = React.useTransition();
  const connected = status?.connected === true;
  const message = connected && state.step !== 'disconnected' ? '' : progress(state);
  const shown = connected || message !== '' || state.step === 'failed';
  return (
    <div className={cn('grid gap-2 text-sm', shown && 'mt-3 border-t border-border pt-3')}>
      {connected ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground">
            Connected as{' '}
            <span className="font-medium text-foreground">{status.username ?? 'your account'}</span>
          </p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => startLeaving(onDisconnect)}
            disabled={leaving}
            aria-busy={leaving}
          >
            {leaving ? 'Disconnecting…' : 'Disconnect'}
          </Button>
        </div>
      ) : null}
      {/* Always present, so that screen readers announce what is put in it; no room taken while empty. */}
      <p role="status" className="text-muted-foreground empty:sr-only">
        {message}
      </p>
      {state.step === 'failed' ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 px-3 py-2 text-foreground">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
