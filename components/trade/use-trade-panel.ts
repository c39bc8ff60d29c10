'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { balanceKeys, balanceQuery, fetchBalance, knownBalance, knownSol } from '@/lib/client/balance';
import { invalidateEach } from '@/lib/client/invalidate';
import { mintMetadataQuery } from '@/lib/client/metadata';
import { fetchMe, meQuery, PROFILE_SCOPE, tradingEnabledOf } from '@/lib/client/me';
import { sessionQuery, whileConnected } from '@/lib/client/session';
import { tradeKeys, tradeSettingsQuery } from '@/lib/client/trade-settings';
import { useWriteFlow } from '@/lib/client/use-write-flow';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import type { FlowState } from '@/lib/client/write-flow';
import type { TradeSide } from '@/lib/domain';
import type { TradePanelEvent } from './events';
import { fillsOf } from './fills';
import type { BuiltTrade } from './form';

// Everything the trade panel reads and the one write it makes. The reads come from our own API (session,
// profile, balances, the fee rate, the token's metadata), so the panel works the same on our pages and
// inside the widget. The write goes through the shared write flow; the only resend is the venue wait.

export const TRADE_SCOPE = 'trade:execute';

export type Access =
  | { kind: 'loading' }
  | { kind: 'disconnected' }
  | { kind: 'reconnect' }
  | { kind: 'missing_scope' }
  | { kind: 'trading_off' }
  | { kind: 'ready'; wallet: string | null };

/** A trade that ended without a confirmation: refused, failed on chain, or its outcome not known. */
function failedEvent(final: FlowState): TradePanelEvent | null {
  if (final.phase !== 'failed' && final.phase !== 'unknown') return null;
  const code = final.error?.code ?? 'outcome_unknown';
  const message = final.error?.message ?? 'The trade was submitted but is not confirmed yet.';
  return { type: 'failed', code, message, signature: final.signature };
}

export function useTradePanel(
  mint: string,
  initialSide: TradeSide,
  onEvent?: (event: TradePanelEvent) => void,
) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery());
  const connected = session.data?.connected === true;
  const scopes = session.data?.scopes ?? [];
  const wallet = session.data?.wallet ?? null;
  const canTrade = connected && scopes.includes(TRADE_SCOPE);
  // The same query as the vote and propose forms' (one read of /me per page), only once connected.
  const profile = useQuery({
    ...meQuery(),
    queryFn: () => whileConnected(queryClient, fetchMe),
    enabled: canTrade && scopes.includes(PROFILE_SCOPE),
    select: (data) => ({ tradingEnabled: tradingEnabledOf(data) === true }),
  });
  const balance = useQuery({
    ...balanceQuery(mint),
    queryFn: () => whileConnected(queryClient, () => fetchBalance(mint)),
    enabled: canTrade && wallet !== null,
  });
  const settings = useQuery(tradeSettingsQuery());
  const metadata = useQuery({ ...mintMetadataQuery(mint), retry: false });

  const access: Access = session.isPending
    ? { kind: 'loading' }
    : !connected
      ? { kind: session.data?.reconnect ? 'reconnect' : 'disconnected' }
      : !canTrade
        ? { kind: 'missing_scope' }
        : profile.data?.tradingEnabled === false
          ? { kind: 'trading_off' }
          : { kind: 'ready', wallet };

  const [waiting, setWaiting] = React.useState<VenueWaiting | null>(null);
  /** The trade went through after the venue refused it for moving to its pool: so it filled in the pool. */
  const [throughPool, setThroughPool] = React.useState(false);
  const abort = React.useRef<AbortController | null>(null);
  const emit = React.useRef(onEvent);
  React.useEffect(() => {
    emit.current = onEvent;
  });

  // After a trade: the balances, and the token's last fill (now most likely this one).
  const refresh = React.useCallback(
    () => invalidateEach(queryClient, [balanceKeys.detail(mint), tradeKeys.lastFill(mint)]),
    [queryClient, mint],
  );

  const flow = useWriteFlow<BuiltTrade>({
    kind: `trade-${initialSide}`,
    submit: async (trade, key) => {
      const controller = new AbortController();
      abort.current = controller;
      // The send (the POST and the venue's wait) loads with the panel's first trade.
      const [{ submitTrade }, { abortableSleep, sendThroughVenueWait }] = await Promise.all([
        import('@/lib/client/trade'),
        import('@/lib/client/venue-wait'),
      ]);
      const { value, waited } = await sendThroughVenueWait({
        send: () => submitTrade(trade.side, trade.body, key),
        sleep: abortableSleep,
        now: () => Date.now(),
        onWait: setWaiting,
        signal: controller.signal,
      });
      setThroughPool(waited);
      emit.current?.({ type: 'submitted', side: trade.side, mint, signature: value.signature });
      return value;
    },
    refresh,
    onStart: () => setThroughPool(false),
    onSettled: (final, trade) => {
      abort.current = null;
      setWaiting(null);
      if (final.phase === 'done' && final.report) {
        const fills = fillsOf(final.report, mint, trade.fees);
        emit.current?.({ type: 'confirmed', side: trade.side, mint, signature: final.signature, fills });
        return;
      }
      const failed = failedEvent(final);
      if (failed) emit.current?.(failed);
    },
  });

  return {
    access,
    symbol: metadata.data?.symbol || null,
    name: metadata.data?.name || null,
    partnerFeeBps: settings.data ?? null,
    balances: { sol: knownSol(balance.data), tokens: knownBalance(balance.data) },
    balanceLoading: balance.isPending && balance.fetchStatus !== 'idle',
    profile,
    flow,
    waiting,
    throughPool,
    cancelWait: () => abort.current?.abort(),
    /** A new intent for `side` (a fresh key), when nothing is running. */
    newIntent: (side: TradeSide) => flow.newIntent(`trade-${side}`),
  };
}
