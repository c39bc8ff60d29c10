'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/client/api';
import { ApiError } from '@/lib/partner/errors';

/** A console action (send a test event, send a delivery again); the list is read again once it is queued. */
export function WebhookAction({
  path,
  label,
  done,
  variant = 'secondary',
}: {
  /** The console route the action posts to. */
  path: string;
  label: string;
  /** What to say once the delivery is queued. */
  done: string;
  variant?: 'primary' | 'secondary';
}) {
  const router = useRouter();
  const [pending, startTransition] = React.useTransition();
  const [said, setSaid] = React.useState<{ ok: boolean; text: string } | null>(null);
  const run = () =>
    startTransition(async () => {
      try {
        await apiFetch(path, { method: 'POST' });
        setSaid({ ok: true, text: done });
        router.refresh();
      } catch (error) {
        setSaid({ ok: false, text: error instanceof ApiError ? error.message : 'The action failed.' });
      }
    });
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button type="button" size="sm" variant={variant} disabled={pending} onClick={run}>
        {pending ? 'Sending…' : label}
      </Button>
      <span
        role="status"
        className={said?.ok === false ? 'text-xs text-danger' : 'text-xs text-muted-foreground'}
      >
        {said?.text ?? ''}
      </span>
    </span>
  );
}
