import type { Metadata } from 'next';
import { TradeWidget } from '@/components/embed/trade-widget';
import { WidgetFrame } from '@/components/embed/widget-frame';
import { WidgetNotice } from '@/components/embed/widget-notice';
import { parseWidgetQuery } from '@/lib/embed/query';
import { embedAllowed } from '@/lib/server/embed';

export const metadata: Metadata = { title: 'Trade widget' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// GET /embed/trade?mint=…&side=buy|sell&theme=light|dark|auto&accent=%23rrggbb&parentOrigin=…&instanceId=…
// (written by public/embed.js from the <trade-widget> element's attributes)
export default async function TradeWidgetPage({ searchParams }: { searchParams: SearchParams }) {
  const query = parseWidgetQuery(await searchParams);
  const allowed = await embedAllowed(query.parentOrigin);
  return (
    <WidgetFrame theme={query.theme} accent={query.accent}>
      {!allowed || query.parentOrigin === null ? (
        <WidgetNotice title="Trading is not available here">
          This site is not allowed to embed the trade widget. If it is yours, ask the dashboard’s operator to
          add its origin to the allowed list.
        </WidgetNotice>
      ) : query.mint === null ? (
        <WidgetNotice
          title="No token to trade"
          host={{
            instanceId: query.instanceId,
            parentOrigin: query.parentOrigin,
            failure: {
              type: 'failed',
              code: 'invalid_address',
              message: 'The widget’s mint attribute is missing or is not a Solana address.',
              signature: null,
            },
          }}
        >
          The widget’s mint attribute is missing or is not a Solana address.
        </WidgetNotice>
      ) : (
        <TradeWidget
          mint={query.mint}
          side={query.side}
          instanceId={query.instanceId}
          parentOrigin={query.parentOrigin}
        />
      )}
    </WidgetFrame>
  );
}
