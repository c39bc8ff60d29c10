import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Secrets at rest (access and refresh tokens) are sealed with AES-256-GCM under a key derived from
// SESSION_SECRET by HKDF-SHA256. Compact form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
// An optional context string is bound as associated data, so a sealed value moved to another row or
// column no longer opens.

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HKDF_SALT = 'partner-dashboard/token-store';
const HKDF_INFO = 'aes-256-gcm v1';

/** A sealed value that is malformed, tampered with, bound to another context, or sealed under another key. */
export class SealError extends Error {
  override readonly name = 'SealError';
}

export type Sealer = {
  seal(plaintext: string, context?: string): string;
  open(sealed: string, context?: string): string;
};

function decodePart(part: string | undefined, bytes?: number): Buffer {
  const buffer = Buffer.from(part ?? '', 'base64url');
  // Buffer's decoder skips characters it does not know; insist on the canonical encoding instead.
  if (
    part === undefined ||
    buffer.toString('base64url') !== part ||
    (bytes !== undefined && buffer.length !== bytes)
  )
    throw new SealError('The sealed value is malformed.');
  return buffer;
}

export function createSealer(secret: string): Sealer {
  if (secret.length < 32) throw new SealError('The sealing secret must be at least 32 characters.');
  const key = Buffer.from(hkdfSync('sha256', secret, HKDF_SALT, HKDF_INFO, 32));

  return {
    seal(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, ciphertext]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },

    open(sealed, context = '') {
      const parts = sealed.split('.');
      if (parts.length !== 4) throw new SealError('The sealed value is malformed.');
      if (parts[0] !== VERSION) throw new SealError('The sealed value has an unknown version.');
      const iv = decodePart(parts[1], IV_BYTES);
      const tag = decodePart(parts[2], TAG_BYTES);
      const ciphertext = decodePart(parts[3]);
      const decipher = createDecipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tag);
      try {
        return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
      } catch {
        throw new SealError(
          'The sealed value failed authentication (tampered, or sealed under another key).',
        );
      }
    },
  };
}
