import type { ApiError } from '@/lib/partner';

// The numbers a refusal of a creator write names, apart from the creator writes' error words
// (describe-error.ts) so that the token page can read them without loading those.

/** A whole number the error body names, sent as a JSON number or as a string of digits. */
export function uintField(error: ApiError, name: string): bigint | null {
  const value = error.body[name];
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  return typeof value === 'string' && /^[0-9]+$/.test(value) ? BigInt(value) : null;
}

/** The cap an `mutability_extension_exceeds_cap` refusal names, when it names one. */
export function capOf(error: ApiError): bigint | null {
  return error.code === 'mutability_extension_exceeds_cap' ? uintField(error, 'extensionCapSeconds') : null;
}
