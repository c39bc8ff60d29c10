// Unmatched URLs: the site and the widget have root layouts of their own, so the 404 of an address that
// matches no route is rendered here, with the site's header and footer.
import type { Metadata } from 'next';
import { connection } from 'next/server';
import NotFound from './(site)/not-found';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { pageSession } from '@/lib/server/page-runtime';
import './globals.css';

export const metadata: Metadata = { title: 'Not found · Token Governance', robots: { index: false } };

export default async function GlobalNotFound() {
  // Rendered per request, like every page, so Next puts the CSP nonce from proxy.ts on its scripts (a
  // prerendered 404 carries none and the browser refuses all of them).
  await connection();
  const session = await pageSession().catch(() => null);
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SiteHeader connected={session?.view.status === 'active'} />
        <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
          <NotFound />
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
