'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { SessionStatus } from '@/lib/client/embed';
import type { Words } from '@/lib/i18n/words';
import { useWords } from '@/lib/i18n/words-context';
import type { ConnectState } from './use-widget-connect';

function progress(state: ConnectState, words: Words): string {
  switch (state.step) {
    case 'waiting':
      return words.t('connect.waiting');
    case 'redeeming':
      return words.t('connect.redeeming');
    case 'disconnected':
      return words.t('connect.disconnected');
    default:
      return '';
  }
}

/** "Connected as {name}" with the name set apart, wherever the language puts it. */
function ConnectedAs({ name, words }: { name: string; words: Words }) {
  const [before = '', after = ''] = words.t('connect.connectedAs').split('{name}');
  return (
    <p className="text-muted-foreground">
      {before}
      <span className="font-medium text-foreground">{name}</span>
      {after}
    </p>
  );
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
  const words = useWords();
  const [leaving, startLeaving] = React.useTransition();
  const connected = status?.connected === true;
  const message = connected && state.step !== 'disconnected' ? '' : progress(state, words);
  const shown = connected || message !== '' || state.step === 'failed';
  return (
    <div className={cn('grid gap-2 text-sm', shown && 'mt-3 border-t border-border pt-3')}>
      {connected ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ConnectedAs name={status.username ?? words.t('connect.yourAccount')} words={words} />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => startLeaving(onDisconnect)}
            disabled={leaving}
            aria-busy={leaving}
          >
            {leaving ? words.t('connect.disconnecting') : words.t('connect.disconnect')}
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
