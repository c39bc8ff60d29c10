// Votes: cast (tokens locked into the proposal's vault), cancel (tokens stay locked until settlement),
// withdraw (after settlement; tokens always return to the voter). Scope `governance:vote`.
import type { CancelVoteRequest, VoteRequest, WithdrawVoteRequest } from '@/lib/partner';
import { lockInstructions, releaseInstructions, sendWrite, tokenAccountAmount } from './chain';
import { fail, governanceOfProposal, handler, proposalOf, written, type GovContext } from './context';
import { votingOpen, type ProposalState } from './state';

function assertOpen(ctx: GovContext, proposal: ProposalState) {
  if (!votingOpen(proposal, ctx.sim.nowUnix())) {
    throw fail(
      'proposal_closed',
      `Voting on this proposal ended at ${proposal.votingEndsAtUnix} (Unix time).`,
    );
  }
}

function ids(proposal: ProposalState) {
  return { mint: proposal.mint, governance: proposal.governance, proposal: proposal.proposal };
}

// POST /partner/v1/governance/votes – lock `amount` tokens as yes/no weight
export function vote(ctx: GovContext) {
  return handler<VoteRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const proposal = proposalOf(ctx, body.proposal);
      const governance = governanceOfProposal(ctx, proposal);
      assertOpen(ctx, proposal);
      const wallet = caller.user.wallet;
      if (ctx.store.votesBy(proposal.proposal, wallet).some((v) => v.active)) {
        throw fail(
          'already_voted',
          'You already have an active vote on this proposal; cancel it to vote again.',
        );
      }
      const balance = await tokenAccountAmount(ctx.sim, wallet, proposal.mint);
      // No token account, or an empty one: the wallet holds none of the token.
      if (!balance) throw fail('missing_vote_token_account', 'Your wallet holds none of this token.');
      const amount = BigInt(body.amount);
      if (amount < governance.minLockAmount || amount > balance) {
        throw fail(
          'invalid_vote_amount',
          `The amount must be from ${governance.minLockAmount} to your balance of ${balance} (base units).`,
          { minLockAmount: governance.minLockAmount.toString(), balance: balance.toString() },
        );
      }
      const lock = await lockInstructions(ctx.sim, caller, proposal.mint, proposal.vault.address, amount);
      const sent = await sendWrite(ctx.sim, caller, body, ids(proposal), lock);
      ctx.store.addVote({
        proposal: proposal.proposal,
        voter: wallet,
        side: body.side,
        amount,
        countedAsVoter: amount >= governance.minLockAmount,
        active: true,
        withdrawn: false,
        signature: sent.signature,
        blockTimeUnix: sent.blockTime,
      });
      return written(sent.signature, ids(proposal));
    }),
  );
}

// POST /partner/v1/governance/votes/cancel – retract the caller's active vote while voting is open
export function cancelVote(ctx: GovContext) {
  return handler<CancelVoteRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const proposal = proposalOf(ctx, body.proposal);
      assertOpen(ctx, proposal);
      const latest = ctx.store.votesBy(proposal.proposal, caller.user.wallet).at(-1);
      if (!latest) throw fail('vote_receipt_not_found', 'You have not voted on this proposal.');
      if (!latest.active) throw fail('vote_not_active', 'Your vote on this proposal is already cancelled.');
      // The tokens stay locked until settlement: the transaction only records the cancellation.
      const sent = await sendWrite(ctx.sim, caller, body, ids(proposal));
      latest.active = false;
      return written(sent.signature, ids(proposal));
    }),
  );
}

// POST /partner/v1/governance/votes/withdraw – return a voter's locked tokens after settlement
export function withdrawVote(ctx: GovContext) {
  return handler<WithdrawVoteRequest>(({ caller, body }) =>
    ctx.store.exclusive(async () => {
      const proposal = proposalOf(ctx, body.proposal);
      const voter = body.voter ?? caller.user.wallet;
      const votes = ctx.store.votesBy(proposal.proposal, voter);
      if (votes.length === 0)
        throw fail('vote_receipt_not_found', `${voter} has not voted on this proposal.`);
      if (!proposal.settled) {
        throw fail('proposal_not_settled', 'Locked tokens can be reclaimed once the proposal is settled.');
      }
      const open = votes.filter((v) => !v.withdrawn);
      const to = open[0]?.voter;
      if (!to) throw fail('vote_already_withdrawn', 'These voting tokens were already reclaimed.');
      // A cancelled vote followed by a new one leaves two receipts; one withdrawal reclaims both.
      const amount = open.reduce((sum, v) => sum + v.amount, 0n);
      const release = await releaseInstructions(ctx.sim, caller, proposal.vault, proposal.mint, to, amount);
      const sent = await sendWrite(ctx.sim, caller, body, ids(proposal), release);
      for (const v of open) v.withdrawn = true;
      return written(sent.signature, ids(proposal));
    }),
  );
}
