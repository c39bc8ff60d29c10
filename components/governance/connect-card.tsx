import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';

/** Shown on a token page to a visitor who is not connected (or whose connection ended). */
export function ConnectCard({ mint, reconnect = false }: { mint: string; reconnect?: boolean }) {
  const returnTo = `/tokens/${mint}`;
  return (
    <Card aria-labelledby="connect-token-title" className="grid max-w-2xl gap-4">
      <h1 id="connect-token-title" className="text-2xl font-semibold tracking-tight">
        {reconnect ? 'Connect again to read this token' : 'Connect to read this token’s governance'}
      </h1>
      <CardDescription className="text-base">
        {reconnect
          ? 'Your connection to the service has ended. '
          : 'Reading a token’s governance needs no special permission, but the service answers reads only for a connected account. '}
        Connect, approve this app on the service’s consent screen, and you come straight back to this token.
      </CardDescription>
      <p className="text-sm">
        <span className="text-muted-foreground">Token mint </span>
        <span className="font-mono break-all">{mint}</span>
      </p>
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
