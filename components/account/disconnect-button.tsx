'use client';

import { useRouter } from 'next/navigation';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { apiFetch } from '@/lib/client/api';

/** Revokes the connection on the service and forgets it here. */
export function DisconnectButton() {
  const router = useRouter();
  const toast = useToast();
  const [pending, startTransition] = React.useTransition();

  const disconnect = () =>
    startTransition(async () => {
      try {
        await apiFetch('/api/auth/logout', { method: 'POST' });
        toast({ title: 'Disconnected', description: 'This app no longer holds access to your account.' });
        router.refresh();
      } catch {
        toast({ title: 'Could not disconnect', description: 'Try again in a moment.', tone: 'danger' });
      }
    });

  return (
    <Button variant="secondary" onClick={disconnect} disabled={pending} aria-busy={pending}>
      {pending ? 'Disconnecting…' : 'Disconnect'}
    </Button>
  );
}
