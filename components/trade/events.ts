// PLACEHOLDER for the embed branch: the trade panel's event contract, agreed with the trade panel's
// author. Replaced at merge by the real components/trade/events.ts, which has exactly these types.

export type TradeSide = 'buy' | 'buy-exact-out' | 'sell';

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
  onEvent?: (event: TradePanelEvent) => void;
  onConnect?: () => void;
  variant?: 'page' | 'widget';
}
