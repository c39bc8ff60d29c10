import 'server-only';
import { z } from 'zod';
import { serverConfig } from '../config';
import { cookieName, isSecureRequest, readCookie, serializeCookie, clearCookie } from '../http/cookies';
import { createSealer, type Sealer } from '../store';

// The pending authorization between /api/auth/login and /api/auth/callback: state, PKCE verifier, where
// to return and how (a page of the site, or the widget's login popup), sealed in a short-lived HttpOnly
// cookie that the callback consumes once.

const COOKIE = 'pending_auth';
const CONTEXT = 'pending-authorization';
export const PENDING_MAX_AGE_SECONDS = 600;

const pendingSchema = z.object({
  state: z.string().min(16),
  codeVerifier: z.string().min(43),
  returnTo: z.string().startsWith('/'),
  /** `popup`: connecting from inside the widget; the callback hands its opener a one-time code. */
  mode: z.enum(['page', 'popup']).default('page'),
  /** In the popup: the widget it was opened for, to which the one-time code is bound. */
  widget: z.object({ parentOrigin: z.string(), instanceId: z.string().nullable() }).optional(),
  expiresAt: z.number().int(),
});
export type PendingAuthorization = z.infer<typeof pendingSchema>;

let sealer: Sealer | undefined;
function pendingSealer(): Sealer {
  const secret = serverConfig().sessionSecret;
  if (!secret) throw new Error('SESSION_SECRET is required to connect accounts.');
  sealer ??= createSealer(secret);
  return sealer;
}

export function pendingCookie(
  request: Request,
  pending: Omit<PendingAuthorization, 'expiresAt' | 'mode' | 'widget'> & {
    mode?: PendingAuthorization['mode'];
    widget?: PendingAuthorization['widget'];
  },
): string {
  const secure = isSecureRequest(request);
  const value: PendingAuthorization = {
    state: pending.state,
    codeVerifier: pending.codeVerifier,
    returnTo: pending.returnTo,
    mode: pending.mode ?? 'page',
    ...(pending.widget ? { widget: pending.widget } : {}),
    expiresAt: Date.now() + PENDING_MAX_AGE_SECONDS * 1000,
  };
  return serializeCookie(cookieName(COOKIE, secure), pendingSealer().seal(JSON.stringify(value), CONTEXT), {
    maxAgeSeconds: PENDING_MAX_AGE_SECONDS,
    secure,
  });
}

export function clearPendingCookie(request: Request): string {
  const secure = isSecureRequest(request);
  return clearCookie(cookieName(COOKIE, secure), secure);
}

/** The request's pending authorization, or null when absent, expired, or not sealed by us. */
export function readPending(request: Request): PendingAuthorization | null {
  const sealed = readCookie(request, cookieName(COOKIE, isSecureRequest(request)));
  if (!sealed) return null;
  try {
    const pending = pendingSchema.parse(JSON.parse(pendingSealer().open(sealed, CONTEXT)));
    return pending.expiresAt > Date.now() ? pending : null;
  } catch {
    return null;
  }
}
