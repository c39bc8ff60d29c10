import { notFound } from 'next/navigation';
import type * as React from 'react';

// A layout that answers 404 when `found` says the mint has no such page. Decided in a layout, above the
// pages' loading boundaries, so that the answer has the status 404 (a loading boundary would have sent
// 200 with the page's shell already).
export function foundGate(found: (mint: string) => Promise<boolean>) {
  return async function FoundGate({
    children,
    params,
  }: {
    children: React.ReactNode;
    params: Promise<{ mint: string }>;
  }) {
    if (!(await found((await params).mint))) notFound();
    return children;
  };
}
