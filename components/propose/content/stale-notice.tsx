'use client';

import * as React from 'react';
import { ChangeList } from './change-list';
import type { FieldChange } from './fields';

export interface StaleInfo {
  moved: FieldChange[];
  fromRevision: string;
  toRevision: string | null;
  /** The latest metadata could not be read: the person confirms against what they saw. */
  unread: boolean;
}

/** After `stale_content_revision`: what moved on-chain (old → new), and that the person's edits are kept. */
export function StaleNotice({ stale }: { stale: StaleInfo }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), [stale]);
  const revision =
    stale.toRevision && stale.toRevision !== stale.fromRevision
      ? ` (revision ${stale.fromRevision} → ${stale.toRevision})`
      : '';
  return (
    <section
      role="alert"
      aria-labelledby="stale-title"
      className="grid gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2.5 text-sm"
    >
      <h3 id="stale-title" ref={heading} tabIndex={-1} className="font-medium">
        The token’s metadata changed after you started{revision}. Nothing was sent.
      </h3>
      {stale.unread ? (
        <p>The latest metadata could not be read just now; what moved is not known.</p>
      ) : stale.moved.length > 0 ? (
        <>
          <p>These on-chain values moved:</p>
          <ChangeList changes={stale.moved} label="On-chain values that moved" />
        </>
      ) : (
        <p>The fields read again show the same values as before.</p>
      )}
      <p className="text-muted-foreground">
        Your edits are kept; fields you had not edited now show the new on-chain values. Check the changes
        below, then confirm to send your proposal again.
      </p>
    </section>
  );
}
