import 'server-only';
import { cookies, headers } from 'next/headers';
import { ApiError, catalogueError } from '@/lib/partner';
import { cookieName } from '../http/cookies';
import type { RequestHead } from '../http/request-head';
import type { Runtime } from '../runtime';
import { SESSION_COOKIE, sessionIdsOf, type CurrentSession } from '../session';
import { isPartnerAdmin } from './admin';

// The partner console's gate: the site's own session (never a widget's, which a partner's page holds),
// active, of a person whose wallet is on the team. Anyone else is refused with `403 partner_only`, before
// anything is read for them.

export type PartnerAccess =
  { allowed: true; session: CurrentSession } | { allowed: false; reason: 'not_connected' | 'not_member' };

/** Who a site session id belongs to, as the console sees it. */
export async function partnerAccess(
  rt: Pick<Runtime, 'store' | 'config'>,
  sessionId: string | null,
): Promise<PartnerAccess> {
  if (!sessionId) return { allowed: false, reason: 'not_connected' };
  const view = await (await rt.store()).sessions.getSession(sessionId);
  if (!view || view.status !== 'active') return { allowed: false, reason: 'not_connected' };
  if (!isPartnerAdmin(rt.config, view.wallet)) return { allowed: false, reason: 'not_member' };
  return { allowed: true, session: { sessionId, view } };
}

/** The refusal for a person the console does not admit, in the spec's error shape. */
export function partnerRefusal(reason: 'not_connected' | 'not_member'): ApiError {
  return reason === 'not_connected'
    ? catalogueError('partner_only', {
        message: 'The partner console is for the partner’s team only, and you are not connected.',
        action: 'Connect with your team’s wallet, then open the console again.',
      })
    : catalogueError('partner_only');
}

/** For the console's route handlers: the partner member's session, or `403 partner_only`. */
export async function requirePartner(
  rt: Pick<Runtime, 'store' | 'config'>,
  request: RequestHead,
): Promise<CurrentSession> {
  const access = await partnerAccess(rt, sessionIdsOf(request).site);
  if (!access.allowed) throw partnerRefusal(access.reason);
  return access.session;
}

/** For the console's pages: whether the person rendering the page is on the partner's team. */
export async function pagePartnerAccess(rt: Pick<Runtime, 'store' | 'config'>): Promise<PartnerAccess> {
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  const sessionId = (await cookies()).get(cookieName(SESSION_COOKIE, secure))?.value ?? null;
  return partnerAccess(rt, sessionId);
}
