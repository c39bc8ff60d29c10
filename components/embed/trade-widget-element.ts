import type * as React from 'react';

// <trade-widget> in JSX (public/embed.js defines the element): the demo page renders it as a partner would.

type TradeWidgetAttributes = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
  mint: string;
  side?: 'buy' | 'sell';
  theme?: 'light' | 'dark' | 'auto';
  accent?: string;
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
