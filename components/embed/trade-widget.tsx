'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { sessionStatusQuery } from '@/lib/client/embed';
import type { PanelHost, TradePanelEvent } from '@/lib/embed/panel-events';
import type { WidgetLocaleInfo } from '@/lib/embed/protocol';
import { ConnectionBar } from './connection-bar';
import { fromPanelEvent } from './host-channel';
import { useAutoResize, useConnectionEvents, useHostPost, usePostOnce } from './use-host';
import { useWidgetConnect } from './use-widget-connect';

export interface TradeWidgetProps {
  mint: string;
  instanceId: string | null;
  /** Checked against the allow-list by the page before this renders. */
  parentOrigin: string;
  /** The language the widget speaks, told to the host in `ready`. */
  locale?: WidgetLocaleInfo;
  /** The trade panel, which the page composes in, given where its milestones go and how to connect. */
  panel: (host: PanelHost) => React.ReactNode;
}

/** The trade panel inside a partner's page: its events, size and connection told to the host. */
export function TradeWidget({ mint, instanceId, parentOrigin, locale, panel }: TradeWidgetProps) {
  const root = React.useRef<HTMLDivElement>(null);
  const post = useHostPost(instanceId, parentOrigin);
  const ready = React.useMemo(
    () => ({ type: 'ready', mint, ...(locale ? { locale } : {}) }) as const,
    [mint, locale],
  );
  usePostOnce(post, ready);
  useAutoResize(root, post);

  const session = useQuery(sessionStatusQuery());
  useConnectionEvents(session.data?.connected, post);
  const connection = useWidgetConnect(instanceId, parentOrigin);
  const onEvent = React.useCallback((event: TradePanelEvent) => post(fromPanelEvent(event)), [post]);

  return (
    <div ref={root} className="grid rounded-xl border border-border bg-card p-4 text-foreground">
      {panel({ onEvent, onConnect: connection.connect })}
      <ConnectionBar status={session.data} state={connection.state} onDisconnect={connection.disconnect} />
    </div>
  );
}
