import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { DemoEventLog } from '@/components/embed/demo-event-log';
import '@/components/embed/trade-widget-element';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { isAddress } from '@/lib/domain/address';
import { pageOrigin } from '@/lib/server/embed';
import { tradeDemo } from '@/lib/server/demo-tokens';

export const metadata: Metadata = { title: 'Trade widget demo' };

type SearchParams = Promise<{ buy?: string; sell?: string }>;

/** The two tokens: the simulator's GRASS and POOL, or `?buy=<mint>&sell=<mint>` with a real service. */
async function tokens(params: { buy?: string; sell?: string }) {
  if (params.buy && params.sell && isAddress(params.buy) && isAddress(params.sell)) {
    return { buy: { mint: params.buy, symbol: 'Token' }, sell: { mint: params.sell, symbol: 'Token' } };
  }
  return tradeDemo();
}

// GET /embed/demo – a host page as a partner would write it: the loader, two widgets and their events
export default async function EmbedDemoPage({ searchParams }: { searchParams: SearchParams }) {
  const [demo, origin, nonce] = await Promise.all([
    searchParams.then(tokens),
    pageOrigin(),
    headers().then((h) => h.get('x-nonce') ?? undefined),
  ]);
  const snippet = `<script src="${origin}/embed.js" async></script>\n<trade-widget mint="${demo?.buy.mint ?? 'MINT_ADDRESS'}" side="buy"></trade-widget>`;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="demo-title" className="grid gap-3">
        <h1 id="demo-title" className="text-3xl font-semibold tracking-tight">
          Trade widget demo
        </h1>
        <p className="max-w-3xl text-muted-foreground">
          This page embeds two widgets exactly as a partner’s page would, with the two lines below. Connect in
          either one (the service’s consent screen opens in a small window), trade, and watch the events your
          page receives.
        </p>
        <pre
          tabIndex={0}
          aria-label="The two lines to paste"
          className="overflow-x-auto rounded-lg border border-border bg-muted p-3 text-xs"
        >
          <code>{snippet}</code>
        </pre>
      </section>
      <script src="/embed.js" async nonce={nonce} />
      {demo ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <section aria-label={`${demo.buy.symbol}, buy`} className="grid gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{demo.buy.symbol} · buy</h2>
            <trade-widget mint={demo.buy.mint} side="buy" data-label={`${demo.buy.symbol} buy`} />
          </section>
          <section aria-label={`${demo.sell.symbol}, sell`} className="grid gap-2">
            <h2 className="text-sm font-medium text-muted-foreground">{demo.sell.symbol} · sell</h2>
            <trade-widget
              mint={demo.sell.mint}
              side="sell"
              theme="dark"
              data-label={`${demo.sell.symbol} sell`}
            />
          </section>
        </div>
      ) : (
        <Card>
          <CardTitle>Choose two tokens</CardTitle>
          <CardDescription>
            With the built-in simulator this page shows GRASS and POOL. Against the real service, open it as
            /embed/demo?buy=MINT&amp;sell=MINT.
          </CardDescription>
        </Card>
      )}
      <DemoEventLog />
    </div>
  );
}
