import { isAddress } from '@/lib/domain';

export type MintCheck = { ok: true; mint: string } | { ok: false; message: string };

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;

/**
 * Checks a typed token mint before any request: base58 text of a 32-byte address. Surrounding spaces
 * are ignored; each failure says what is wrong.
 */
export function checkMintInput(text: string): MintCheck {
  const mint = text.trim();
  if (mint === '') return { ok: false, message: 'Enter a token mint address.' };
  if (!BASE58.test(mint))
    return {
      ok: false,
      message:
        'This is not a valid token address: a mint address uses only letters and digits, without 0, O, I, l, spaces or punctuation.',
    };
  if (mint.length < 32 || mint.length > 44)
    return {
      ok: false,
      message: `This is not a valid token address: it should be 32 to 44 characters long, and this is ${mint.length}.`,
    };
  if (!isAddress(mint))
    return {
      ok: false,
      message: 'This is not a valid token address: it does not decode to a 32-byte address.',
    };
  return { ok: true, mint };
}
