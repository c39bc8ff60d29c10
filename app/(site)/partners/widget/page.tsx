import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { headers } from 'next/headers';
import { DemoEventLog } from '@/components/embed/demo-event-log';
import { Configurator } from '@/components/partners/configurator';
import { demoTokens } from '@/lib/server/demo-tokens';
import { pageOrigin } from '@/lib/server/embed';
import { pageRuntime } from '@/lib/server/page-runtime';
import { pagePartnerAccess } from '@/lib/server/partners/gate';
import { matchTokens } from '@/lib/server/partners/tokens';

export const metadata: Metadata = { title: 'Widget configurator', robots: { index: false } };

// GET /partners/widget – the widget configurator (the partner's team only: anyone else gets the 403 page)
export default async function WidgetConfiguratorPage() {
  const access = await pagePartnerAccess(pageRuntime());
  if (!access.allowed) forbidden();
  const [origin, known, nonce] = await Promise.all([
    pageOrigin(),
    demoTokens(),
    headers().then((h) => h.get('x-nonce') ?? undefined),
  ]);
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Widget configurator</h1>
        <p className="max-w-3xl text-muted-foreground">
          Choose the widget’s settings; the preview is the real widget, and the snippet is what to paste. Each
          attribute is described in the{' '}
          <a href="/partners#attributes" className="underline">
            partner docs
          </a>
          ; what your endpoint was sent is under{' '}
          <a href="/partners/webhooks" className="underline">
            webhook deliveries
          </a>
          , and what went through your widgets under{' '}
          <a href="/partners/reports" className="underline">
            trade reports
          </a>
          .
        </p>
      </header>
      <script src="/embed.js" async nonce={nonce} />
      <Configurator origin={origin} tokens={matchTokens(known, '')}>
        <DemoEventLog />
      </Configurator>
    </div>
  );
}
