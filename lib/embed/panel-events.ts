// The trade panel's milestones, as a host that embeds it receives them (the widget posts them to its
// page). Amounts are strings of integers; the wallet's deltas are signed.

import type { TradeSide } from '@/lib/domain';

export interface TradeFills {
  solDeltaLamports: string;
  tokenDelta: string;
  networkFeeLamports: string | null;
  tipLamports: string | null;
  partnerFeeLamports: string | null;
}

export type TradePanelEvent =
  | { type: 'submitted'; side: TradeSide; mint: string; signature: string }
  | { type: 'confirmed'; side: TradeSide; mint: string; signature: string; fills: TradeFills }
  | { type: 'failed'; code: string; message: string; signature: string | null };

/** What a host gives the panel it embeds: where its milestones go, and its own way to connect. */
export interface PanelHost {
  /** Each milestone of a trade; the widget posts them to its host page. */
  onEvent: (event: TradePanelEvent) => void;
  /** Replaces the panel's own "Connect" link (inside the widget: a popup). */
  onConnect: () => void;
}
