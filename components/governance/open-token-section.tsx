import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { DemoTokens, type DemoTokenItem } from './demo-tokens';
import { OpenTokenForm } from './open-token-form';
import { RecentTokens } from './recent-tokens';

/** The home page's way into a token: by mint, from the recently opened ones, or a demo token. */
export function OpenTokenSection({
  connected,
  demoTokens,
}: {
  connected: boolean;
  demoTokens: DemoTokenItem[];
}) {
  return (
    <div className={demoTokens.length > 0 ? 'grid items-start gap-4 lg:grid-cols-2' : 'grid max-w-2xl gap-4'}>
      <Card aria-labelledby="open-title" className="grid gap-5">
        <div className="grid gap-1">
          <CardTitle id="open-title">Open a token</CardTitle>
          <CardDescription>
            See what can still change about a token’s metadata, what is being decided, and what you can do.
          </CardDescription>
        </div>
        <OpenTokenForm connected={connected} />
        <div className="border-t border-border pt-4">
          <RecentTokens />
        </div>
      </Card>
      {demoTokens.length > 0 ? <DemoTokens tokens={demoTokens} /> : null}
    </div>
  );
}
