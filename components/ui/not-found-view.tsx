import Link from 'next/link';
import type * as React from 'react';
import { buttonVariants } from './button';

type Props = {
  title: React.ReactNode;
  body: React.ReactNode;
  /** Where to go instead, as secondary buttons. */
  links: { href: string; label: string }[];
  /** Announce the title and body when they change (a reason found after the first render). */
  live?: boolean;
  children?: React.ReactNode;
};

/** A page's 404: what is missing, why, and where to go instead. */
export function NotFoundView({ title, body, links, live = false, children }: Props) {
  const polite = live ? ('polite' as const) : undefined;
  return (
    <section className="grid justify-items-start gap-4 py-12">
      <p className="text-sm font-medium text-muted-foreground">404</p>
      <h1 className="text-2xl font-semibold tracking-tight" aria-live={polite}>
        {title}
      </h1>
      <p className="max-w-prose text-muted-foreground" aria-live={polite}>
        {body}
      </p>
      {children}
      <div className="flex flex-wrap gap-2">
        {links.map((link) => (
          <Link key={link.href} href={link.href} className={buttonVariants({ variant: 'secondary' })}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
