import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';

/** Shown on a proposal page to a visitor who is not connected (or whose connection ended). */
export function ProposalConnectCard({
  returnTo,
  proposal,
  reconnect = false,
}: {
  returnTo: string;
  proposal: string;
  reconnect?: boolean;
}) {
  return (
    <Card aria-labelledby="connect-proposal-title" className="grid max-w-2xl gap-4">
      <h1 id="connect-proposal-title" className="text-2xl font-semibold tracking-tight">
        {reconnect ? 'Connect again to read this proposal' : 'Connect to read this proposal'}
      </h1>
      <CardDescription className="text-base">
        {reconnect
          ? 'Your connection to the service has ended. '
          : 'Reading a proposal needs no special permission, but the service answers reads only for a connected account. '}
        Connect, approve this app on the service’s consent screen, and you come straight back to this
        proposal.
      </CardDescription>
      <p className="text-sm">
        <span className="text-muted-foreground">Proposal </span>
        <span className="font-mono break-all">{proposal}</span>
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
