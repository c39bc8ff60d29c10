import Link from 'next/link';
import { Card, CardTitle } from '@/components/ui/card';
import { formatTokens } from '@/lib/domain';
import type { Proposal, Vote } from '@/lib/partner';
import { myLocks } from './my-locks';
import { describeChange } from './proposal-change';
import { StatusBadge } from './status-badge';

type Props = { mint: string; proposals: Proposal[]; viewerVotes: Vote[]; nowUnix: bigint };

/** The connected person's tokens locked in votes on this token, and which can be withdrawn now. */
export function MyLocksPanel({ mint, proposals, viewerVotes, nowUnix }: Props) {
  const locks = myLocks(viewerVotes, proposals, nowUnix);
  return (
    <Card aria-labelledby="locks-title" className="grid gap-3">
      <CardTitle id="locks-title">My locks</CardTitle>
      {locks.rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          You have no tokens locked in votes on this token. Voting locks the amount you vote with until the
          proposal is settled.
        </p>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Locked in total</dt>
              <dd className="font-semibold tabular-nums">{formatTokens(locks.total)} tokens</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Withdrawable now</dt>
              <dd className="font-semibold tabular-nums">{formatTokens(locks.withdrawableNow)} tokens</dd>
            </div>
          </dl>
          <ul className="grid gap-2">
            {locks.rows.map((row) => (
              <li
                key={`${row.vote.signature}-${row.vote.proposal}`}
                className="grid gap-1 border-t border-border pt-2 text-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium tabular-nums">
                    {formatTokens(row.amount)} tokens, {row.vote.side}
                  </span>
                  <StatusBadge tone={row.status === 'withdraw_now' ? 'success' : 'neutral'}>
                    {row.status === 'withdraw_now' ? 'Withdraw now' : 'Later'}
                  </StatusBadge>
                </div>
                {row.proposal ? (
                  <Link
                    href={`/tokens/${mint}/proposals/${row.proposal.proposal}`}
                    className="w-fit text-primary underline-offset-4 hover:underline"
                  >
                    #{row.proposal.proposalIndex} {describeChange(row.proposal)}
                  </Link>
                ) : null}
                <p className="text-muted-foreground">{row.reason}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
