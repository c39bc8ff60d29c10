import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type * as React from 'react';
import { SessionEndedBanner } from '@/components/account/session-ended-banner';
import { Providers } from '@/components/layout/providers';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageSession } from '@/lib/server/session';
import '../globals.css';

export const metadata: Metadata = {
  title: { default: 'Token Governance', template: '%s · Token Governance' },
  description:
    'Read a token’s governance, follow proposals and vote, propose metadata changes, and trade, for holders, creators and partner teams.',
};

export const viewport: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfbfe' },
    { media: '(prefers-color-scheme: dark)', color: '#15161d' },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Render every page per request so that Next puts the CSP nonce from proxy.ts on its scripts.
  await connection();
  const session = await pageSession().catch(() => null);
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <Providers>
          <SiteHeader connected={session?.view.status === 'active'} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
            <SessionEndedBanner />
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
