// The endpoint table of `/partner/v1/`: method, path template exactly as the spec writes it, scope,
// per-token rate-limit bucket, body kind, and the request and response schemas.
import type { z } from 'zod';

import type { RateBucket } from './limits';
import {
  buyExactOutRequestSchema,
  buyRequestSchema,
  cancelVoteRequestSchema,
  extendMutabilityRequestSchema,
  finalizeExpiredRequestSchema,
  finalizeMetadataRequestSchema,
  sellRequestSchema,
  settleProposalRequestSchema,
  updateContentFieldsSchema,
  voteRequestSchema,
  withdrawBondRequestSchema,
  withdrawVoteRequestSchema,
} from './requests';
import {
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  meResponseSchema,
  tradeWriteResponseSchema,
  votesListResponseSchema,
} from './responses';

export const SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;
export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}

export const API_PREFIX = '/partner/v1/';

export type HttpMethod = 'GET' | 'POST';
export type BodyKind = 'none' | 'json' | 'multipart';

export type EndpointDef = {
  method: HttpMethod;
  /** Path template as the spec writes it; `{name}` marks a path parameter. */
  path: string;
  /** Scope the token must carry, or null for reads open to any valid token. */
  scope: Scope | null;
  bucket: RateBucket;
  body: BodyKind;
  /** Body schema (for multipart: the text parts), or null when there is no body. */
  request: z.ZodType | null;
  response: z.ZodType;
};

const tradeWrite = {
  method: 'POST',
  scope: 'trade:execute',
  bucket: 'trade',
  body: 'json',
  response: tradeWriteResponseSchema,
} as const;
const voteWrite = {
  method: 'POST',
  scope: 'governance:vote',
  bucket: 'vote',
  body: 'json',
  response: governanceWriteResponseSchema,
} as const;
const proposeWrite = {
  method: 'POST',
  scope: 'governance:propose',
  bucket: 'propose',
  body: 'json',
  response: governanceWriteResponseSchema,
} as const;

export const ENDPOINTS = {
  me: {
    method: 'GET',
    path: '/partner/v1/me',
    scope: 'profile:read',
    bucket: 'read',
    body: 'none',
    request: null,
    response: meResponseSchema,
  },
  governanceRead: {
    method: 'GET',
    path: '/partner/v1/governance/{mint}',
    scope: null,
    bucket: 'read',
    body: 'none',
    request: null,
    response: governanceReadResponseSchema,
  },
  votesList: {
    method: 'GET',
    path: '/partner/v1/governance/proposals/{proposal}/votes',
    scope: null,
    bucket: 'read',
    body: 'none',
    request: null,
    response: votesListResponseSchema,
  },
  buy: { ...tradeWrite, path: '/partner/v1/trades/buy', request: buyRequestSchema },
  buyExactOut: { ...tradeWrite, path: '/partner/v1/trades/buy-exact-out', request: buyExactOutRequestSchema },
  sell: { ...tradeWrite, path: '/partner/v1/trades/sell', request: sellRequestSchema },
  vote: { ...voteWrite, path: '/partner/v1/governance/votes', request: voteRequestSchema },
  cancelVote: { ...voteWrite, path: '/partner/v1/governance/votes/cancel', request: cancelVoteRequestSchema },
  withdrawVote: {
    ...voteWrite,
    path: '/partner/v1/governance/votes/withdraw',
    request: withdrawVoteRequestSchema,
  },
  settleProposal: {
    ...voteWrite,
    path: '/partner/v1/governance/proposals/settle',
    request: settleProposalRequestSchema,
  },
  updateContent: {
    ...proposeWrite,
    body: 'multipart',
    path: '/partner/v1/governance/proposals/update-content',
    request: updateContentFieldsSchema,
  },
  extendMutability: {
    ...proposeWrite,
    path: '/partner/v1/governance/proposals/extend-mutability',
    request: extendMutabilityRequestSchema,
  },
  finalizeMetadata: {
    ...proposeWrite,
    path: '/partner/v1/governance/proposals/finalize-metadata',
    request: finalizeMetadataRequestSchema,
  },
  finalizeExpired: {
    ...proposeWrite,
    path: '/partner/v1/governance/metadata/finalize-expired',
    request: finalizeExpiredRequestSchema,
  },
  withdrawBond: {
    ...proposeWrite,
    path: '/partner/v1/governance/bonds/withdraw',
    request: withdrawBondRequestSchema,
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointKey = keyof typeof ENDPOINTS;
export type Endpoint = (typeof ENDPOINTS)[EndpointKey] & { key: EndpointKey };

export const ENDPOINT_KEYS = Object.keys(ENDPOINTS) as EndpointKey[];

export function endpoint<K extends EndpointKey>(key: K): (typeof ENDPOINTS)[K] & { key: K } {
  return { ...ENDPOINTS[key], key };
}

/** Fill a path template, encoding each parameter as one path segment. */
export function endpointPath(key: EndpointKey, params: Record<string, string> = {}): string {
  return ENDPOINTS[key].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${key}.`);
    return encodeURIComponent(value);
  });
}
