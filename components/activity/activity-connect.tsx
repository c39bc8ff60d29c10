import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription } from '@/components/ui/card';

/** The activity page for a visitor who is not connected (or whose connection ended). */
export function ActivityConnect({ reconnect }: { reconnect: boolean }) {
  return (
    <Card aria-labelledby="activity-connect-title" className="grid max-w-2xl gap-4">
      <h1 id="activity-connect-title" className="text-2xl font-semibold tracking-tight">
        {reconnect ? 'Connect again to see your activity' : 'Connect to see your activity'}
      </h1>
      <CardDescription className="text-base">
        Your activity lists the writes you sent from this dashboard and what became of each. It is kept for
        your connected account only.
      </CardDescription>
      <div>
        {/* A full navigation: the server redirects to the service's consent screen. */}
        <a
          href={`/api/auth/login?returnTo=${encodeURIComponent('/activity')}`}
          className={buttonVariants({ size: 'lg' })}
        >
          {reconnect ? 'Connect again' : 'Connect'}
        </a>
      </div>
    </Card>
  );
}
