import type { Metadata, Viewport } from 'next';
import type * as React from 'react';
import { Providers } from './providers';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The site's document: the skip link, the header, the page's main region and the footer, with the
// client-side context. Shared by the site's root layout and the transaction pages' (which have a root
// layout of their own so that an unknown transaction is answered with a real 404, see
// app/(network)/layout.tsx).

export const SITE_METADATA: Metadata = {
  title: { default: 'Token Governance', template: '%s · Token Governance' },
  description:
    'Read a token’s governance, follow proposals and vote, propose metadata changes, and trade, for holders, creators and partner teams.',
};

export const SITE_VIEWPORT: Viewport = {
  colorScheme: 'light dark',
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#fbfbfe' },
    { media: '(prefers-color-scheme: dark)', color: '#15161d' },
  ],
};

export function SiteShell({
  connected,
  partner = false,
  children,
}: {
  connected: boolean;
  /** The person is on the partner's team: the header links the partner console. */
  partner?: boolean;
  children: React.ReactNode;
}) {
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
          <SiteHeader connected={connected} partner={partner} />
          <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
