import 'server-only';
import {
  governanceReadResponseSchema,
  parseErrorBody,
  parseVotesLimit,
  votesListResponseSchema,
  type GovernanceReadResponse,
  type VotesListResponse,
} from '@/lib/partner';
import { callForSession } from './partner-call';

// Server-side reads for pages that prefetch: the same data the browser reads through the proxy, called
// directly (never through our own HTTP routes). Failures throw the spec's `ApiError`.

async function readJson(sessionId: string, path: string): Promise<unknown> {
  const response = await callForSession(sessionId, { method: 'GET', path, timeoutMs: 10_000 });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body;
}

export async function readGovernance(sessionId: string, mint: string): Promise<GovernanceReadResponse> {
  const body = await readJson(sessionId, `/partner/v1/governance/${encodeURIComponent(mint)}`);
  return governanceReadResponseSchema.parse(body);
}

export async function readVotes(
  sessionId: string,
  proposal: string,
  limit: number,
): Promise<VotesListResponse> {
  const path = `/partner/v1/governance/proposals/${encodeURIComponent(proposal)}/votes?limit=${parseVotesLimit(String(limit))}`;
  return votesListResponseSchema.parse(await readJson(sessionId, path));
}
