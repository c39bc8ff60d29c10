'use client';

import type * as React from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import type { Governance } from '@/lib/partner';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { StatusBadge } from '@/components/ui/status-badge';
import { windowView } from './window-view';
import { formatCountdown, formatDuration } from '@/lib/format';

/**
 * The mutable window: a live countdown to the permanent lock, or why it no longer applies; `children` are
 * the writes on the window (extend, finalize, record a lapse).
 */
export function WindowPanel({
  governance,
  nowUnix,
  children,
}: {
  governance: Governance;
  nowUnix: bigint;
  children?: React.ReactNode;
}) {
  const view = windowView(governance, nowUnix);
  return (
    <Card aria-labelledby="window-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="window-title">The mutable window</CardTitle>
        <StatusBadge tone={view.tone}>{view.label}</StatusBadge>
      </div>
      {view.state === 'mutable' ? (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">Metadata locks permanently in</p>
          {/* Ticks every second; not a live region, so screen readers are not interrupted. */}
          <p
            role="timer"
            aria-label={`Metadata locks in ${formatDuration(view.secondsLeft)}`}
            className="font-mono text-2xl font-semibold tabular-nums"
          >
            {formatCountdown(view.secondsLeft)}
          </p>
          <p className="text-sm">
            on <LocalDateTime unix={governance.mutableUntilUnix} className="font-medium" />
          </p>
        </div>
      ) : (
        <p className="text-sm">
          {view.state === 'finalized' ? 'The window was set to end on ' : 'The window ended on '}
          <LocalDateTime unix={governance.mutableUntilUnix} className="font-medium" />.
        </p>
      )}
      <ul className="grid gap-1.5 text-sm text-muted-foreground">
        {view.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {children}
    </Card>
  );
}
