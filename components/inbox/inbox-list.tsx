'use client';

import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { IntentLink } from '@/components/ui/intent-link';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { TokenImage } from '@/components/ui/token-image';
import type { InboxEvent, InboxEventKind, InboxPage, InboxReadResponse } from '@/lib/api/inbox';
import { apiFetch } from '@/lib/client/api';
import { count } from '@/lib/format';

// The inbox's events, newest first: each with its token, its sentence, when it was raised and the moment
// it is about, and a link to the exact page; mark one read, mark all read, and older events a page at a
// time. Read state is the store's, so her other devices show the same.

const KINDS: Record<InboxEventKind, { label: string; about: string }> = {
  new_proposal: { label: 'New proposal', about: 'Proposed' },
  ends_soon: { label: 'Vote ending', about: 'Voting ends' },
  decided: { label: 'Decided', about: 'Voting ended' },
  ready_to_settle: { label: 'Ready to settle', about: 'Voting ended' },
  withdrawable: { label: 'Withdraw', about: 'Voting ended' },
  reclaimable: { label: 'Reclaim bond', about: 'Voting ended' },
  window_closing: { label: 'Window closing', about: 'Closes' },
  write_settled: { label: 'Write settled', about: 'Settled' },
};

const unixOf = (iso: string) => String(Math.floor(Date.parse(iso) / 1000));
const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'The inbox could not be changed. Try again.';

export function InboxList({ initial }: { initial: InboxPage }) {
  const [events, setEvents] = React.useState<InboxEvent[]>(initial.events);
  const [unread, setUnread] = React.useState(initial.unread);
  const [next, setNext] = React.useState(initial.next);
  const [busy, setBusy] = React.useState(false);
  const [problem, setProblem] = React.useState<string | null>(null);

  async function mark(id: string | null) {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await apiFetch<InboxReadResponse>('/api/inbox/read', {
        method: 'POST',
        body: JSON.stringify(id === null ? { all: true } : { id }),
      });
      const at = new Date().toISOString();
      setEvents((list) =>
        list.map((e) => (id === null || e.id === id ? { ...e, readAt: e.readAt ?? at } : e)),
      );
      setUnread(answer.unread);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function more() {
    if (!next) return;
    setBusy(true);
    setProblem(null);
    try {
      const page = await apiFetch<InboxPage>(`/api/inbox?before=${encodeURIComponent(next)}`);
      setEvents((list) => [...list, ...page.events]);
      setNext(page.next);
      setUnread(page.unread);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  if (events.length === 0)
    return (
      <p className="max-w-prose text-muted-foreground">
        Nothing yet. New proposals, votes ending before you voted and decisions on the tokens you hold, wrote
        to or follow will appear here.
      </p>
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="inbox-unread">
          {unread === 0 ? 'Nothing unread' : `${count(BigInt(unread), 'unread event')}`}
        </p>
        <Button variant="secondary" size="sm" disabled={busy || unread === 0} onClick={() => void mark(null)}>
          Mark all read
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <ol className="grid gap-3" aria-label="Inbox events">
        {events.map((event) => {
          const kind = KINDS[event.kind];
          const label = event.token?.symbol || event.token?.name || null;
          return (
            <li
              key={event.id}
              data-testid="inbox-event"
              data-read={event.readAt ? 'true' : 'false'}
              className={`flex gap-3 rounded-xl border p-4 ${event.readAt ? 'border-border bg-card' : 'border-primary/40 bg-primary/5'}`}
            >
              {event.mint ? (
                <TokenImage
                  src={event.token?.image ?? null}
                  symbol={event.token?.symbol ?? null}
                  name={event.token?.name ?? null}
                  className="size-10 rounded-lg text-base sm:size-10"
                />
              ) : null}
              <div className="grid min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <Badge tone={event.readAt ? 'neutral' : 'info'}>{kind.label}</Badge>
                  {label ? <span className="font-medium text-foreground">{label}</span> : null}
                  <LocalDateTime unix={unixOf(event.at)} />
                  {event.readAt ? null : <span className="sr-only">(unread)</span>}
                </div>
                <p className="text-sm">
                  <IntentLink href={event.href} className="underline-offset-4 hover:underline">
                    {event.sentence}
                  </IntentLink>
                </p>
                {event.aboutAt ? (
                  <p className="text-xs text-muted-foreground">
                    {kind.about} <LocalDateTime unix={unixOf(event.aboutAt)} />
                  </p>
                ) : null}
              </div>
              {event.readAt ? null : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => void mark(event.id)}
                  aria-label={`Mark read: ${event.sentence}`}
                >
                  Mark read
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {next ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void more()}
          className="justify-self-start"
        >
          Show older events
        </Button>
      ) : null}
    </div>
  );
}
