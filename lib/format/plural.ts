import { groupThousands } from '@/lib/domain/digits';

// Counts with their noun: "1 proposal", "2 proposals", "1,200 voters". Written out for en-US rather than
// through Intl.NumberFormat and Intl.PluralRules, which the module used to build as it loaded: a page's
// first Intl object costs 30-60 ms of main thread in Chromium while it loads its locale data (measured at
// full CPU speed; four times that on Lighthouse's phone), and the first NumberFormat 7-13 ms more. A whole
// count needs only digit groups and "one or other" (en-US: exactly 1 is "one"). Moments and relative
// times (date.ts) are written out for the same reason. The tests compare the output with Intl's.

/** "1,200": a whole count in en-US digit groups; a number that is not a safe integer as JavaScript writes it. */
export function countText(n: bigint | number): string {
  if (typeof n === 'number' && !Number.isSafeInteger(n)) return String(n);
  return groupThousands(BigInt(n).toString());
}

/** The noun alone for a count: "vote" for 1, "votes" otherwise. */
export function noun(n: bigint | number, one: string, many = `${one}s`): string {
  return Number(n) === 1 ? one : many;
}

/** "1 voter", "3 voters"; `many` defaults to `one` + "s". */
export function count(n: bigint | number, one: string, many = `${one}s`): string {
  return `${countText(n)} ${noun(n, one, many)}`;
}
