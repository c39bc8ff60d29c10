'use client';

import { useHydrated } from '@/lib/client/time';
import { Button, type ButtonProps } from './button';

/**
 * A button whose work is done by the page's JavaScript (it opens a dialog, say): disabled in the server's
 * HTML and until the page has hydrated, so that a click on a slow phone before then is not silently lost.
 */
export function ActionButton({ disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <Button {...props} disabled={disabled || !hydrated} />;
}
