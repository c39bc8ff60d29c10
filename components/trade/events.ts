// The panel's milestones, for a host that embeds it (the widget posts them to its page). Amounts are
// strings of integers; the wallet's deltas are signed.

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
