import { IntentLink } from '@/components/ui/intent-link';
import type * as React from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { buttonVariants } from '@/components/ui/button';
import { ActionHeading } from '@/components/write/action-heading';
import { loginHref } from '@/lib/client/session';
import type { CreatorAvailability } from './availability';

/** One creator write on a page: what it does or why it cannot be done now, and its button or fix. */
export function CreatorActionRow({
  title,
  availability,
  label,
  onOpen,
  returnTo,
  status,
}: {
  title: string;
  availability: CreatorAvailability;
  /** The button, when the write is available (absent for a row that only names an obstacle). */
  label?: string;
  onOpen?: () => void;
  returnTo: string;
  /** The write's progress while its dialog is closed. */
  status?: React.ReactNode;
}) {
  let control: React.ReactNode = null;
  if (availability.available) control = onOpen ? <ActionButton onClick={onOpen}>{label}</ActionButton> : null;
  else if (availability.link)
    control = (
      <IntentLink
        href={availability.link.href}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {availability.link.label}
      </IntentLink>
    );
  else if (availability.fix)
    control = (
      <a href={loginHref(returnTo)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        {availability.fix === 'connect' ? 'Connect' : 'Reconnect'}
      </a>
    );
  return (
    <div className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <ActionHeading title={title} availability={availability} />
      {control ? <div className="flex flex-wrap gap-2">{control}</div> : null}
      {status}
    </div>
  );
}
