import { Badge } from '@/components/ui/badge';
import type { AccountSummary } from '@/lib/api';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { shortAddress } from '@/lib/domain/address';
import { DisconnectButton } from './disconnect-button';
import { scopeWords } from './scopes';

export type AccountView = AccountSummary;

function ConnectLink({ returnTo, children }: { returnTo: string; children: React.ReactNode }) {
  return (
    // A full navigation: the server redirects to the service's consent screen.
    <a
      href={`/api/auth/login?returnTo=${encodeURIComponent(returnTo)}`}
      className={buttonVariants({ size: 'lg' })}
    >
      {children}
    </a>
  );
}

/** Connect, or the connected person with their permissions, 1-click trading state and Disconnect. */
export function ConnectPanel({
  account,
  denied,
  returnTo = '/',
}: {
  account: AccountView;
  denied?: boolean;
  returnTo?: string;
}) {
  if (account.state !== 'connected') {
    const reconnect = account.state === 'reconnect';
    return (
      <Card aria-labelledby="connect-title" className="grid gap-4">
        <div className="grid gap-1.5">
          <CardTitle id="connect-title">{reconnect ? 'Connect again' : 'Connect your account'}</CardTitle>
          <CardDescription>
            {reconnect
              ? 'Your connection to the service has ended. Connect again to read governance and act.'
              : 'The service answers governance reads, votes and trades only for a connected account. You approve this app on the service’s own consent screen; your tokens stay on our server, never in this page.'}
          </CardDescription>
        </div>
        {denied ? (
          <p role="status" className="rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
            You declined on the consent screen, so nothing was shared. You can connect whenever you are ready.
          </p>
        ) : null}
        <div>
          <ConnectLink returnTo={returnTo}>{reconnect ? 'Connect again' : 'Connect'}</ConnectLink>
        </div>
      </Card>
    );
  }

  const name = account.username ?? (account.wallet ? shortAddress(account.wallet) : 'your account');
  return (
    <Card aria-labelledby="account-title" className="grid gap-4">
      <div className="grid gap-1">
        <CardTitle id="account-title">Connected as {name}</CardTitle>
        {account.wallet ? (
          <p className="font-mono text-xs break-all text-muted-foreground" title={account.wallet}>
            Wallet {account.wallet}
          </p>
        ) : null}
      </div>
      <TradingState enabled={account.tradingEnabled} />
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">This app may</h3>
        <ul className="flex flex-wrap gap-2">
          {account.scopes.map((scope) => (
            <li key={scope}>
              <Badge tone="info">{scopeWords(scope)}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <div className="border-t border-border pt-4">
        <DisconnectButton />
      </div>
    </Card>
  );
}

function TradingState({ enabled }: { enabled: boolean | null }) {
  if (enabled === true) {
    return (
      <div className="grid justify-items-start gap-1.5 text-sm">
        <Badge tone="success">1-click trading on</Badge>
        <p className="text-muted-foreground">
          Votes, proposals and trades can be signed by your delegated wallet.
        </p>
      </div>
    );
  }
  if (enabled === false) {
    return (
      <div
        role="status"
        className="grid gap-1 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
      >
        <p className="font-medium">1-click trading is off</p>
        <p className="text-muted-foreground">
          You can read everything, but votes, proposals and trades need it. Turn on 1-click trading (wallet
          delegation) in your account on the launch service, then come back; nothing else is needed here.
        </p>
      </div>
    );
  }
  return (
    <p className="text-sm text-muted-foreground">
      Whether 1-click trading is on could not be read right now.
    </p>
  );
}
