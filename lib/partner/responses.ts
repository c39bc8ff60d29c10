// Response bodies of the service. All loose: fields beyond the spec pass through. A write response is
// read leniently (identifiers that are absent or null become undefined), because failing to read the
// answer to a write that did happen would hide a submitted transaction from the user.
import { z } from 'zod';

import { governanceSchema, proposalSchema, userSchema, voteSchema } from './resources';

const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

/** Trades: `{signature, mint, status: "submitted"}`. Submitted is not finalized; confirm the signature. */
export const tradeWriteResponseSchema = z.looseObject({
  signature: z.string().min(1),
  mint: z.string(),
  status: z.string(),
});
export type TradeWriteResponse = z.infer<typeof tradeWriteResponseSchema>;

/** Governance writes: `{signature, status: "processed", mint?, governance?, proposal?}`; update-content adds the URIs. */
export const governanceWriteResponseSchema = z.looseObject({
  signature: z.string().min(1),
  status: z.string(),
  mint: optionalString,
  governance: optionalString,
  proposal: optionalString,
  metadataUri: optionalString,
  imageUri: optionalString,
});
export type GovernanceWriteResponse = z.infer<typeof governanceWriteResponseSchema>;

/** GET /partner/v1/governance/{mint}: at most 100 proposals, newest first, and the viewer's own votes. */
export const governanceReadResponseSchema = z.looseObject({
  governance: governanceSchema,
  proposals: z.array(proposalSchema),
  viewerVotes: z.array(voteSchema),
});
export type GovernanceReadResponse = z.infer<typeof governanceReadResponseSchema>;

/** GET /partner/v1/governance/proposals/{proposal}/votes: largest stake first. */
export const votesListResponseSchema = z.looseObject({ votes: z.array(voteSchema) });
export type VotesListResponse = z.infer<typeof votesListResponseSchema>;

/** GET /partner/v1/me. */
export const meResponseSchema = z.looseObject({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** POST /oauth/token (RFC 6749 shape, per decisions.md). `scope` is space-separated. */
export const oauthTokenResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.int().min(0),
  refresh_token: z.string().min(1),
  scope: z.string(),
});
export type OAuthTokenResponse = z.infer<typeof oauthTokenResponseSchema>;
