'use client';

// PLACEHOLDER for the embed branch, replaced at merge by the real trade panel (same props): it shows the
// mint and a Connect button so that the widget compiles and its journeys run up to "connected".
import { Button } from '@/components/ui/button';
import { CardDescription, CardTitle } from '@/components/ui/card';
import { shortAddress } from '@/lib/domain/address';
import type { TradePanelProps } from './events';

export type { TradePanelEvent, TradePanelProps } from './events';

export function TradePanel({ mint, initialSide = 'buy', onConnect }: TradePanelProps) {
  return (
    <div className="grid gap-3">
      <CardTitle>{initialSide === 'buy' ? 'Buy' : 'Sell'}</CardTitle>
      <CardDescription>
        Token <span className="font-mono">{shortAddress(mint)}</span>
      </CardDescription>
      {onConnect ? <Button onClick={onConnect}>Connect</Button> : null}
    </div>
  );
}
