import 'server-only';
import { dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConnectCard, type ConnectCardProps } from '@/components/governance/connect-card';
import { ReadError } from '@/components/governance/read-error';
import { ConnectPrompt } from '@/components/ui/connect-prompt';
import { serviceTrouble } from '@/components/write/service-trouble';
import { governanceQuery } from '@/lib/client/governance';
import { metadataKeys, tokenMetadataQuery } from '@/lib/client/metadata';
import { getQueryClient } from '@/lib/client/query-client';
import { timeKeys } from '@/lib/client/time-keys';
import { ApiError, type GovernanceReadResponse } from '@/lib/partner';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { prefetchNetworkTime } from '@/lib/server/page-data';
import { sessionWallet } from '@/lib/server/holdings';
import { readGovernance } from '@/lib/server/read-model';
import { readTokenMetadata } from '@/lib/server/token-metadata';
import type { CurrentSession } from '@/lib/server/session';

// What the pages share (app/_page is not a route): the gate of a page that needs a session, the
// governance read such a page starts from, and the prefetch that gives its client parts their first data.

/** A page's own connect card: what connecting lets the person see ("Connect to see …"), and why. */
export type SeePrompt = { id: string; see: string; description: string; returnTo: string };

/**
 * The person's own pages (they need a session), and what each one's connect card says connecting lets
 * the person see, and why.
 */
const OWN_PAGES = {
  '/activity': {
    see: 'your activity',
    description:
      'Your activity lists the writes you sent from this dashboard and what became of each. It is kept for your connected account only.',
  },
  '/inbox': {
    see: 'your inbox',
    description:
      'Your inbox tells you of new proposals on the tokens you follow, votes ending before you voted, decisions on proposals you voted on or made, tokens and bonds you can take back, and writes whose outcome became known.',
  },
  '/me': {
    see: 'your governance',
    description:
      'My governance lists every token your wallet holds, every token you wrote to here and every token you follow, with your open votes, locked tokens and deadlines, most urgent first.',
  },
} as const satisfies Record<`/${string}`, { see: string; description: string }>;

export type OwnPagePath = keyof typeof OWN_PAGES;

/** The `SeePrompt` of an own page: its card's title is named by the path, and connecting comes back to it. */
export function seePrompt(path: OwnPagePath): SeePrompt {
  return { id: `${path.slice(1)}-connect-title`, ...OWN_PAGES[path], returnTo: path };
}

/**
 * An own page at `path`: `render` with the person's active session (and the page's card, for a read that
 * finds the connection ended), else the page's connect card.
 */
export function ownPage(
  path: OwnPagePath,
  render: (session: CurrentSession, connect: SeePrompt) => Promise<ReactNode>,
): () => Promise<ReactNode> {
  const connect = seePrompt(path);
  return function OwnPage() {
    return withSession(connect, (session) => render(session, connect));
  };
}

/**
 * An own page that reads for the person's wallet: `render` with the session (its view naming the wallet,
 * read from the service when the login could not) and the wallet, or, when the wallet is not known, what
 * `unnamedWallet` says in its place (`cannot`: what the page could not do).
 */
export function ownWalletPage(
  path: OwnPagePath,
  cannot: string,
  render: (session: CurrentSession, wallet: string) => Promise<ReactNode>,
): () => Promise<ReactNode> {
  return ownPage(path, async (session) => {
    let wallet: string;
    try {
      wallet = await sessionWallet(pageRuntime(), session);
    } catch (error) {
      return unnamedWallet(error, cannot);
    }
    return render({ ...session, view: { ...session.view, wallet } }, wallet);
  });
}

/** The top of a page of the person's own: its title and, below it, what the page shows. */
export function OwnPageHeader({ title, children }: { title: string; children: ReactNode }) {
  return (
    <header className="grid gap-2">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="max-w-prose text-muted-foreground">{children}</p>
    </header>
  );
}

/**
 * Said in place of a page when the session's wallet is not known (`sessionWallet` refused): the service
 * named none (`invalid_wallet`), or its profile could not be read just now (the service's own sentence).
 * `cannot` is what the page could not do ("your inbox cannot be shown"). Any other error is thrown on.
 */
export function unnamedWallet(error: unknown, cannot: string): ReactNode {
  if (!(error instanceof ApiError)) throw error;
  const sentence =
    error.code === 'invalid_wallet'
      ? `The service did not name your wallet, so ${cannot}. Connect again to try once more.`
      : `Your wallet could not be read from the service just now, so ${cannot}. ${error.message}`;
  return <p className="max-w-prose text-muted-foreground">{sentence}</p>;
}

/** The connect card of a `SeePrompt` (`reconnect`: the person's connection ended). */
export function seePromptCard({ see, ...card }: SeePrompt, reconnect: boolean): ReactNode {
  return <ConnectPrompt {...card} title={{ see }} reconnect={reconnect} />;
}

