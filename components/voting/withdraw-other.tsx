'use client';

import * as React from 'react';
import type { Availability } from './availability';

// The form (and react-hook-form with it) loads when the person opens the section, not with the page.
const WithdrawOtherForm = React.lazy(() =>
  import('./withdraw-other-form').then((m) => ({ default: m.WithdrawOtherForm })),
);

/** "Withdraw for another wallet": anyone may return a voter's locked tokens to them after settlement. */
export function WithdrawOther({
  availability,
  onReview,
  check,
}: {
  availability: Availability;
  onReview: (voter: string) => void;
  /** What the page already knows stops a withdrawal for this wallet, or null. */
  check?: (voter: string) => string | null;
}) {
  const [opened, setOpened] = React.useState(false);
  return (
    <details
      className="rounded-lg border border-border px-3 py-2"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary className="cursor-pointer text-sm font-medium select-none focus-visible:outline-2 focus-visible:outline-ring">
        Withdraw for another wallet
      </summary>
      <div className="grid gap-3 pt-3">
        <p className="text-sm text-muted-foreground">
          {availability.available ? availability.hint : availability.reason}
        </p>
        {availability.available && opened ? (
          <React.Suspense fallback={<p className="text-sm text-muted-foreground">Loading the form…</p>}>
            <WithdrawOtherForm onReview={onReview} {...(check ? { check } : {})} />
          </React.Suspense>
        ) : null}
      </div>
    </details>
  );
}
