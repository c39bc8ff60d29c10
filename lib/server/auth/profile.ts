import 'server-only';
import { readMeWithToken, type PartnerSeam } from '../partner';
import type { SessionProfile } from '../store';

/** The connected person's name and wallet from `GET /partner/v1/me`, when the token may read them. */
export async function fetchProfile(
  partner: PartnerSeam,
  accessToken: string,
  scopes: string[],
): Promise<SessionProfile> {
  if (!scopes.includes('profile:read')) return {};
  const me = await readMeWithToken(partner, accessToken);
  if (!me) return {};
  const user = me.user as { username?: unknown; wallet?: unknown };
  return {
    username: typeof user.username === 'string' ? user.username : null,
    wallet: typeof user.wallet === 'string' ? user.wallet : null,
  };
}
