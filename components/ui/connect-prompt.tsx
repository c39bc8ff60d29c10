import type * as React from 'react';
import { buttonVariants } from './button';
import { Card, CardDescription } from './card';

type Props = {
  /** The heading's id (the card is labelled by it). */
  id: string;
  /** The heading, or what connecting lets the person see (its heading is then "Connect to see …"). */
  title: string | { see: string };
  description: React.ReactNode;
  /** Where the person comes back to after connecting. */
  returnTo: string;
  reconnect: boolean;
  /** Anything between the description and the button. */
  children?: React.ReactNode;
};

/** A page's card for a visitor who is not connected (or whose connection ended): why, and Connect. */
export function ConnectPrompt({ id, title, description, returnTo, reconnect, children }: Props) {
  return (
    <Card aria-labelledby={id} className="grid max-w-2xl gap-4">
      <h1 id={id} className="text-2xl font-semibold tracking-tight">
        {typeof title === 'string' ? title : `${reconnect ? 'Connect again' : 'Connect'} to see ${title.see}`}
      </h1>
      <CardDescription className="text-base">{description}</CardDescription>
      {children}
      <div>
        {/* A full navigation: the server redirects to the service's consent screen. */}
        <a
          href={`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`}
          className={buttonVariants({ size: 'lg' })}
        >
          {reconnect ? 'Connect again' : 'Connect'}
        </a>
      </div>
    </Card>
  );
}
