import { IntentLink } from '@/components/ui/intent-link';
import { type ProposalState } from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import { describeChange } from '../proposal-change';
import { AddressDetails } from './address-details';
import { bondLine, PHASE_BADGE, staleRevisionWarning, timeLine } from './header';
import { WarningIcon } from './icons';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { Tag } from './tag';

type Props = {
  mint: string;
  tokenLabel: string;
  /** The token's symbol when known, for amounts ("10,000 LUMEN"). */
  symbol?: string | null;
  proposal: Proposal;
  governance: Governance;
  state: ProposalState;
  children?: React.ReactNode;
};

/** Which proposal this is, its state and time, who proposed it, and how fresh the figures are. */
export function ProposalHeader({ mint, tokenLabel, symbol, proposal, governance, state, children }: Props) {
  const badge = PHASE_BADGE[state.phase];
  const stale = staleRevisionWarning(proposal, governance);
  return (
    <header className="grid gap-3">
      <IntentLink
        href={`/tokens/${mint}`}
        className="w-fit text-sm text-primary underline-offset-4 hover:underline"
      >
        ← {tokenLabel} governance
      </IntentLink>
      <div className="flex flex-wrap items-center gap-2">
        <Tag tone={badge.tone}>{badge.label}</Tag>
        {state.rawOutcome !== null ? <Tag tone="neutral">Outcome “{state.rawOutcome}”</Tag> : null}
        <span className="text-sm text-muted-foreground">Proposal #{proposal.proposalIndex}</span>
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
        {describeChange(proposal)}
      </h1>
      <p className="text-sm">
        <span className="font-medium tabular-nums">{timeLine(state.phase, state.secondsLeft)}</span>
        {' · '}
        <LocalDateTime unix={BigInt(proposal.votingEndsAtUnix)} className="text-muted-foreground" />
        {' · '}
        {/* Its voting deadline as a calendar file: the same event as in the person's feed (My governance). */}
        <a
          href={`/api/calendar/proposal/${mint}/${proposal.proposal}.ics`}
          download
          className="text-primary underline underline-offset-4"
        >
          Add to calendar
        </a>
      </p>
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <span>Proposed by</span>
        <AddressDetails address={proposal.proposer} label="Proposer" className="text-foreground" />
        {/* Its own line on a phone: the date's text changes once the person's time zone is known, and
            must not move what follows when it does. */}
        <span className="basis-full sm:basis-auto">
          on <LocalDateTime unix={BigInt(proposal.createdAtUnix)} />.
        </span>
        <span>{bondLine(proposal, symbol)}</span>
      </div>
      {stale ? (
        <p className="flex gap-2 rounded-lg border border-warning/50 bg-warning/10 px-3 py-2 text-sm">
          <WarningIcon className="mt-0.5" />
          {stale}
        </p>
      ) : null}
      {children}
    </header>
  );
}
