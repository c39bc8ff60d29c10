import type { TradePanelEvent } from '@/lib/embed/panel-events';
import { widgetMessage, type WidgetEvent } from '@/lib/embed/protocol';

// The widget's side of the protocol: every message goes to the parent page with the allowed parent
// origin as `targetOrigin` (never `*`), so a page on any other origin receives nothing.

export type PostToHost = (event: WidgetEvent) => void;

type Target = Pick<Window, 'postMessage'>;

/** A sender to the host page; it sends nothing when there is no parent or no instance id to tag with. */
export function hostChannel(
  instanceId: string | null,
  parentOrigin: string,
  parent: Target | null,
): PostToHost {
  return (event) => {
    if (!parent || !instanceId) return;
    parent.postMessage(widgetMessage(instanceId, event), parentOrigin);
  };
}

/** The trade panel's events as protocol events (the same fields; the protocol is versioned apart). */
export function fromPanelEvent(event: TradePanelEvent): WidgetEvent {
  switch (event.type) {
    case 'submitted':
      return { type: 'submitted', side: event.side, mint: event.mint, signature: event.signature };
    case 'confirmed':
      return {
        type: 'confirmed',
        side: event.side,
        mint: event.mint,
        signature: event.signature,
        fills: { ...event.fills },
      };
    case 'failed':
      return { type: 'failed', code: event.code, message: event.message, signature: event.signature };
  }
}

/** Which connection events a change of the session's state means for the host. */
export function connectionEvents(previous: boolean | undefined, connected: boolean): WidgetEvent[] {
  if (previous === connected) return [];
  if (connected) return [{ type: 'connected' }];
  if (previous === undefined) return [{ type: 'connect-required' }];
  return [{ type: 'disconnected' }, { type: 'connect-required' }];
}
