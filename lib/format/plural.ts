// Counts with their noun, by Intl.PluralRules: "1 proposal", "2 proposals", "1,200 voters".

const rules = new Intl.PluralRules('en-US');
const numbers = new Intl.NumberFormat('en-US');

/** "1 voter", "3 voters"; `many` defaults to `one` + "s". */
export function count(n: bigint | number, one: string, many = `${one}s`): string {
  return `${numbers.format(n)} ${rules.select(Number(n)) === 'one' ? one : many}`;
}

/** The noun alone for a count: "vote" for 1, "votes" otherwise. */
export function noun(n: bigint | number, one: string, many = `${one}s`): string {
  return rules.select(Number(n)) === 'one' ? one : many;
}
