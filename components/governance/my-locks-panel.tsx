import { IntentLink } from '@/components/ui/intent-link';
import { Card, CardTitle } from '@/components/ui/card';
import { tokenAmount, tokens } from '@/lib/format';
import type { Proposal, Vote } from '@/lib/partner';
import { BOND_STATE_WORDS, myBonds, type BondRow } from './my-bonds';
import { myLocks } from './my-locks';
import { describeChange } from './proposal-change';
import type { Viewer } from '@/lib/api';
import { StatusBadge } from '@/components/ui/status-badge';
import { useGovernanceSlots } from './slots';

type Props = {
  mint: string;
  proposals: Proposal[];
  viewerVotes: Vote[];
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string | null;
};

const BOND_TONE = { reclaimable: 'success', locked: 'neutral', reclaimed: 'neutral' } as const;

function BondItem({ row, ...props }: Props & { row: BondRow }) {
  const { proposal } = row;
  const { BondReclaim } = useGovernanceSlots();
  return (
    <li className="grid gap-1 border-t border-border pt-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium tabular-nums">{tokenAmount(row.amount, props.symbol)}, bond</span>
        <StatusBadge tone={BOND_TONE[row.state]}>{BOND_STATE_WORDS[row.state]}</StatusBadge>
      </div>
      <IntentLink
        href={`/tokens/${props.mint}/proposals/${proposal.proposal}`}
        className="w-fit text-primary underline-offset-4 hover:underline"
      >
        #{proposal.proposalIndex} {describeChange(proposal)}
      </IntentLink>
      {BondReclaim ? (
        <BondReclaim
          mint={props.mint}
          proposal={proposal}
          nowUnix={props.nowUnix}
          viewer={props.viewer}
          symbol={props.symbol}
        />
      ) : null}
    </li>
  );
}

/**
 * What the connected person has locked on this token: tokens in votes (and which can be withdrawn now) and
 * bonds of their own proposals (locked, reclaimable, reclaimed), with "Reclaim" where it applies.
 */
export function MyLocksPanel(props: Props) {
  const { mint, proposals, viewerVotes, nowUnix } = props;
  const locks = myLocks(viewerVotes, proposals, nowUnix);
  const bonds = myBonds(proposals, props.viewer.wallet);
  return (
    <Card aria-labelledby="locks-title" className="grid gap-3">
      <CardTitle id="locks-title">My locks and obligations</CardTitle>
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
              <dd className="font-semibold tabular-nums">{tokenAmount(locks.total, props.symbol)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Withdrawable now</dt>
              <dd className="font-semibold tabular-nums">
                {tokenAmount(locks.withdrawableNow, props.symbol)}
              </dd>
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
                    {tokenAmount(row.amount, props.symbol)}, {row.vote.side}
                  </span>
                  <StatusBadge tone={row.status === 'withdraw_now' ? 'success' : 'neutral'}>
                    {row.status === 'withdraw_now' ? 'Withdraw now' : 'Later'}
                  </StatusBadge>
                </div>
                {row.proposal ? (
                  <IntentLink
                    href={`/tokens/${mint}/proposals/${row.proposal.proposal}`}
                    className="w-fit text-primary underline-offset-4 hover:underline"
                  >
                    #{row.proposal.proposalIndex} {describeChange(row.proposal)}
                  </IntentLink>
                ) : null}
                <p className="text-muted-foreground">{row.reason}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      {bonds.rows.length > 0 ? (
        <section aria-labelledby="bonds-title" className="grid gap-2 border-t border-border pt-3">
          <h3 id="bonds-title" className="text-sm font-semibold">
            Bonds of my proposals
          </h3>
          <p className="text-sm text-muted-foreground">
            {tokenAmount(bonds.outstanding, props.symbol)} still held as bonds; {tokens(bonds.reclaimableNow)}{' '}
            can be reclaimed now.
          </p>
          <ul className="grid gap-2">
            {bonds.rows.map((row) => (
              <BondItem key={row.proposal.proposal} row={row} {...props} />
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}