/**
 * A page that needs a connected session: `render` with the page's session when it is active, else the
 * connect card `connect` gives, or the card of a `SeePrompt` (`reconnect`: a session exists but must
 * connect again).
 */
export async function withSession(
  connect: ((reconnect: boolean) => ReactNode) | SeePrompt,
  render: (session: CurrentSession) => Promise<ReactNode>,
): Promise<ReactNode> {
  const session = await pageSession();
  if (!session || session.view.status !== 'active') {
    const reconnect = session !== null;
    return typeof connect === 'function' ? connect(reconnect) : seePromptCard(connect, reconnect);
  }
  return render(session);
}

const RECONNECT_CODES = new Set(['not_connected', 'needs_reconnect']);

export type GovernanceRefusal = {
  /** The connect card, for a connection the service no longer accepts. */
  connect: (reconnect: boolean) => ReactNode;
  /** The heading and the way back of the page's "could not be read" (busy, with its wait, or down). */
  title: string;
  back: { href: string; label: string };
  /** What a token without governance shows (a 404 by default). */
  noGovernance?: () => ReactNode | Promise<ReactNode>;
};

/**
 * The session's governance read of `mint` for a page (`read`, the read model's by default), or what the
 * page shows instead: the connect card again, a 404 or `noGovernance` for a token without governance,
 * the service's trouble said in place (the error boundary would only learn that something failed).
 * Anything else is thrown to the error boundary.
 */
export async function pageGovernance(
  session: CurrentSession,
  mint: string,
  refusal: GovernanceRefusal,
  read: () => Promise<GovernanceReadResponse> = () =>
    readGovernance(
      pageRuntime().readModel,
      { sessionId: session.sessionId, wallet: session.view.wallet },
      mint,
    ),
): Promise<{ data: GovernanceReadResponse } | { page: ReactNode }> {
  try {
    return { data: await read() };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'governance_not_found') {
      if (!refusal.noGovernance) notFound();
      return { page: await refusal.noGovernance() };
    }
    if (error instanceof ApiError && RECONNECT_CODES.has(error.code)) return { page: refusal.connect(true) };
    const trouble = serviceTrouble(error);
    if (trouble) return { page: <ReadError title={refusal.title} trouble={trouble} back={refusal.back} /> };
    throw error;
  }
}

/**
 * A governance page of `mint` for a connected person: `render` with the session and the governance read,
 * else the page's connect card (`card`: what it names and where the person comes back to) or what
 * `pageGovernance` shows instead of the read.
 */
export async function withGovernance(
  mint: string,
  page: { card: Omit<ConnectCardProps, 'reconnect'> } & Omit<GovernanceRefusal, 'connect'>,
  render: (session: CurrentSession, data: GovernanceReadResponse) => Promise<ReactNode>,
): Promise<ReactNode> {
  const { card, ...refusal } = page;
  const connect = (reconnect: boolean) => <ConnectCard {...card} reconnect={reconnect} />;
  return withSession(connect, async (session) => {
    const read = await pageGovernance(session, mint, { connect, ...refusal });
    return 'page' in read ? read.page : render(session, read.data);
  });
}

/**
 * A page part whose first reads are answered during the render: `prefetch` fills a query client for this
 * request, and the part (`render`, given what `prefetch` answered) hydrates from it in the browser.
 */
export async function prefetched<T>(
  prefetch: (queryClient: QueryClient) => Promise<T>,
  render: (prefetchedValue: T) => ReactNode,
): Promise<ReactNode> {
  const queryClient = getQueryClient();
  const value = await prefetch(queryClient);
  return <HydrationBoundary state={dehydrate(queryClient)}>{render(value)}</HydrationBoundary>;
}

/**
 * What a token's pages start from in the browser: the governance read, the token's metadata (when it can
 * be read: its panel reads it again and says so if it still fails) and the network's time, whose Unix
 * time of rendering it answers. `byMint`: the metadata is also kept under the mint (the token page's
 * header reads it so).
 */
export async function prefetchTokenRead(
  queryClient: QueryClient,
  mint: string,
  data: GovernanceReadResponse,
  { byMint = false }: { byMint?: boolean } = {},
): Promise<string> {
  queryClient.setQueryData(governanceQuery(mint).queryKey, data);
  const uri = data.governance.metadata;
  const [renderedAtUnix] = await Promise.all([
    prefetchNetworkTime(queryClient, timeKeys.networkOffset),
    readTokenMetadata(pageRuntime().chain, uri).then(
      (metadata) => {
        queryClient.setQueryData(tokenMetadataQuery(uri).queryKey, metadata);
        if (byMint) queryClient.setQueryData(metadataKeys.mint(mint), metadata);
      },
      () => undefined,
    ),
  ]);
  return renderedAtUnix;
}
