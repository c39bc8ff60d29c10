'use client';

import * as React from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { LineIcon } from '@/components/ui/line-icon';
import { INBOX_STREAM_PATH } from '@/lib/api/inbox';
import { openEventStream } from '@/lib/client/event-stream';

// The header's bell: a link to the inbox with the unread count, kept current without a reload by the
// inbox's event stream (`unread` events; the browser's EventSource reconnects by itself, and the stream
// is closed while the page sits in the back/forward cache: lib/client/event-stream.ts). Kept to a tiny
// island: no query client, no schema, nothing else on the page waits for it.

/** The count as the badge shows it. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** Subscribes to the unread count; null until the stream's first event. */
export function useUnreadCount(): number | null {
  const [count, setCount] = React.useState<number | null>(null);
  React.useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const stream = openEventStream(INBOX_STREAM_PATH, (source) =>
      source.addEventListener('unread', (event) => {
        try {
          const data = JSON.parse((event as MessageEvent<string>).data) as { count?: unknown };
          if (typeof data.count === 'number') setCount(data.count);
        } catch {
          // a malformed event: keep the last count
        }
      }),
    );
    return () => stream.close();
  }, []);
  return count;
}

export function InboxBell({ className }: { className?: string }) {
  const count = useUnreadCount();
  const unread = count ?? 0;
  // The name starts with the count the badge shows (WCAG 2.5.3: a control's name begins with its visible text).
  const label = unread === 0 ? 'Inbox' : `${badgeText(unread)} unread in your inbox`;
  return (
    <IntentLink href="/inbox" aria-label={label} title={label} className={className} data-testid="inbox-bell">
      <span className="relative inline-flex">
        <LineIcon viewBox="0 0 24 24" className="size-5" strokeWidth="2">
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </LineIcon>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="inbox-count"
            className="absolute -top-2 -right-2.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.6875rem] leading-5 font-semibold text-primary-foreground"
          >
            {badgeText(unread)}
          </span>
        ) : null}
      </span>
    </IntentLink>
  );
}
