'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { disconnect, redeemConnectCode } from '@/lib/client/embed';
import { isConnectMessage } from '@/lib/embed/connect-message';
import type { Words } from '@/lib/i18n/words';
import { useWords } from '@/lib/i18n/words-context';
import { ApiError } from '@/lib/partner';

// Connecting and disconnecting inside the widget. Connect opens our login in a popup (a frame inside
// another site cannot show the consent screen); the popup ends on /embed/connected, which posts a
// one-time code to this window with our exact origin, and the frame redeems it for its own partitioned
// session. Sibling widgets on the same page hear of the change on a BroadcastChannel and read again.

export type ConnectState =
  | { step: 'idle' }
  | { step: 'waiting' }
  | { step: 'redeeming' }
  | { step: 'failed'; message: string }
  | { step: 'disconnected' };

const CHANNEL = 'trade-widget-session';
const POPUP_FEATURES = 'popup,width=520,height=720';

function reason(error: string, words: Words): string {
  if (error === 'denied') return words.t('connect.denied');
  if (error === 'busy') return words.t('connect.busy');
  return words.t('connect.unfinished');
}

function describe(error: unknown, words: Words): string {
  // The dashboard's own sentences are English; another language says what happened in its own words.
  if (error instanceof ApiError && words.locale === 'en')
    return [error.body.message, error.body.action].filter(Boolean).join(' ');
  return words.t('connect.unfinished');
}

export function useWidgetConnect(instanceId: string | null, parentOrigin: string) {
  const queryClient = useQueryClient();
  const words = useWords();
  const [state, setState] = React.useState<ConnectState>({ step: 'idle' });
  const popup = React.useRef<Window | null>(null);
  const channel = React.useRef<BroadcastChannel | null>(null);

  const changed = React.useCallback(async () => {
    // Every read depends on the connection: read them all again, here and in sibling widgets.
    await queryClient.invalidateQueries();
    channel.current?.postMessage('changed');
  }, [queryClient]);

  React.useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const current = new BroadcastChannel(CHANNEL);
    current.onmessage = () => void queryClient.invalidateQueries();
    channel.current = current;
    return () => current.close();
  }, [queryClient]);

  React.useEffect(() => {
    const onMessage = async (event: MessageEvent) => {
      if (event.source === null || event.source !== popup.current) return;
      if (event.origin !== window.location.origin || !isConnectMessage(event.data)) return;
      popup.current = null;
      const data = event.data;
      if ('error' in data) return setState({ step: 'failed', message: reason(data.error, words) });
      setState({ step: 'redeeming' });
      try {
        await redeemConnectCode(data.code, { parentOrigin, instanceId });
        await changed();
        setState({ step: 'idle' });
      } catch (error) {
        setState({ step: 'failed', message: describe(error, words) });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [changed, parentOrigin, instanceId, words]);

  React.useEffect(() => {
    if (state.step !== 'waiting') return;
    let grace: number | undefined;
    const timer = window.setInterval(() => {
      const opened = popup.current;
      if (!opened?.closed) return;
      window.clearInterval(timer);
      // The popup posts its answer and closes at once, so it can be seen closed before its message is
      // delivered: give the message time to arrive before calling the sign-in abandoned.
      grace = window.setTimeout(() => {
        if (popup.current !== opened) return;
        popup.current = null;
        setState({ step: 'failed', message: words.t('connect.popupClosed') });
      }, 1500);
    }, 500);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(grace);
    };
  }, [state.step, words]);

  const connect = React.useCallback(() => {
    const name = `trade-widget-connect-${instanceId ?? 'page'}`;
    // The sign-in is for this widget: its code is bound to the partner page and the instance.
    const login = new URLSearchParams({ mode: 'popup', parentOrigin });
    if (instanceId) login.set('instanceId', instanceId);
    const opened = window.open(`/api/auth/login?${login}`, name, POPUP_FEATURES);
    if (!opened) {
      setState({ step: 'failed', message: words.t('connect.popupBlocked') });
      return;
    }
    popup.current = opened;
    opened.focus();
    setState({ step: 'waiting' });
  }, [instanceId, parentOrigin, words]);

  const leave = React.useCallback(async () => {
    try {
      await disconnect();
      await changed();
      setState({ step: 'disconnected' });
    } catch (error) {
      setState({ step: 'failed', message: describe(error, words) });
    }
  }, [changed, words]);

  return { state, connect, disconnect: leave };
}
