// The panel's props. Its milestones, which a host that embeds it receives, are lib/embed's
// (panel-events.ts): the widget reads them without the panel.

import type { PanelHost } from '@/lib/embed/panel-events';

export type { TradeFills, TradePanelEvent } from '@/lib/embed/panel-events';

export interface TradePanelProps extends Partial<PanelHost> {
  mint: string;
  initialSide?: 'buy' | 'sell';
  /** widget: compact, no outer page chrome. */
  variant?: 'page' | 'widget';
}
