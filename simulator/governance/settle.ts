// Settlement (scope `governance:vote`, permissionless): the pass rule decides the outcome, and a passed
// proposal's action is applied when it still can be.
import type { SettleProposalRequest } from '@/lib/partner';
import { evaluatePassRule } from '@/lib/domain';
import { sendWrite } from './chain';
import { fail, governanceOfProposal, handler, proposalOf, written, type GovContext } from './context';
import { syncGovernedMetadata } from './metadata-account';
import { CONTENT_FIELDS, votingOpen, type GovernanceState, type ProposalState } from './state';

/**
 * Applies a passed proposal's action at time `now` when it still can; otherwise the proposal stays
 * `executed: false`. It cannot when the window lapsed or metadata was finalized meanwhile; for
 * update-content, when the revision advanced since authoring (stale: another content proposal was applied
 * first) or a changed field got locked; for extend-mutability, when an extension already applied.
 */
export function executeAction(
  ctx: GovContext,
  governance: GovernanceState,
  proposal: ProposalState,
  now: bigint,
): void {
  if (governance.finalizedBy !== null || now >= governance.mutableUntilUnix) return;
  const action = proposal.action;
  if (action.kind === 'update_content') {
    if (proposal.baseContentRevision !== governance.contentRevision) return;
    if (CONTENT_FIELDS.some((f) => action.changed[f] && governance.locked[f])) return;
    const token = ctx.sim.tokens.get(governance.mint);
    if (token) token.metadata = { ...action.content };
    governance.contentRevision += 1n;
    proposal.metadataUpdated = true;
  } else if (action.kind === 'extend_mutability') {
    if (governance.mutabilityExtended) return;
    governance.mutableUntilUnix += action.additionalSeconds;
    governance.mutabilityExtended = true;
  } else {
    governance.finalizedBy = 'vote';
  }
  proposal.executed = true;
  // The chain shows the new state: name, symbol and uri after a content change, immutable once finalized.
  if (action.kind !== 'extend_mutability') syncGovernedMetadata(ctx, governance);
}

/** Settles at `now`: records the outcome and executes a passed action. Returns whether it passed. */
export function settleNow(ctx: GovContext, proposal: ProposalState, now: bigint): boolean {
  const governance = governanceOfProposal(ctx, proposal);
  const { passes } = evaluatePassRule(governance, ctx.store.tally(proposal.proposal));
  proposal.settled = true;
  proposal.outcome = passes ? 'passed' : 'failed';
  if (passes) executeAction(ctx, governance, proposal, now);
  return passes;
}

// POST /partner/v1/governance/proposals/settle – settle a proposal whose voting has ended
export function settleProposal(ctx: GovContext) {
  return handler<SettleProposalRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const proposal = proposalOf(ctx, body.proposal);
      if (proposal.settled) throw fail('proposal_already_settled', 'This proposal is already settled.');
      if (votingOpen(proposal, ctx.sim.nowUnix())) {
        throw fail('proposal_still_open', `Voting runs until ${proposal.votingEndsAtUnix} (Unix time).`);
      }
      // Settlement moves no tokens: the transaction carries the fees and records the settlement.
      const sent = await sendWrite(ctx.sim, caller, body, proposal);
      settleNow(ctx, proposal, sent.blockTime);
      return written(sent.signature, {
        mint: proposal.mint,
        governance: proposal.governance,
        proposal: proposal.proposal,
      });
    }),
  );
}
