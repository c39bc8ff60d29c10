import { Suspense } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { ConnectPanel } from '@/components/account/connect-panel';
import { OpenTokenSection } from '@/components/governance/open-token-section';
import { Badge } from '@/components/ui/badge';
import { accountSummary } from '@/lib/server/account';
import { demoTokens } from '@/lib/server/demo-tokens';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { TopHoldings } from '@/components/holdings/top-holdings';
import { SkeletonStack } from '@/components/ui/skeleton-stack';
import { holdingsOverview } from '@/lib/server/holdings/overview';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';

const audiences = [
  {
    id: 'holders',
    title: 'Token holders',
    tag: 'Vote',
    body: 'Read a token’s governance — metadata, locked fields, the mutable window and its thresholds — follow proposals with their tallies and how far each is from passing, then vote, cancel, withdraw and settle — and buy or sell the token from its page.',
  },
  {
    id: 'creators',
    title: 'Creators',
    tag: 'Propose',
    body: 'Propose metadata changes with links and images checked in your browser before upload, extend the mutable window once, finalize metadata, and reclaim your bonds.',
  },
  {
    id: 'partners',
    title: 'Partner teams',
    tag: 'Embed',
    body: 'Embed a trade widget — buy, buy an exact amount, sell — in your own site, with fills read from the confirmed transaction.',
    link: { href: '/embed/demo', label: 'See two widgets on a demo page' },
  },
] as const;

const steps = [
  [
    'Connect',
    'Approve this app on the service’s consent screen. Your tokens stay on our server, never in the page.',
  ],
  ['Review', 'Every action states what it locks or releases and the fees spent even if it fails.'],
  ['Confirm', 'Each write is followed until the network confirms it, and the view updates with the result.'],
] as const;

/** The connected person's 3 most urgent tokens; nothing when they cannot be read (/me says why). */
async function MyTopLines() {
  const session = await pageSession();
  if (!session || session.view.status !== 'active') return null;
  const overview = await holdingsOverview(pageRuntime(), session).catch(() => null);
  return overview ? <TopHoldings overview={overview} /> : null;
}

export default async function HomePage({ searchParams }: { searchParams: Promise<{ connect?: string }> }) {
  const [account, { connect }, demos] = await Promise.all([accountSummary(), searchParams, demoTokens()]);
  return (
    <div className="grid gap-12 sm:gap-16">
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="hero-title" className="grid gap-5">
          <Badge tone="info" className="w-fit">
            Solana token governance
          </Badge>
          <h1
            id="hero-title"
            className="max-w-3xl text-3xl font-semibold tracking-tight text-balance sm:text-5xl"
          >
            Know what can still change about a token, and have your say.
          </h1>
          <p className="max-w-2xl text-base text-pretty text-muted-foreground sm:text-lg">
            The governance and trading dashboard for partner apps of the token launch service: proposals with
            live tallies and a clear verdict, votes confirmed on the network, and exact amounts everywhere.
          </p>
        </section>
        <ConnectPanel account={account} denied={connect === 'denied'} />
      </div>

      {account.state === 'connected' ? (
        // Streamed after the first paint: reading every token she follows takes a moment.
        <Suspense
          fallback={
            <SkeletonStack aria-hidden="true" className="grid gap-3" bars={['h-7 w-48', 'h-28', 'h-28']} />
          }
        >
          <MyTopLines />
        </Suspense>
      ) : null}

      <OpenTokenSection connected={account.state === 'connected'} demoTokens={demos} />

      <section aria-label="Who it is for" className="below-fold grid gap-4 md:grid-cols-3">
        {audiences.map((audience) => (
          <Card key={audience.id} id={audience.id} className="grid scroll-mt-20 content-start gap-3">
            <div className="flex items-center justify-between gap-2">
              <CardTitle>{audience.title}</CardTitle>
              <Badge>{audience.tag}</Badge>
            </div>
            <CardDescription className="leading-relaxed">{audience.body}</CardDescription>
            {'link' in audience ? (
              <IntentLink
                href={audience.link.href}
                className="w-fit text-sm font-medium text-primary hover:underline"
              >
                {audience.link.label}
              </IntentLink>
            ) : null}
          </Card>
        ))}
      </section>

      <section aria-labelledby="how-title" className="below-fold grid gap-5">
        <h2 id="how-title" className="text-xl font-semibold tracking-tight">
          How an action goes
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {steps.map(([title, body], index) => (
            <li key={title} className="flex gap-3 rounded-xl border border-border p-4">
              <span
                aria-hidden="true"
                className="grid size-7 shrink-0 place-items-center rounded-full bg-muted text-sm font-semibold"
              >
                {index + 1}
              </span>
              <div className="grid gap-1">
                <h3 className="font-medium">{title}</h3>
                <p className="text-sm text-muted-foreground">{body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
