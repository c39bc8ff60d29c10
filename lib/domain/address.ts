// Solana addresses: base58 text of a 32-byte public key.

import bs58 from 'bs58';

/** True when `s` is base58 of `minLength` to `maxLength` characters that decodes to exactly `bytes` bytes. */
function isBase58Of(s: string, bytes: number, minLength: number, maxLength: number): boolean {
  // Checking the length first bounds the decoding work.
  if (s.length < minLength || s.length > maxLength) return false;
  try {
    return bs58.decode(s).length === bytes;
  } catch {
    return false;
  }
}

/** True when `s` is base58 that decodes to exactly 32 bytes (no whitespace, no other alphabet). */
export function isAddress(s: string): boolean {
  // 32 bytes take 32 to 44 base58 characters.
  return isBase58Of(s, 32, 32, 44);
}

/** A transaction signature: base58, 64 to 88 characters, decoding to the 64 bytes of an ed25519 signature. */
export function isSignature(s: string): boolean {
  return isBase58Of(s, 64, 64, 88);
}

/** "AbCd…WxYz" for display; strings too short to shorten are returned as they are. */
export function shortAddress(s: string, chars = 4): string {
  return s.length <= chars * 2 + 1 ? s : `${s.slice(0, chars)}…${s.slice(-chars)}`;
}
