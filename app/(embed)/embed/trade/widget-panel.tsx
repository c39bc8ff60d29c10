'use client';

import { TradeWidget, type TradeWidgetProps } from '@/components/embed/trade-widget';
import { TradePanel } from '@/components/trade/trade-panel';

/** The widget page's composition: the trade panel inside the widget, which tells its host what it does. */
export function TradeWidgetPanel({
  side,
  ...props
}: Omit<TradeWidgetProps, 'panel'> & { side: 'buy' | 'sell' }) {
  return (
    <TradeWidget
      {...props}
      panel={(host) => <TradePanel mint={props.mint} initialSide={side} variant="widget" {...host} />}
    />
  );
}
