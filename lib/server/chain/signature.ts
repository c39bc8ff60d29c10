import 'server-only';
import bs58 from 'bs58';

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

/** A transaction signature: base58, 64 to 88 characters, decoding to the 64 bytes of an ed25519 signature. */
export function isSignature(value: string): boolean {
  if (!BASE58.test(value)) return false;
  try {
    return bs58.decode(value).length === 64;
  } catch {
    return false;
  }
}
