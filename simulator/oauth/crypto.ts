import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix of access tokens, checked by `/partner/v1/` before any lookup. */
export const ACCESS_TOKEN_PREFIX = 'svc_at_';
/** Prefix of refresh tokens (the spec does not show one; this one mirrors the access token's). */
export const REFRESH_TOKEN_PREFIX = 'svc_rt_';

/** 256 random bits as base64url, after an optional prefix. */
export function randomToken(prefix = ''): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}

function sha256(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** The key a secret is stored under: its SHA-256, so the store never holds a usable token. */
export function storageKey(secret: string): string {
  return sha256(secret).toString('base64url');
}

/** Compares two secrets in constant time (both are hashed first, so lengths never leak). */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
/** RFC 7636 §4.2: an S256 challenge is the base64url SHA-256, always 43 characters. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export function isS256Challenge(value: string): boolean {
  return S256_CHALLENGE.test(value);
}

/** The S256 challenge of a verifier: `BASE64URL(SHA256(ASCII(code_verifier)))`. */
export function s256Challenge(verifier: string): string {
  return sha256(verifier).toString('base64url');
}

/** Whether a verifier is well formed and hashes to the challenge. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && secretsEqual(s256Challenge(verifier), challenge);
}
