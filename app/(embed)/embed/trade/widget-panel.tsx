'use client';

import { TradeWidget, type TradeWidgetProps } from '@/components/embed/trade-widget';
import { TradePanel } from '@/components/trade/trade-panel';

/** The widget page's composition: the trade panel inside the widget, which tells its host what it does. */
export function TradeWidgetPanel({
  side,
  amount,
  lockSide,
  ...props
}: Omit<TradeWidgetProps, 'panel'> & { side: 'buy' | 'sell'; amount: string | null; lockSide: boolean }) {
  return (
    <TradeWidget
      {...props}
      panel={(host) => (
        <TradePanel
          mint={props.mint}
          initialSide={side}
          initialAmount={amount}
          lockSide={lockSide}
          variant="widget"
          {...host}
        />
      )}
    />
  );
}
