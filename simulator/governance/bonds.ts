// Bond withdrawal and the finalize-expired record (scope `governance:propose`).
import type { FinalizeExpiredRequest, WithdrawBondRequest } from '@/lib/partner';
import type { Caller } from '../core/types';
import { releaseInstructions, sendWrite } from './chain';
import { fail, governanceOf, handler, proposalOf, written, type GovContext } from './context';
import { syncGovernedMetadata } from './metadata-account';
import type { GovernanceState, ProposalState } from './state';

/**
 * The proposal whose bond to return: the one named (it must belong to this mint), or else the caller's
 * newest settled proposal on the mint with a bond still locked.
 */
function bondProposal(
  ctx: GovContext,
  caller: Caller,
  governance: GovernanceState,
  named?: string,
): ProposalState {
  if (named !== undefined) {
    const proposal = proposalOf(ctx, named);
    if (proposal.governance !== governance.governance) {
      throw fail('proposal_not_found', `Proposal ${named} does not belong to this token.`);
    }
    return proposal;
  }
  const own = ctx.store
    .proposalsOf(governance)
    .filter((p) => p.proposer === caller.user.wallet && p.bondAmount > 0n);
  const ready = own.find((p) => p.settled && !p.bondWithdrawn);
  if (ready) return ready;
  if (own.some((p) => !p.settled)) {
    throw fail('proposal_not_settled', 'Your proposal with a locked bond is not settled yet.');
  }
  throw fail('no_proposal_bond', 'You have no proposal bond to reclaim on this token.');
}

// POST /partner/v1/governance/bonds/withdraw – return a settled proposal's bond to its proposer
export function withdrawBond(ctx: GovContext) {
  return handler<WithdrawBondRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const governance = governanceOf(ctx, body.mint);
      const proposal = bondProposal(ctx, caller, governance, body.proposal);
      if (proposal.bondAmount === 0n) throw fail('no_proposal_bond', 'This proposal locked no bond.');
      if (proposal.bondWithdrawn) {
        throw fail('proposal_bond_already_withdrawn', 'This proposal bond was already reclaimed.');
      }
      if (!proposal.settled)
        throw fail('proposal_not_settled', 'A bond can be reclaimed once the proposal is settled.');
      // Anyone may trigger it; the bond always returns to the proposer.
      const release = await releaseInstructions(
        ctx.sim,
        caller,
        proposal.vault,
        proposal.mint,
        proposal.proposer,
        proposal.bondAmount,
      );
      const sent = await sendWrite(ctx.sim, caller, body, proposal, release);
      proposal.bondWithdrawn = true;
      return written(sent.signature, {
        mint: proposal.mint,
        governance: proposal.governance,
        proposal: proposal.proposal,
      });
    }),
  );
}

// POST /partner/v1/governance/metadata/finalize-expired – record a lapsed window on-chain (no vote)
export function finalizeExpired(ctx: GovContext) {
  return handler<FinalizeExpiredRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const governance = governanceOf(ctx, body.mint);
      if (governance.finalizedBy !== null)
        throw fail('governance_finalized', 'This metadata is already finalized.');
      if (ctx.sim.nowUnix() < governance.mutableUntilUnix) {
        throw fail(
          'metadata_still_mutable',
          `The metadata window runs until ${governance.mutableUntilUnix} (Unix time).`,
        );
      }
      const sent = await sendWrite(ctx.sim, caller, body, governance);
      governance.finalizedBy = 'expiry';
      syncGovernedMetadata(ctx, governance);
      return written(sent.signature, { mint: governance.mint, governance: governance.governance });
    }),
  );
}
