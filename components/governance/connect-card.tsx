import { ConnectPrompt } from '@/components/ui/connect-prompt';

const SUBJECTS = {
  token: {
    read: 'this token’s governance',
    again: 'this token',
    label: 'Token mint',
    what: 'a token’s governance',
  },
  proposal: { read: 'this proposal', again: 'this proposal', label: 'Proposal', what: 'a proposal' },
} as const;

export type ConnectCardProps = {
  subject: keyof typeof SUBJECTS;
  /** The token mint or proposal address shown on the card. */
  address: string;
  /** Where the person comes back to after connecting. */
  returnTo: string;
  reconnect?: boolean;
};

/** Shown on a governance page to a visitor who is not connected (or whose connection ended). */
export function ConnectCard({ subject, address, returnTo, reconnect = false }: ConnectCardProps) {
  const words = SUBJECTS[subject];
  return (
    <ConnectPrompt
      id="connect-read-title"
      title={reconnect ? `Connect again to read ${words.again}` : `Connect to read ${words.read}`}
      description={
        <>
          {reconnect
            ? 'Your connection to the service has ended. '
            : `Reading ${words.what} needs no special permission, but the service answers reads only for a connected account. `}
          Connect, approve this app on the service’s consent screen, and you come straight back to{' '}
          {words.again}.
        </>
      }
      returnTo={returnTo}
      reconnect={reconnect}
    >
      <p className="text-sm">
        <span className="text-muted-foreground">{words.label} </span>
        <span className="font-mono break-all">{address}</span>
      </p>
    </ConnectPrompt>
  );
}
