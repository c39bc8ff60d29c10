'use client';

import * as React from 'react';
import { TroubleRetryButton, TroubleText } from '@/components/write/trouble-retry';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Skeleton } from '@/components/ui/skeleton';
import { VOTE_LIST_SIZES } from '@/lib/client/governance';
import { tokenAmount } from '@/lib/format';
import type { Vote } from '@/lib/partner';
import { CsvDownload } from './csv-download';
import { SizeChoice } from './size-choice';
import { listNote, ownVoteNote, voterRows } from './voter-rows';
import { VoterTable } from './voter-table';

type Props = {
  proposal: string;
  votes: Vote[] | undefined;
  limit: number;
  onLimit: (limit: number) => void;
  loadingSize: boolean;
  error: string | null;
  /** The failed read itself, for a busy service's countdown. */
  readError?: unknown;
  onRetry: () => void;
  wallet: string | null;
  minLockAmount: string;
  symbol?: string | null;
  participatingVoters: number;
  viewerVotes: Vote[];
};

/** The voter list with its size choice, CSV download and notes on what it cannot show. */
export const VoterPanel = React.memo(function VoterPanel(props: Props) {
  const { votes, limit, wallet, minLockAmount } = props;
  const rows = React.useMemo(
    () => (votes ? voterRows(votes, { wallet, minLockAmount }) : []),
    [votes, wallet, minLockAmount],
  );
  const note = votes ? listNote(votes, limit, props.participatingVoters) : null;
  const own = votes ? ownVoteNote(props.viewerVotes, rows, limit, props.symbol) : null;
  return (
    <Card aria-labelledby="voters-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardTitle id="voters-title">Voters</CardTitle>
        <div className="flex flex-wrap items-center gap-3">
          <SizeChoice sizes={VOTE_LIST_SIZES} value={limit} onChange={props.onLimit} name="vote-list-size" />
          {votes ? <CsvDownload votes={votes} proposal={props.proposal} /> : null}
        </div>
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {props.loadingSize ? `Loading the ${limit} largest votes…` : ''}
      </p>
      {note ? (
        <p
          data-testid="voter-list-note"
          className={cn(
            'rounded-lg border px-3 py-2 text-sm',
            note.tone === 'warning' ? 'border-warning/50 bg-warning/10' : 'border-border bg-muted',
          )}
        >
          {note.text}
        </p>
      ) : null}
      {own ? (
        <p className="rounded-lg border border-primary/30 bg-primary/10 px-3 py-2 text-sm">{own}</p>
      ) : null}
      {props.error && !votes ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p>
            <TroubleText
              lead="The voter list could not be read."
              error={props.readError}
              fallback={props.error}
            />
          </p>
          <TroubleRetryButton error={props.readError} variant="secondary" size="sm" onClick={props.onRetry} />
        </div>
      ) : null}
      {!votes && !props.error ? <Skeleton className="h-48" /> : null}
      {votes && votes.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has voted yet.</p>
      ) : null}
      {votes && votes.length > 0 ? (
        <VoterTable
          rows={rows}
          symbol={props.symbol}
          caption={`Largest stake first. A vote below the minimum of ${tokenAmount(minLockAmount, props.symbol)} adds weight to the tally but does not count as a voter; cancelled votes count for nothing; withdrawn votes were counted, and their tokens returned after settlement.`}
        />
      ) : null}
    </Card>
  );
});
