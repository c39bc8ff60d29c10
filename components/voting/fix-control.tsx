import { ActionButton } from '@/components/ui/action-button';
import { buttonVariants } from '@/components/ui/button';
import type { ActionsView } from './actions-view';
import type { ActionKind, Availability } from './availability';
import { loginHref } from '@/lib/client/session';

/** The control that removes an action's obstacle: reconnect, connect, settle first, or cancel first. */
export function FixControl({
  availability,
  view,
  returnTo,
  onOpen,
  size = 'sm',
}: {
  availability: Availability;
  view: ActionsView;
  returnTo: string;
  onOpen: (action: ActionKind) => void;
  size?: 'sm' | 'md';
}) {
  if (availability.available || availability.fix === null) return null;
  const { fix } = availability;
  if (fix === 'connect' || fix === 'reconnect')
    return (
      <a href={loginHref(returnTo)} className={buttonVariants({ variant: 'secondary', size })}>
        {fix === 'connect' ? 'Connect' : 'Reconnect'}
      </a>
    );
  if (fix === 'settle' && view.settle.available)
    return (
      <ActionButton size={size} onClick={() => onOpen('settle')}>
        Settle this proposal
      </ActionButton>
    );
  if (fix === 'cancel' && view.cancel.available)
    return (
      <ActionButton variant="secondary" size={size} onClick={() => onOpen('cancel')}>
        {view.cancel.label}
      </ActionButton>
    );
  return null;
}
