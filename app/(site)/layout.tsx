import { connection } from 'next/server';
import type * as React from 'react';
import { SessionEndedBanner } from '@/components/account/session-ended-banner';
import { SITE_METADATA, SITE_VIEWPORT, SiteShell } from '@/components/layout/site-shell';
import { pageRuntime, pageSession } from '@/lib/server/page-runtime';
import { pagePartnerAccess } from '@/lib/server/partners/gate';
import '../globals.css';

export const metadata = SITE_METADATA;
export const viewport = SITE_VIEWPORT;

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Render every page per request so that Next puts the CSP nonce from proxy.ts on its scripts.
  await connection();
  const [session, partner] = await Promise.all([
    pageSession().catch(() => null),
    pagePartnerAccess(pageRuntime()).catch(() => null),
  ]);
  return (
    <SiteShell connected={session?.view.status === 'active'} partner={partner?.allowed === true}>
      <SessionEndedBanner />
      {children}
    </SiteShell>
  );
}
