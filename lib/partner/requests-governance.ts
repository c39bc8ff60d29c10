// JSON request bodies of the governance write endpoints (scopes `governance:vote` and
// `governance:propose`). Fields the spec leaves unshown follow decisions.md. Unknown fields are dropped
// from the parsed output, so a forwarded body carries contract fields only.
import { z } from 'zod';

import { VOTE_SIDES } from './resources';
import { feeFields, voteDurationSeconds } from './requests-common';
import { address, uintString } from './wire';

/** POST /partner/v1/governance/votes: cast a vote, locking `amount` tokens. */
export const voteRequestSchema = z.object({
  proposal: address,
  side: z.enum(VOTE_SIDES, { error: 'The side must be "yes" or "no".' }),
  amount: uintString,
  ...feeFields,
});
export type VoteRequest = z.infer<typeof voteRequestSchema>;

/** POST /partner/v1/governance/votes/cancel: retract an active vote while voting is open. */
export const cancelVoteRequestSchema = z.object({ proposal: address, ...feeFields });
export type CancelVoteRequest = z.infer<typeof cancelVoteRequestSchema>;

/** POST /partner/v1/governance/votes/withdraw: reclaim locked tokens; `voter` defaults to the caller. */
export const withdrawVoteRequestSchema = z.object({
  proposal: address,
  voter: address.optional(),
  ...feeFields,
});
export type WithdrawVoteRequest = z.infer<typeof withdrawVoteRequestSchema>;

/** POST /partner/v1/governance/proposals/settle: settle a closed proposal (permissionless). */
export const settleProposalRequestSchema = z.object({ proposal: address, ...feeFields });
export type SettleProposalRequest = z.infer<typeof settleProposalRequestSchema>;

/** POST /partner/v1/governance/proposals/extend-mutability: propose extending the mutable window. */
export const extendMutabilityRequestSchema = z.object({
  mint: address,
  additionalSeconds: uintString,
  voteDurationSeconds,
  ...feeFields,
});
export type ExtendMutabilityRequest = z.infer<typeof extendMutabilityRequestSchema>;

/** POST /partner/v1/governance/proposals/finalize-metadata: propose locking metadata forever. */
export const finalizeMetadataRequestSchema = z.object({ mint: address, voteDurationSeconds, ...feeFields });
export type FinalizeMetadataRequest = z.infer<typeof finalizeMetadataRequestSchema>;

/**
 * POST /partner/v1/governance/metadata/finalize-expired: record a lapsed window. The service accepts
 * `voteDurationSeconds` and ignores it, so any value is accepted and dropped.
 */
export const finalizeExpiredRequestSchema = z.object({ mint: address, ...feeFields });
export type FinalizeExpiredRequest = z.infer<typeof finalizeExpiredRequestSchema>;

/**
 * POST /partner/v1/governance/bonds/withdraw: reclaim a bond after settlement. Without `proposal` the
 * service picks the caller's newest settled proposal on that mint with an unwithdrawn bond.
 */
export const withdrawBondRequestSchema = z.object({
  mint: address,
  proposal: address.optional(),
  ...feeFields,
});
export type WithdrawBondRequest = z.infer<typeof withdrawBondRequestSchema>;
