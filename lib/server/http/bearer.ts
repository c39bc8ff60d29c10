import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an `Authorization` header is `Bearer <secret>`, compared in constant time (over digests, so
 * lengths leak nothing either); never without a configured secret.
 */
export function bearerIs(authorization: string | null, secret: string | null): boolean {
  if (!secret || !authorization) return false;
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(authorization), digest(`Bearer ${secret}`));
}
