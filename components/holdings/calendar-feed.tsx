'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { readErrorText } from '@/components/write/error-text';
import { rotateCalendarFeed } from '@/lib/client/calendar';

const subscribe = () => () => {};

/**
 * Her calendar feed on My governance: the address to subscribe to in a calendar app (every voting deadline
 * and window end of the tokens she follows), Copy, and Rotate, which replaces the address and stops the
 * old one at once (for an address shared by mistake).
 */
export function CalendarFeed({ path: initialPath }: { path: string }) {
  const [path, setPath] = React.useState(initialPath);
  const origin = React.useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => '',
  );
  const address = `${origin}${path}`;
  const [note, setNote] = React.useState<string | null>(null);
  const [confirming, setConfirming] = React.useState(false);
  const [rotating, setRotating] = React.useState(false);
  const id = React.useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setNote('Copied. Add it to your calendar app as a subscription (“From URL”).');
    } catch {
      setNote('Copying was not allowed here: select the address and copy it.');
    }
  };

  const rotate = async () => {
    setRotating(true);
    setNote(null);
    try {
      setPath(await rotateCalendarFeed());
      setConfirming(false);
      setNote('A new address. The old one no longer works: subscribe again with this one.');
    } catch (error) {
      setNote(`Not replaced: ${readErrorText(error, 'the dashboard could not be reached. Try again.')}`);
    } finally {
      setRotating(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-2 rounded-xl border border-border bg-card p-4"
      data-testid="calendar-feed"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        Your calendar
      </h2>
      <p className="text-sm text-muted-foreground">
        Every voting deadline and metadata window end of the tokens above, in your calendar app, kept up to
        date. Anyone with this address can read it: keep it to yourself.
      </p>
      <div className="flex flex-wrap gap-2">
        <label htmlFor={`${id}-address`} className="sr-only">
          Calendar address
        </label>
        <Input
          id={`${id}-address`}
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 basis-64 font-mono text-xs"
        />
        <Button size="sm" variant="secondary" onClick={copy} className="h-10">
          Copy
        </Button>
        {confirming ? (
          <>
            <Button size="sm" variant="danger" onClick={rotate} disabled={rotating} className="h-10">
              {rotating ? 'Replacing…' : 'Replace the address'}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(false)} className="h-10">
              Keep it
            </Button>
          </>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} className="h-10">
            Rotate
          </Button>
        )}
      </div>
      {confirming ? (
        <p className="text-sm text-warning">
          Rotate makes a new address; calendars subscribed to this one stop receiving updates.
        </p>
      ) : null}
      <p role="status" className="text-sm text-muted-foreground">
        {note}
      </p>
    </section>
  );
}
