// Unmatched URLs: the site and the widget have root layouts of their own, so the 404 of an address that
// matches no route is rendered here, in the site's own document (header, footer and client context).
import type { Metadata } from 'next';
import { connection } from 'next/server';
import NotFound from './(site)/not-found';
import { SiteShell } from '@/components/layout/site-shell';
import { pageSession } from '@/lib/server/page-runtime';
import './globals.css';

export const metadata: Metadata = { title: 'Not found · Token Governance', robots: { index: false } };

export default async function GlobalNotFound() {
  // Rendered per request, like every page, so Next puts the CSP nonce from proxy.ts on its scripts (a
  // prerendered 404 carries none and the browser refuses all of them).
  await connection();
  const session = await pageSession().catch(() => null);
  return (
    <SiteShell connected={session?.view.status === 'active'}>
      <NotFound />
    </SiteShell>
  );
}
