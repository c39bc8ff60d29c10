// GET /api/auth/callback – the service returns here: check state, exchange the code, keep the tokens
import { connectFragment, type ConnectOutcome } from '@/lib/embed/connect-message';
import { ApiError } from '@/lib/partner';
import { endConnection } from '@/lib/server/auth/end-connection';
import { clearPendingCookie, readPending } from '@/lib/server/auth/pending';
import { fetchProfile } from '@/lib/server/auth/profile';
import { sessionCookie } from '@/lib/server/auth/session-cookie';
import { claimState } from '@/lib/server/auth/used-states';
import { handOver } from '@/lib/server/auth/widget-handover';
import { serverConfig } from '@/lib/server/config';
import { failuresPerIp, takePerIp } from '@/lib/server/http/per-ip';
import { otherMethods, route } from '@/lib/server/http/route';
import { sessionIdsOf } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

/**
 * Sign-ins the service refused (a made-up or spent code), per address: after three in ten minutes that
 * address's next answers are not sent to the service at all, so a loop of forged callbacks costs the
 * shared token endpoint three calls, not one a second. A person who went through the consent screen
 * never meets it.
 */
const refusedSignIns = failuresPerIp('auth.refused', 3, 600);
const REFUSED_CODES = new Set(['invalid_grant', 'invalid_request']);

/** The widget's login popup ends on this page, which hands the outcome to the widget that opened it. */
const POPUP_DONE = '/embed/connected';

/** A redirect to a path of this app: a relative `Location`, so no Host a request names is ever echoed. */
function redirect(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}

function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://local');
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const GET = route(
  'auth.callback',
  async ({ request, log, rt }) => {
    const url = new URL(request.url);
    const pending = readPending(request);
    // The pending authorization is single-use: every answer from here clears it.
    const consumed = clearPendingCookie(request);
    const popup = pending?.mode === 'popup';
    // In the popup every outcome goes to the hand-over page, in its fragment (never sent to a server).
    const toPopup = (outcome: ConnectOutcome) => redirect(POPUP_DONE + connectFragment(outcome), [consumed]);
    const problem = (reason: string) =>
      popup ? toPopup({ error: reason }) : redirect(`/connect/problem?reason=${reason}`, [consumed]);

    // Before anything else: one address cannot spend the sign-ins everyone shares.
    if (await takePerIp(rt, request, 'auth.callback', serverConfig().authPerMinutePerIp))
      return problem('busy');
    if (!pending) return problem('expired');
    // A popup's sign-in that names no widget (started before codes were bound to one) is handed to none.
    if (popup && !pending.widget) return problem('expired');
    // Every answer, an error answer too, must carry the state we sent; a forged one changes nothing.
    if (url.searchParams.get('state') !== pending.state) return problem('state');
    // A replay of this very answer (same cookie, same code) is refused before any token call.
    if (!(await claimState(await rt.db(), pending.state, pending.expiresAt))) return problem('expired');
    if (url.searchParams.get('error') === 'access_denied') {
      if (popup) return toPopup({ error: 'denied' });
      return redirect(withParam(pending.returnTo, 'connect', 'denied'), [consumed]);
    }

    if (await refusedSignIns.blocked(rt, request)) return problem('busy');
    try {
      const tokens = await rt.partner.tokens.exchangeCode({
        callback: url,
        state: pending.state,
        codeVerifier: pending.codeVerifier,
      });
      const profile = await fetchProfile(rt.partner, tokens.accessToken, tokens.scopes);
      const { sessionId } = await (await rt.store()).sessions.createSession(tokens, profile);
      log.info({ scopes: tokens.scopes, mode: pending.mode }, 'connected');
      // The widget's connection belongs to its frame alone: no site cookie here, a one-time code instead.
      if (pending.widget) return toPopup({ code: await handOver(rt, sessionId, pending.widget, log) });
      // A new sign-in in this browser ends the connection it held before, rather than orphan it.
      const previous = sessionIdsOf(request).site;
      if (previous && previous !== sessionId) await endConnection(rt, previous, log);
      return redirect(pending.returnTo, [consumed, sessionCookie(request, sessionId)]);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'internal';
      if (!(error instanceof ApiError)) log.error({ err: error }, 'connect failed');
      if (REFUSED_CODES.has(code)) await refusedSignIns.failed(rt, request);
      // Our own OAuth allowance (or the service's limit) was spent: the person is told to wait.
      return problem(code === 'rate_limit_exceeded' ? 'busy' : encodeURIComponent(code));
    }
    // The service may add parameters of its own to the redirect (RFC 6749 §4.1.2): the handler reads its own.
  },
  { query: null },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('auth.callback', ['GET']);
