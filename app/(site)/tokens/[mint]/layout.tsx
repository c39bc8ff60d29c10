import { notFound } from 'next/navigation';
import type * as React from 'react';
import { tokenPageFound } from '@/lib/server/page-found';

// A token's pages: a malformed mint, or one that is neither governed nor a token mint, is a 404 decided
// here, above the pages' loading boundaries, so that it is answered with the status 404 (tokens/not-found).
export default async function TokenLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ mint: string }>;
}) {
  if (!(await tokenPageFound((await params).mint))) notFound();
  return children;
}
