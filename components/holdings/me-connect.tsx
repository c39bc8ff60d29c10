import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';

/** My governance for a visitor who is not connected (or whose connection ended). */
export function MeConnect({ reconnect }: { reconnect: boolean }) {
  return (
    <Card aria-labelledby="me-connect-title" className="grid max-w-2xl gap-4">
      <h1 id="me-connect-title" className="text-2xl font-semibold tracking-tight">
        {reconnect ? 'Connect again to see your governance' : 'Connect to see your governance'}
      </h1>
      <CardDescription className="text-base">
        My governance lists every token your wallet holds, every token you wrote to here and every token you
        follow, with your open votes, locked tokens and deadlines, most urgent first.
      </CardDescription>
      <div>
        {/* A full navigation: the server redirects to the service's consent screen. */}
        <a
          href={`/api/auth/login?returnTo=${encodeURIComponent('/me')}`}
          className={buttonVariants({ size: 'lg' })}
        >
          {reconnect ? 'Connect again' : 'Connect'}
        </a>
      </div>
    </Card>
  );
}
