import 'server-only';
import {
  governanceReadResponseSchema,
  meResponseSchema,
  parseErrorBody,
  parseVotesLimit,
  votesListResponseSchema,
  type GovernanceReadResponse,
  type MeResponse,
  type VotesListResponse,
} from '@/lib/partner';
import type { Priority } from './budget';
import type { PartnerSeam } from './seam';

// Typed reads through the seam, for server-rendered pages and the login: the same data the browser reads
// through the proxy, called directly (never through our own HTTP routes). Failures throw the spec's
// `ApiError`; a spent budget is the spec's `429 rate_limit_exceeded`.

const READ_TIMEOUT_MS = 10_000;

async function readJson(
  seam: PartnerSeam,
  sessionId: string,
  path: string,
  priority: Priority,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<unknown> {
  const response = await seam.read(sessionId, path, { priority, timeoutMs });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body;
}

export const governancePath = (mint: string) => `/partner/v1/governance/${encodeURIComponent(mint)}`;

export const votesPath = (proposal: string, limit: number) =>
  `/partner/v1/governance/proposals/${encodeURIComponent(proposal)}/votes?limit=${parseVotesLimit(String(limit))}`;

export async function readGovernance(
  seam: PartnerSeam,
  sessionId: string,
  mint: string,
  priority: Priority = 'user',
): Promise<GovernanceReadResponse> {
  const body = await readJson(seam, sessionId, governancePath(mint), priority);
  return governanceReadResponseSchema.parse(body);
}

export async function readVotes(
  seam: PartnerSeam,
  sessionId: string,
  proposal: string,
  limit: number,
  priority: Priority = 'user',
): Promise<VotesListResponse> {
  return votesListResponseSchema.parse(await readJson(seam, sessionId, votesPath(proposal, limit), priority));
}

/** `GET /partner/v1/me` for a session. */
export async function readMe(seam: PartnerSeam, sessionId: string): Promise<MeResponse> {
  return meResponseSchema.parse(await readJson(seam, sessionId, '/partner/v1/me', 'user', 5000));
}

/** `GET /partner/v1/me` with a token not yet stored (at login); null when it cannot be read. */
export async function readMeWithToken(seam: PartnerSeam, accessToken: string): Promise<MeResponse | null> {
  try {
    const response = await seam.readWithToken(accessToken, '/partner/v1/me', {
      priority: 'user',
      timeoutMs: 5000,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    const parsed = meResponseSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
