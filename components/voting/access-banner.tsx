import { Button, buttonVariants } from '@/components/ui/button';
import { loginHref } from '@/lib/client/session';
import type { AccessNotice } from './availability';

/**
 * What stops every action here (not connected, no voting permission, 1-click trading off), shown atop the
 * actions before any dialog opens, with the one thing that fixes it.
 */
export function AccessBanner({
  notice,
  returnTo,
  onCheck,
  checking,
}: {
  notice: AccessNotice;
  returnTo: string;
  onCheck: () => void;
  checking: boolean;
}) {
  return (
    <div
      role="status"
      className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-3 text-sm"
    >
      <p className="font-medium">{notice.title}</p>
      <p className="text-muted-foreground">{notice.body}</p>
      <div>
        {notice.fix === 'trading' ? (
          <Button variant="secondary" size="sm" onClick={onCheck} disabled={checking}>
            {checking ? 'Checking…' : 'Check again'}
          </Button>
        ) : (
          // A full navigation: the server redirects to the service's consent screen and back here.
          <a href={loginHref(returnTo)} className={buttonVariants({ size: 'sm' })}>
            {notice.fix === 'connect' ? 'Connect' : 'Reconnect and allow voting'}
          </a>
        )}
      </div>
    </div>
  );
}
