import 'server-only';
import type { RequestHead } from './request-head';

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  path?: string;
  /** `Lax` unless said otherwise; `None` (always with `Secure`) only for the widget inside partner sites. */
  sameSite?: 'Lax' | 'None';
  /** CHIPS: a cookie kept per top-level site, so it works where third-party cookies are blocked. */
  partitioned?: boolean;
}

/** Whether the app is served over https (then cookies are `Secure` and take the `__Host-` prefix). */
export function isSecureRequest(request: RequestHead): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}

export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function readCookie(request: RequestHead, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodedCookie(part.slice(index + 1).trim());
  }
  return null;
}

/** A cookie value that does not decode (`sid=%`) was not set by us: it counts as absent. */
function decodedCookie(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A `Set-Cookie` value: always HttpOnly; SameSite=Lax unless the options say None. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const sameSite = options.sameSite ?? 'Lax';
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? '/'}`,
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
  ];
  // Browsers drop SameSite=None and Partitioned cookies that are not Secure.
  if (options.secure || sameSite === 'None' || options.partitioned) parts.push('Secure');
  if (options.partitioned) parts.push('Partitioned');
  return parts.join('; ');
}

/** Expires a cookie; a partitioned one must be cleared with the same attributes it was set with. */
export function clearCookie(
  name: string,
  secure: boolean,
  attributes: Pick<CookieOptions, 'sameSite' | 'partitioned'> = {},
): string {
  return serializeCookie(name, '', { maxAgeSeconds: 0, secure, ...attributes });
}
