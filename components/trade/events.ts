// The panel's props. Its milestones, which a host that embeds it receives, are lib/embed's
// (panel-events.ts): the widget reads them without the panel.

import type { PanelHost } from '@/lib/embed/panel-events';

export type { TradeFills, TradePanelEvent } from '@/lib/embed/panel-events';

export interface TradePanelProps extends Partial<PanelHost> {
  mint: string;
  initialSide?: 'buy' | 'sell';
  /** The amount the form starts with, in the dot form ("0.5": SOL to buy, tokens to sell); ignored when the unit cannot hold it. */
  initialAmount?: string | null;
  /** The person stays on the initial side (the widget's lock-side). */
  lockSide?: boolean;
  /** widget: compact, no outer page chrome. */
  variant?: 'page' | 'widget';
}
