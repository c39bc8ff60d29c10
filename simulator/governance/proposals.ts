// Creating proposals (scope `governance:propose`): the checks every kind shares, the bond lock, and the
// extend-mutability and finalize-metadata endpoints. update-content lives in content.ts.
//
// Check order: governance (404) → window state → the action's own rules → one active proposal → vote
// duration → proposer's token account and bond → the transaction (bond locked into the proposal's vault).
import type { ExtendMutabilityRequest, FinalizeMetadataRequest } from '@/lib/partner';
import { bondAmount, checkVoteDuration } from '@/lib/domain';
import type { Caller } from '../core/types';
import { lockInstructions, sendWrite, tokenAccountAmount, type FeeFields } from './chain';
import { fail, governanceOf, handler, written, type GovContext } from './context';
import { newProposal, votingOpen, type GovernanceState, type ProposalAction } from './state';

/**
 * Whether the metadata window still takes proposals. Finalized by a vote: `governance_finalized`; lapsed
 * and recorded by finalize-expired: `metadata_not_mutable`; lapsed, not yet recorded: `mutability_expired`;
 * less than the shortest vote duration left: `proposal_window_closing`.
 */
export function assertWindowOpen(ctx: GovContext, governance: GovernanceState): void {
  const now = ctx.sim.nowUnix();
  if (governance.finalizedBy === 'vote') {
    throw fail('governance_finalized', "A finalize-metadata vote locked this token's metadata forever.");
  }
  if (governance.finalizedBy === 'expiry') {
    throw fail('metadata_not_mutable', "The metadata window lapsed and was recorded; metadata can't change.");
  }
  if (now >= governance.mutableUntilUnix) {
    throw fail(
      'mutability_expired',
      `The metadata window closed at ${governance.mutableUntilUnix} (Unix time).`,
    );
  }
  const min = BigInt(ctx.sim.config.minVoteDurationSeconds);
  if (governance.mutableUntilUnix - now < min) {
    throw fail(
      'proposal_window_closing',
      `Less than the shortest vote (${min} s) remains before metadata locks.`,
    );
  }
}

export interface ProposalRequest extends FeeFields {
  mint: string;
  voteDurationSeconds: number;
}

export interface PreparedAction {
  action: ProposalAction;
  /** Runs once every check passed, right before the transaction (update-content pins its content here). */
  beforeSend?: () => void;
}

/** Creates a proposal of the kind `prepare` builds; `prepare` runs the action's own rules and may throw. */
export async function createProposal(
  ctx: GovContext,
  caller: Caller,
  request: ProposalRequest,
  prepare: (governance: GovernanceState) => PreparedAction,
) {
  const { sim, store } = ctx;
  const governance = governanceOf(ctx, request.mint);
  assertWindowOpen(ctx, governance);
  const prepared = prepare(governance);
  const now = sim.nowUnix();
  const active = store.proposalsOf(governance).find((p) => votingOpen(p, now));
  if (active) throw fail('active_proposal_exists', `Proposal ${active.proposal} is still open for voting.`);
  const duration = checkVoteDuration({
    nowUnix: now,
    voteDurationSeconds: request.voteDurationSeconds,
    mutableUntilUnix: governance.mutableUntilUnix,
    min: sim.config.minVoteDurationSeconds,
    max: sim.config.maxVoteDurationSeconds,
  });
  if (!duration.ok) throw fail(duration.code, duration.message);
  const balance = await tokenAccountAmount(sim, caller.user.wallet, governance.mint);
  // No token account, or an empty one: the wallet holds none of the token.
  if (!balance) throw fail('missing_proposal_token_account', 'Your wallet holds none of this token.');
  const bond = bondAmount(governance.totalSupply, governance.proposalBondBps);
  if (balance < bond) {
    throw fail('insufficient_proposal_bond', `The bond is ${bond} base units; you hold ${balance}.`, {
      requiredTokens: bond.toString(),
      availableTokens: balance.toString(),
    });
  }

  const index = governance.proposalCount;
  const address = (await sim.ledger.keypair(`proposal:${governance.mint}:${index}`)).address;
  const vault = await sim.ledger.keypair(`vault:${address}`);
  prepared.beforeSend?.();
  const lock = bond > 0n ? await lockInstructions(sim, caller, governance.mint, vault.address, bond) : [];
  const sent = await sendWrite(
    sim,
    caller,
    request,
    { mint: governance.mint, governance: governance.governance, proposal: address },
    lock,
  );
  store.addProposal(
    newProposal(governance, {
      proposal: address,
      proposer: caller.user.wallet,
      action: prepared.action,
      createdAtUnix: sent.blockTime,
      // The program reads the clock when the transaction runs, so voting lasts the duration asked from
      // the block's time, not from the moment the request was checked (a second may pass in between).
      votingEndsAtUnix: sent.blockTime + BigInt(request.voteDurationSeconds),
      vault,
      bondAmount: bond,
      signature: sent.signature,
    }),
  );
  governance.proposalCount += 1n;
  return written(sent.signature, {
    mint: governance.mint,
    governance: governance.governance,
    proposal: address,
  });
}

// POST /partner/v1/governance/proposals/extend-mutability – propose moving mutableUntilUnix later, once
export function extendMutability(ctx: GovContext) {
  return handler<ExtendMutabilityRequest>(({ caller, body }) =>
    ctx.store.exclusive(() => {
      const additionalSeconds = BigInt(body.additionalSeconds);
      if (additionalSeconds <= 0n) {
        throw fail('invalid_input', 'additionalSeconds: the extension must be at least one second.');
      }
      return createProposal(ctx, caller, body, (governance) => {
        if (governance.mutabilityExtended) {
          throw fail('mutability_already_extended', 'The metadata window was already extended once.');
        }
        const cap = BigInt(ctx.sim.config.extensionCapSeconds);
        if (additionalSeconds > cap) {
          throw fail('mutability_extension_exceeds_cap', `An extension may be at most ${cap} seconds.`, {
            extensionCapSeconds: cap.toString(),
          });
        }
        return { action: { kind: 'extend_mutability', additionalSeconds } };
      });
    }),
  );
}

// POST /partner/v1/governance/proposals/finalize-metadata – propose locking metadata forever
export function finalizeMetadata(ctx: GovContext) {
  return handler<FinalizeMetadataRequest>(({ caller, body }) =>
    ctx.store.exclusive(() =>
      createProposal(ctx, caller, body, () => ({ action: { kind: 'finalize_metadata' } })),
    ),
  );
}
