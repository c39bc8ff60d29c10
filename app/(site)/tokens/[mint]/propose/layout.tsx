import { notFound } from 'next/navigation';
import type * as React from 'react';
import { proposePageFound } from '@/lib/server/page-found';

// The form to propose a change: a token without governance has nothing to change, a 404 decided here,
// above the page's loading boundary, so that it is answered with the status 404 (the token's not-found).
export default async function ProposeLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ mint: string }>;
}) {
  if (!(await proposePageFound((await params).mint))) notFound();
  return children;
}
