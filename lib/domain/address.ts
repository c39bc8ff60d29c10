// Solana addresses: base58 text of a 32-byte public key.

import bs58 from 'bs58';

/** True when `s` is base58 that decodes to exactly 32 bytes (no whitespace, no other alphabet). */
export function isAddress(s: string): boolean {
  // 32 bytes take 32 to 44 base58 characters; checking the length first bounds the decoding work.
  if (s.length < 32 || s.length > 44) return false;
  try {
    return bs58.decode(s).length === 32;
  } catch {
    return false;
  }
}

/** A transaction signature: base58, 64 to 88 characters, decoding to the 64 bytes of an ed25519 signature. */
export function isSignature(s: string): boolean {
  if (s.length < 64 || s.length > 88) return false;
  try {
    return bs58.decode(s).length === 64;
  } catch {
    return false;
  }
}

/** "AbCd…WxYz" for display; strings too short to shorten are returned as they are. */
export function shortAddress(s: string, chars = 4): string {
  return s.length <= chars * 2 + 1 ? s : `${s.slice(0, chars)}…${s.slice(-chars)}`;
}
