'use client';

import * as React from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { WIDGET_EVENT_TYPES, widgetEventName, type WidgetMessage } from '@/lib/embed/protocol';

type Entry = { id: number; at: string; widget: string; message: WidgetMessage };

const KEEP = 60;

/** What an entry carries besides its envelope and type, as compact JSON. */
function payload(message: WidgetMessage): string {
  const { protocol: _p, version: _v, instanceId: _i, type: _t, ...rest } = message;
  return Object.keys(rest).length ? JSON.stringify(rest) : '';
}

/** The demo's live log: every `trade-widget:*` event dispatched on the page, newest first. */
export function DemoEventLog() {
  const [entries, setEntries] = React.useState<Entry[]>([]);
  const [showResize, setShowResize] = React.useState(false);
  const next = React.useRef(0);

  React.useEffect(() => {
    const onEvent = (event: Event, element = event.target as HTMLElement) => {
      const message = (event as CustomEvent<WidgetMessage>).detail;
      const widget = element.dataset.label ?? element.getAttribute('mint') ?? 'widget';
      const entry = { id: (next.current += 1), at: new Date().toLocaleTimeString(), widget, message };
      setEntries((list) => [entry, ...list].slice(0, KEEP));
    };
    // A widget may be ready before this page has hydrated: its `ready` is read from the element.
    document.querySelectorAll('trade-widget').forEach((element) => {
      const ready = (element as HTMLElement & { ready?: WidgetMessage | null }).ready;
      if (ready)
        onEvent(new CustomEvent(widgetEventName('ready'), { detail: ready }), element as HTMLElement);
    });
    const names = WIDGET_EVENT_TYPES.map(widgetEventName);
    for (const name of names) document.addEventListener(name, onEvent);
    return () => names.forEach((name) => document.removeEventListener(name, onEvent));
  }, []);

  const shown = showResize ? entries : entries.filter((e) => e.message.type !== 'resize');
  return (
    <Card aria-labelledby="event-log-title" className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle id="event-log-title">Events</CardTitle>
          <CardDescription>As the host page receives them, newest first.</CardDescription>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={showResize} onChange={(e) => setShowResize(e.target.checked)} />
          Show resize events
        </label>
      </div>
      <div role="log" aria-label="Widget events" tabIndex={0} className="max-h-96 overflow-y-auto rounded-md">
        <ol className="grid gap-1 font-mono text-xs">
          {shown.length === 0 ? <li className="text-muted-foreground">No events yet.</li> : null}
          {shown.map(({ id, at, widget, message }) => (
            <li
              key={id}
              className="grid gap-x-3 rounded-md bg-muted px-2 py-1 sm:grid-cols-[5.5rem_5rem_9rem_1fr]"
            >
              <span className="text-muted-foreground">{at}</span>
              <span>{widget}</span>
              <span className="font-semibold">{message.type}</span>
              <span className="break-all text-muted-foreground">{payload(message)}</span>
            </li>
          ))}
        </ol>
      </div>
    </Card>
  );
}
