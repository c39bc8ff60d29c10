import 'server-only';
import { meResponseSchema } from '@/lib/partner';
import type { SessionProfile } from '../store';
import { upstreamFetch } from '../upstream';

/** The connected person's name and wallet from `GET /partner/v1/me`, when the token may read them. */
export async function fetchProfile(accessToken: string, scopes: string[]): Promise<SessionProfile> {
  if (!scopes.includes('profile:read')) return {};
  try {
    const response = await upstreamFetch({
      method: 'GET',
      path: '/partner/v1/me',
      accessToken,
      timeoutMs: 5000,
    });
    if (!response.ok) return {};
    const parsed = meResponseSchema.safeParse(await response.json());
    if (!parsed.success) return {};
    const user = parsed.data.user as { username?: unknown; wallet?: unknown };
    return {
      username: typeof user.username === 'string' ? user.username : null,
      wallet: typeof user.wallet === 'string' ? user.wallet : null,
    };
  } catch {
    return {};
  }
}
