import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';

const SUBJECTS = {
  token: {
    read: 'this token’s governance',
    again: 'this token',
    label: 'Token mint',
    what: 'a token’s governance',
  },
  proposal: { read: 'this proposal', again: 'this proposal', label: 'Proposal', what: 'a proposal' },
} as const;

type Props = {
  subject: keyof typeof SUBJECTS;
  /** The token mint or proposal address shown on the card. */
  address: string;
  /** Where the person comes back to after connecting. */
  returnTo: string;
  reconnect?: boolean;
};

/** Shown on a governance page to a visitor who is not connected (or whose connection ended). */
export function ConnectCard({ subject, address, returnTo, reconnect = false }: Props) {
  const words = SUBJECTS[subject];
  return (
    <Card aria-labelledby="connect-read-title" className="grid max-w-2xl gap-4">
      <h1 id="connect-read-title" className="text-2xl font-semibold tracking-tight">
        {reconnect ? `Connect again to read ${words.again}` : `Connect to read ${words.read}`}
      </h1>
      <CardDescription className="text-base">
        {reconnect
          ? 'Your connection to the service has ended. '
          : `Reading ${words.what} needs no special permission, but the service answers reads only for a connected account. `}
        Connect, approve this app on the service’s consent screen, and you come straight back to {words.again}
        .
      </CardDescription>
      <p className="text-sm">
        <span className="text-muted-foreground">{words.label} </span>
        <span className="font-mono break-all">{address}</span>
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
