'use client';

import { IntentLink } from '@/components/ui/intent-link';
import { proposalState } from '@/lib/domain';
import type { Viewer } from '@/lib/api';
import type { Governance, Proposal, Vote } from '@/lib/partner';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { MiniTally } from './mini-tally';
import { describeChange } from './proposal-change';
import { myVoteLines, progressLine, stateView, tallyView } from './proposal-view';
import { StatusBadge } from '@/components/ui/status-badge';
import { useGovernanceSlots } from './slots';

type Props = {
  mint: string;
  governance: Governance;
  proposal: Proposal;
  viewerVotes: Vote[];
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string;
};

/** One proposal in the list: state, what it changes, a mini tally, my vote, and the compact actions. */
export function ProposalRow({ viewer, ...input }: Props) {
  const { mint, governance, proposal, nowUnix } = input;
  const { ProposalRowActions } = useGovernanceSlots();
  const state = proposalState(proposal, governance, nowUnix);
  const view = stateView(state, proposal);
  const mine = myVoteLines(proposal, input.viewerVotes, input.symbol);
  const titleId = `proposal-${proposal.proposal}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="font-medium text-pretty">
            <IntentLink
              href={`/tokens/${mint}/proposals/${proposal.proposal}`}
              className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="text-muted-foreground">#{proposal.proposalIndex} </span>
              {describeChange(proposal)}
            </IntentLink>
          </h3>
          <p className="text-xs text-muted-foreground">
            Created <LocalDateTime unix={proposal.createdAtUnix} />
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <StatusBadge tone={view.tone}>{view.label}</StatusBadge>
          {view.rawOutcome !== null ? (
            <StatusBadge tone="neutral">Outcome: {view.rawOutcome}</StatusBadge>
          ) : null}
        </div>
      </div>
      <p className="text-sm">{view.detail}</p>
      <MiniTally tally={tallyView(proposal, governance)} />
      <p className="text-xs text-muted-foreground">{progressLine(state.rule)}</p>
      <div className="text-sm">
        {mine ? (
          <ul className="grid gap-0.5">
            {mine.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-muted-foreground">
            {state.phase === 'open' ? 'You have not voted yet.' : 'You did not vote on this proposal.'}
          </p>
        )}
      </div>
      {ProposalRowActions ? (
        <ProposalRowActions {...input} scopes={viewer.scopes} wallet={viewer.wallet} />
      ) : null}
    </li>
  );
}
