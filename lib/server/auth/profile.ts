import 'server-only';
import { readMe, readMeWithToken, type PartnerSeam } from '../partner';
import type { Runtime } from '../runtime';
import type { CurrentSession } from '../session';
import type { SessionProfile } from '../store';

type MeUser = { username?: unknown; wallet?: unknown };

const profileOf = (user: MeUser) => ({
  username: typeof user.username === 'string' ? user.username : null,
  wallet: typeof user.wallet === 'string' ? user.wallet : null,
});

/**
 * The connected person's name and wallet from `GET /partner/v1/me`, when the token may read them; a read
 * that fails leaves the profile `unread`, to be read when first needed.
 */
export async function fetchProfile(
  partner: PartnerSeam,
  accessToken: string,
  scopes: string[],
): Promise<SessionProfile> {
  if (!scopes.includes('profile:read')) return {};
  const me = await readMeWithToken(partner, accessToken);
  return me ? profileOf(me.user as MeUser) : { unread: true };
}

type ProfileDeps = Pick<Runtime, 'partner' | 'store'>;

/**
 * What the session knows of the person, completed by a profile read (`user`, from `GET /partner/v1/me`):
 * a connection whose profile could not be read at login (the tier's minute was spent, the service slow)
 * learns its name and wallet here and keeps them.
 */
export async function rememberProfile(
  rt: ProfileDeps,
  { sessionId, view }: CurrentSession,
  user: MeUser,
): Promise<{ username: string | null; wallet: string | null }> {
  const read = profileOf(user);
  const known = { username: view.username ?? read.username, wallet: view.wallet ?? read.wallet };
  if (view.profileUnread || known.username !== view.username || known.wallet !== view.wallet)
    await (await rt.store()).sessions.updateProfile(sessionId, known).catch(() => false);
  return known;
}

/**
 * The session's wallet, read from the service when the login could not read the profile (and kept); null
 * when the connection may not read its profile or the service names no wallet (the spec does not promise
 * one), without asking again. A read that fails throws its error (the tier's minute spent, the connection
 * ended), so the person is told what to do, and is tried again at the next need.
 */
export async function knownWallet(rt: ProfileDeps, session: CurrentSession): Promise<string | null> {
  if (session.view.wallet !== null || !session.view.profileUnread) return session.view.wallet;
  const me = await readMe(rt.partner, session.sessionId);
  return (await rememberProfile(rt, session, me.user)).wallet;
}
