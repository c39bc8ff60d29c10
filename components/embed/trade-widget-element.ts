import type * as React from 'react';
import type { WidgetAttribute } from '@/lib/embed/protocol';

// <trade-widget> in JSX (/embed.js defines the element): the demo page renders it as a partner would.
// Its attributes are the protocol's list (lib/embed/protocol.ts).

type TradeWidgetAttributes = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  [A in Exclude<WidgetAttribute, 'mint' | 'side' | 'theme'>]?: string;
} & {
  mint: string;
  side?: 'buy' | 'sell';
  theme?: 'light' | 'dark' | 'auto';
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'trade-widget': TradeWidgetAttributes;
    }
  }
}

export {};
