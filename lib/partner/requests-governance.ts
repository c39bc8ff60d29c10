// JSON request bodies of the governance write endpoints (scopes `governance:vote` and
// `governance:propose`). Fields the spec leaves unshown follow decisions.md. Unknown fields are dropped
// from the parsed output, so a forwarded body carries contract fields only.
import { z } from 'zod';

import { VOTE_SIDES } from './resources';
import { feeFields, voteDurationSeconds } from './requests-common';
import { address, uintString } from './wire';

/** A write's body: the endpoint's own fields, then the two fee fields every write carries. */
function writeBody<Fields extends z.ZodRawShape>(fields: Fields) {
  return z.object({ ...fields, ...feeFields });
}

/** POST /partner/v1/governance/votes: cast a vote, locking `amount` tokens. */
export const voteRequestSchema = writeBody({
  proposal: address,
  side: z.enum(VOTE_SIDES, { error: 'The side must be "yes" or "no".' }),
  amount: uintString,
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;

/** POST /partner/v1/governance/votes/cancel: retract an active vote while voting is open. */
export const cancelVoteRequestSchema = writeBody({ proposal: address });
export type CancelVoteRequest = z.infer<typeof cancelVoteRequestSchema>;

/** POST /partner/v1/governance/votes/withdraw: reclaim locked tokens; `voter` defaults to the caller. */
export const withdrawVoteRequestSchema = writeBody({ proposal: address, voter: address.optional() });
export type WithdrawVoteRequest = z.infer<typeof withdrawVoteRequestSchema>;

/** POST /partner/v1/governance/proposals/settle: settle a closed proposal (permissionless). */
export const settleProposalRequestSchema = writeBody({ proposal: address });
export type SettleProposalRequest = z.infer<typeof settleProposalRequestSchema>;

/** POST /partner/v1/governance/proposals/extend-mutability: propose extending the mutable window. */
export const extendMutabilityRequestSchema = writeBody({
  mint: address,
  additionalSeconds: uintString,
  voteDurationSeconds,
});
export type ExtendMutabilityRequest = z.infer<typeof extendMutabilityRequestSchema>;

/** POST /partner/v1/governance/proposals/finalize-metadata: propose locking metadata forever. */
export const finalizeMetadataRequestSchema = writeBody({ mint: address, voteDurationSeconds });
export type FinalizeMetadataRequest = z.infer<typeof finalizeMetadataRequestSchema>;

/**
 * POST /partner/v1/governance/metadata/finalize-expired: record a lapsed window. The service accepts
 * `voteDurationSeconds` and ignores it, so any value is accepted and dropped.
 */
export const finalizeExpiredRequestSchema = writeBody({ mint: address });
export type FinalizeExpiredRequest = z.infer<typeof finalizeExpiredRequestSchema>;

/**
 * POST /partner/v1/governance/bonds/withdraw: reclaim a bond after settlement. Without `proposal` the
 * service picks the caller's newest settled proposal on that mint with an unwithdrawn bond.
 */
export const withdrawBondRequestSchema = writeBody({ mint: address, proposal: address.optional() });
export type WithdrawBondRequest = z.infer<typeof withdrawBondRequestSchema>;
