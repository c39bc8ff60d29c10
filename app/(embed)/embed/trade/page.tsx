import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { WidgetFrame } from '@/components/embed/widget-frame';
import { WidgetNotice } from '@/components/embed/widget-notice';
import { metadataKeys } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { resolveLocale } from '@/lib/embed/locales';
import { parseWidgetOptions, parseWidgetQuery } from '@/lib/embed/query';
import { loadMessages } from '@/lib/i18n/load';
import { wordsFor } from '@/lib/i18n/words';
import { WordsProvider } from '@/lib/i18n/words-context';
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

// GET /embed/trade?mint=…&side=buy|sell&lock-side&amount=0.5&theme=light|dark|auto&accent=%23rrggbb
// &locale=de&parentOrigin=…&instanceId=… (written by the loader, /embed.js, from the element's attributes)
export default async function TradeWidgetPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const query = parseWidgetQuery(params);
  const options = parseWidgetOptions(params);
  // The attribute, else the visitor's browser language (the frame's own request says it), else English.
  const locale = resolveLocale(options.locale, (await headers()).get('accept-language'));
  const messages = await loadMessages(locale.used);
  const words = wordsFor(locale.used, messages);
  const allowed = await embedAllowed(query.parentOrigin);
  const content =
    !allowed || query.parentOrigin === null ? (
      <WidgetNotice title={words.t('notice.notAllowed.title')}>
        {words.t('notice.notAllowed.body')}
      </WidgetNotice>
    ) : query.mint === null ? (
      <WidgetNotice
        title={words.t('notice.noToken.title')}
        host={{
          instanceId: query.instanceId,
          parentOrigin: query.parentOrigin,
          failure: {
            type: 'failed',
            code: 'invalid_address',
            message: words.t('notice.noToken.body'),
            signature: null,
          },
        }}
      >
        {words.t('notice.noToken.body')}
      </WidgetNotice>
    ) : (
      <HydrationBoundary state={await widgetData(query.mint)}>
        <TradeWidgetPanel
          mint={query.mint}
          side={query.side}
          amount={options.amount}
          lockSide={options.lockSide}
          locale={locale}
          instanceId={query.instanceId}
          parentOrigin={query.parentOrigin}
        />
      </HydrationBoundary>
    );
  return (
    <WidgetFrame theme={query.theme} accent={query.accent} lang={locale.used}>
      {locale.used === 'en' ? (
        content
      ) : (
        // English is the panel's own default; another language's catalogue comes with the page.
        <WordsProvider locale={locale.used} messages={messages}>
          {content}
        </WordsProvider>
      )}
    </WidgetFrame>
  );
}
