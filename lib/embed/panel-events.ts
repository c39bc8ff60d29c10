// The trade panel's milestones, as a host that embeds it receives them (the widget posts them to its
// page): the protocol's own trade events (lib/embed/protocol.ts), not a copy of them. Amounts are strings
// of integers; the wallet's deltas are signed.

import type { WidgetEvent, WidgetFills } from './protocol';

export type TradeFills = WidgetFills;

export type TradePanelEvent = Extract<WidgetEvent, { type: 'submitted' | 'confirmed' | 'failed' }>;

/** What a host gives the panel it embeds: where its milestones go, and its own way to connect. */
export interface PanelHost {
  /** Each milestone of a trade; the widget posts them to its host page. */
  onEvent: (event: TradePanelEvent) => void;
  /** Replaces the panel's own "Connect" link (inside the widget: a popup). */
  onConnect: () => void;
}
