import type { Metadata } from 'next';
import { WidgetDocs } from '@/components/partners/widget-docs';
import { IntentLink } from '@/components/ui/intent-link';
import { tradeDemo } from '@/lib/server/demo-tokens';
import { pageOrigin } from '@/lib/server/embed';
import { pageRuntime } from '@/lib/server/page-runtime';
import { pagePartnerAccess } from '@/lib/server/partners/gate';

export const metadata: Metadata = {
  title: 'Partner docs',
  description: 'Embed the trade widget: the snippet, its attributes and events, and troubleshooting.',
};

// GET /partners – the partner docs, public; the team's members also get a link to the configurator
export default async function PartnerDocsPage() {
  const [origin, demo, access] = await Promise.all([
    pageOrigin(),
    tradeDemo(),
    pagePartnerAccess(pageRuntime()).catch(() => null),
  ]);
  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">Partner docs: the trade widget</h1>
        <p className="max-w-3xl text-muted-foreground">
          Put a working trade panel for your token on your own site: visitors connect, trade and see their
          fills without leaving your page, and your page hears of each step.
        </p>
        {access?.allowed ? (
          <p>
            <IntentLink href="/partners/widget" className="font-medium text-primary underline">
              Open the configurator
            </IntentLink>{' '}
            to choose the widget’s settings with a live preview.
          </p>
        ) : null}
      </header>
      <WidgetDocs origin={origin} exampleMint={demo?.buy.mint ?? 'MINT_ADDRESS'} />
    </div>
  );
}
