import { notFound } from 'next/navigation';
import type * as React from 'react';
import { proposalPageFound } from '@/lib/server/page-found';

// A proposal's page: a malformed proposal, or one its token does not list, is a 404 decided here, above
// the page's loading boundary, so that it is answered with the status 404 (proposals/not-found).
export default async function ProposalLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ mint: string; proposal: string }>;
}) {
  const { mint, proposal } = await params;
  if (!(await proposalPageFound(mint, proposal))) notFound();
  return children;
}
