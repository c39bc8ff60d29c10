'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { ConnectAgainLink } from '@/components/write/trouble-retry';
import { sessionEnded } from '@/components/write/service-trouble';

/**
 * On a tab left open, the session can end behind it (the cookie's session is gone, or its refresh was
 * refused). The first read that meets that puts this banner atop the page: connect again, and come back
 * to the same page, instead of panels that each fail on their own.
 */
export function SessionEndedBanner() {
  const queryClient = useQueryClient();
  const [ended, setEnded] = React.useState(false);
  React.useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && sessionEnded(event.action.error))
          setEnded(true);
      }),
    [queryClient],
  );
  if (!ended) return null;
  return (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-warning/50 bg-warning/10 px-4 py-3 text-sm"
    >
      <p>
        <span className="font-medium">Your session has ended.</span>{' '}
        <span className="text-muted-foreground">
          Connect again to go on reading and voting; you come back to this page.
        </span>
      </p>
      <ConnectAgainLink />
    </div>
  );
}
