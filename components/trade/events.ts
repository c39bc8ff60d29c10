// The panel's props and milestones, for a host that embeds it (the widget posts them to its page).
// Amounts are strings of integers; the wallet's deltas are signed.

import type { TradeSide } from '@/lib/domain';

export type { TradeSide };

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

export interface TradePanelProps {
  mint: string;
  initialSide?: 'buy' | 'sell';
  /** Each milestone of a trade; the widget posts them to its host page. */
  onEvent?: (event: TradePanelEvent) => void;
  /** Replaces the panel's own "Connect" link (inside the widget: a popup). */
  onConnect?: () => void;
  /** widget: compact, no outer page chrome. */
  variant?: 'page' | 'widget';
}
