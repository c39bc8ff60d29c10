// What every governance handler works with, the lookups that answer with the spec's codes, and the one
// place handler bodies get their type (the partner pipeline has validated them with the endpoint's schema).
import { ApiError, catalogueError, type ErrorCode } from '@/lib/partner';
import { isAddress } from '@/lib/domain';
import type { Handler, HandlerInput } from '../core/types';
import type { Sim } from '../core/sim';
import type { PinStore } from './pinned';
import type { GovernanceState, GovernanceStore, ProposalState } from './state';

export interface GovContext {
  sim: Sim;
  store: GovernanceStore;
  pins: PinStore;
}

export function fail(code: ErrorCode, message?: string, extra: Record<string, unknown> = {}): ApiError {
  return catalogueError(code, message === undefined ? extra : { ...extra, message });
}

/** A handler whose body the pipeline already parsed with the endpoint's request schema. */
export function handler<Body>(run: (input: HandlerInput<Body>) => Promise<unknown>): Handler {
  return (input) => run(input as HandlerInput<Body>);
}

/** The governance of a mint; malformed and unknown mints alike are `404 governance_not_found`. */
export function governanceOf(ctx: GovContext, mint: string): GovernanceState {
  const governance = isAddress(mint) ? ctx.store.byMint.get(mint) : undefined;
  if (!governance) throw fail('governance_not_found', `The token ${mint} has no governance.`);
  return governance;
}

/** A proposal: a malformed address is `invalid_proposal`, a well-formed unknown one `proposal_not_found`. */
export function proposalOf(ctx: GovContext, address: string): ProposalState {
  if (!isAddress(address)) throw fail('invalid_proposal', `${address} is not a readable proposal account.`);
  const proposal = ctx.store.proposals.get(address);
  if (!proposal) throw fail('proposal_not_found', `There is no proposal at ${address}.`);
  return proposal;
}

export function governanceOfProposal(ctx: GovContext, proposal: ProposalState): GovernanceState {
  const governance = ctx.store.byMint.get(proposal.mint);
  if (!governance) throw fail('internal');
  return governance;
}

/** The write response: `{signature, status: 'processed', mint, governance, proposal}` where they apply. */
export function written(signature: string, ids: { mint: string; governance: string; proposal?: string }) {
  return { signature, status: 'processed', ...ids };
}
