import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { WidgetFrame } from '@/components/embed/widget-frame';
import { WidgetNotice } from '@/components/embed/widget-notice';
import { metadataKeys } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { parseWidgetQuery } from '@/lib/embed/query';
import { embedAllowed } from '@/lib/server/embed';
import { readMintMetadata } from '@/lib/server/mint-metadata';
import { prefetchViewer } from '@/lib/server/page-data';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { TradeWidgetPanel } from './widget-panel';

export const metadata: Metadata = { title: 'Trade widget' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The trade panel's first reads, answered during the render as on a token page (the session, the fee rate,
 * the token's metadata, and the balance and profile once connected): the widget's browser sends none of
 * them while it loads, so it loads neither the answers' schemas nor their requests until they are needed.
 */
async function widgetData(mint: string) {
  const queryClient = getQueryClient();
  const session = await pageSession();
  await Promise.all([
    prefetchViewer(queryClient, session, mint),
    readMintMetadata(pageRuntime(), mint, session?.sessionId ?? null).then(
      (metadata) => queryClient.setQueryData(metadataKeys.mint(mint), metadata),
      () => undefined, // the panel reads it again in the browser
    ),
  ]);
  return dehydrate(queryClient);
}

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
        <HydrationBoundary state={await widgetData(query.mint)}>
          <TradeWidgetPanel
            mint={query.mint}
            side={query.side}
            instanceId={query.instanceId}
            parentOrigin={query.parentOrigin}
          />
        </HydrationBoundary>
      )}
    </WidgetFrame>
  );
}
