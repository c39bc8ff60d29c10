import { connection } from 'next/server';
import type * as React from 'react';
import { SessionEndedBanner } from '@/components/account/session-ended-banner';
import { SITE_METADATA, SITE_VIEWPORT, SiteShell } from '@/components/layout/site-shell';
import { pageSession } from '@/lib/server/session';
import '../globals.css';

// The root layout of the pages that show what the network records (/tx/{signature}): the site's document,
// without the site's loading boundary (app/(site)/loading.tsx). Behind that boundary a page streams, so a
// not-found page is answered 200; here the page is read before anything is sent, so a transaction the
// network does not know is a real 404.

export const metadata = SITE_METADATA;
export const viewport = SITE_VIEWPORT;

export default async function NetworkLayout({ children }: { children: React.ReactNode }) {
  // Render every page per request so that Next puts the CSP nonce from proxy.ts on its scripts.
  await connection();
  const session = await pageSession().catch(() => null);
  return (
    <SiteShell connected={session?.view.status === 'active'}>
      <SessionEndedBanner />
      {children}
    </SiteShell>
  );
}
