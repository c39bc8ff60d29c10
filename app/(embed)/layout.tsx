import type { Metadata } from 'next';
import { connection } from 'next/server';
import type * as React from 'react';
import { Providers } from '@/components/layout/providers';
import '../globals.css';
import './embed.css';

// The embeddable widget's root layout: no site chrome, a transparent page (the partner's page shows
// around the widget), and the theme set by each page on its own root element.

export const metadata: Metadata = {
  title: { default: 'Trade', template: '%s · Token Governance' },
  robots: { index: false },
};

export default async function EmbedLayout({ children }: { children: React.ReactNode }) {
  // Render per request so that Next puts the CSP nonce from proxy.ts on its scripts.
  await connection();
  return (
    <html lang="en">
      <body className="bg-transparent">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
