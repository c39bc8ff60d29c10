import type { Metadata } from 'next';
import { TableHead } from '@/components/ui/table-head';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { WebhookAction } from '@/components/partners/webhook-actions';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { StatusBadge, type Tone } from '@/components/ui/status-badge';
import { count } from '@/lib/format';
import { pageRuntime } from '@/lib/server/page-runtime';
import { pagePartnerAccess } from '@/lib/server/partners/gate';
import { DELIVERIES_LIMIT } from '@/lib/server/webhooks/console';
import type { Delivery } from '@/lib/server/webhooks/outbox';

export const metadata: Metadata = { title: 'Webhook deliveries', robots: { index: false } };

const STATUS: Record<Delivery['status'], { tone: Tone; text: string }> = {
  pending: { tone: 'info', text: 'Being delivered' },
  delivered: { tone: 'success', text: 'Delivered' },
  failed: { tone: 'danger', text: 'Failed' },
};

const unixOf = (iso: string) => BigInt(Math.floor(Date.parse(iso) / 1000));

/** What the endpoint last said: its status, or why no answer came. */
function lastAnswer(delivery: Delivery): string {
  if (delivery.status === 'delivered' && delivery.lastStatus !== null) return `HTTP ${delivery.lastStatus}`;
  if (delivery.lastError) return delivery.lastError;
  if (delivery.lastStatus !== null) return `HTTP ${delivery.lastStatus}`;
  return delivery.attempts === 0 ? 'Not tried yet' : 'No answer';
}

// GET /partners/webhooks – the signed webhooks sent to the partner's endpoint (the team only): each
// delivery's status, attempts and last answer, newest first, with "send again" and a test event.
export default async function WebhookDeliveriesPage({
  searchParams,
}: {
  searchParams: Promise<{ before?: string | string[] }>;
}) {
  const rt = pageRuntime();
  const access = await pagePartnerAccess(rt);
  if (!access.allowed) forbidden();
  const { before } = await searchParams;
  const cursor = typeof before === 'string' && /^msg_[0-9a-f]{32}$/.test(before) ? before : null;
  const deliveries = await rt.webhooks.list(DELIVERIES_LIMIT.default, cursor);
  const older = deliveries.length === DELIVERIES_LIMIT.default ? deliveries.at(-1)?.id : undefined;
  return (
    <div className="grid gap-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-semibold tracking-tight">Webhook deliveries</h1>
        <p className="max-w-3xl text-muted-foreground">
          Every event signed and sent to your endpoint (the Standard Webhooks convention), newest first. A
          delivery is tried again with growing waits for 24 hours, always with the same{' '}
          <code className="font-mono text-sm">webhook-id</code>. The events and their fields are in the{' '}
          <Link href="/partners#webhooks" className="underline">
            partner docs
          </Link>
          ; the widget’s settings are in the{' '}
          <Link href="/partners/widget" className="underline">
            configurator
          </Link>
          , and the trades your widgets made in the{' '}
          <Link href="/partners/reports" className="underline">
            trade reports
          </Link>
          .
        </p>
      </header>
      {rt.webhooks.configured ? (
        <div>
          <WebhookAction
            path="/api/partners/webhooks/test"
            label="Send a test event"
            done="A test event is on its way."
            variant="primary"
          />
        </div>
      ) : (
        <Card className="grid max-w-3xl gap-2">
          <CardTitle>Webhooks are not set up</CardTitle>
          <CardDescription>
            Set <code className="font-mono">PARTNER_WEBHOOK_URL</code> (https) and{' '}
            <code className="font-mono">PARTNER_WEBHOOK_SECRET</code> (a{' '}
            <code className="font-mono">whsec_</code> secret) on the server, then restart it: confirmed and
            failed trades and proposals created and decided are then sent to that address.
          </CardDescription>
        </Card>
      )}
      {deliveries.length === 0 ? (
        <p className="text-muted-foreground">{cursor ? 'No older deliveries.' : 'No delivery yet.'}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="webhook-deliveries">
            <caption className="sr-only">Webhook deliveries, newest first</caption>
            <TableHead
              columns={[
                { label: 'Event', className: 'py-2 pr-4 font-medium' },
                { label: 'Status', className: 'py-2 pr-4 font-medium' },
                { label: 'Attempts', className: 'py-2 pr-4 text-right font-medium' },
                { label: 'Last answer', className: 'py-2 pr-4 font-medium' },
                { label: <span className="sr-only">Actions</span>, className: 'py-2 font-medium' },
              ]}
            />
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} className="border-t border-border align-top">
                  <td className="py-2 pr-4">
                    <div className="font-medium">{delivery.type}</div>
                    <LocalDateTime
                      unix={unixOf(delivery.createdAt)}
                      className="text-xs text-muted-foreground"
                    />
                    <div className="font-mono text-xs break-all text-muted-foreground">{delivery.id}</div>
                  </td>
                  <td className="py-2 pr-4">
                    <StatusBadge tone={STATUS[delivery.status].tone}>
                      {STATUS[delivery.status].text}
                    </StatusBadge>
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{delivery.attempts}</td>
                  <td className="max-w-xs py-2 pr-4 break-words">{lastAnswer(delivery)}</td>
                  <td className="py-2">
                    {rt.webhooks.configured ? (
                      <WebhookAction
                        path={`/api/partners/webhooks/${delivery.id}/resend`}
                        label="Send again"
                        done="Sent again, with the same webhook-id."
                      />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pt-3 text-xs text-muted-foreground">
            {count(deliveries.length, 'delivery', 'deliveries')} shown.{' '}
            {older ? (
              <Link href={`/partners/webhooks?before=${older}`} className="underline">
                Older deliveries
              </Link>
            ) : null}
          </p>
        </div>
      )}
    </div>
  );
}
