import { BPS_DENOMINATOR, formatBps, shareBps, toBigInt } from '@/lib/domain';

type Bps = bigint | number;

// Percentages, one rule everywhere:
// - Rules and settings (thresholds, bond share, slippage) are exact: 6600 bps → "66%", 3333 → "33.33%".
// - Measured shares (participation, yes share, a voter's weight) are floored bps shown at ONE decimal,
//   truncated toward zero ("81.25%" reads "81.2%"), trailing zeros dropped ("50%"). Truncation means a
//   share never reads as reaching a threshold it has not reached. Only when compared with a threshold
//   that itself has a second decimal ("15.55% needed") is the share shown with two, so a met share never
//   reads below its threshold either.
// - Parts of one whole (yes + no) always add up to 100%: see `splitPercent`.
// - One figure, one writer: the turnout (share of supply that took part) is written only by
//   `turnoutPercent`, the yes share only by `yesPercent` and the tally's two sides only by `yesNoPercents`,
//   each taking the threshold its precision depends on (not optional), so no panel can write the same
//   figure at another precision. The verdict sentence (./verdict.ts) uses them too.

/** "66%", "33.33%", "0.01%": a rule's percentage, exact. */
export function percent(bps: bigint | number): string {
  return formatBps(toBigInt(bps, 'bps'));
}

/** Fraction digits of a measured share shown next to `thresholdBps` (1, or 2 for thresholds like 15.55%). */
export function shareDigits(thresholdBps?: bigint | number | null): 1 | 2 {
  return thresholdBps != null && toBigInt(thresholdBps, 'bps') % 10n !== 0n ? 2 : 1;
}

/** "81.2%": a measured share in bps, truncated to one decimal (two next to a two-decimal threshold). */
export function sharePercent(bps: bigint | number, thresholdBps?: bigint | number | null): string {
  return formatBps(toBigInt(bps, 'bps'), { maxFractionDigits: shareDigits(thresholdBps) });
}

/** "12.5%": `part` of `whole` as a measured share ("0%" when the whole is zero). */
export function shareOf(part: bigint, whole: bigint, thresholdBps?: bigint | number | null): string {
  return sharePercent(shareBps(part, whole), thresholdBps);
}

/** "4.1%": the share of supply that took part (bps), at the precision its threshold sets. */
export function turnoutPercent(shareOfSupplyBps: Bps, minParticipatingSupplyBps: Bps): string {
  return sharePercent(shareOfSupplyBps, minParticipatingSupplyBps);
}

/** "81.2%": the yes share of the weight cast (bps), at the precision the approval threshold sets. */
export function yesPercent(yesShareBps: Bps, approvalBps: Bps): string {
  return sharePercent(yesShareBps, approvalBps);
}

/**
 * ["98%", "2%"]: the tally's yes and no as shares of the weight cast, adding up to 100%; the yes side
 * reads as `yesPercent` writes it (floored), no takes the rest.
 */
export function yesNoPercents(yes: bigint, no: bigint, approvalBps: Bps): [string, string] {
  const [yesShare = '0%', noShare = '0%'] = splitPercent([yes, no], {
    digits: shareDigits(approvalBps),
    keepFloored: 0,
  });
  return [yesShare, noShare];
}

/**
 * Parts of one whole as percentages that add up to exactly 100% at `digits` decimals (largest
 * remainder): each part is floored, and the units left over go to the parts with the largest remainders
 * (earlier parts first on ties). The part at `keepFloored` (the yes share, which the approval rule
 * compares with its threshold) is never rounded up; the others absorb what it leaves, so yes + no is
 * "66.6% + 33.4%", never "66.7% + 33.4%" or 99.9%. A zero whole gives "0%" for every part.
 */
export function splitPercent(
  parts: readonly bigint[],
  opts: { digits?: 1 | 2; keepFloored?: number } = {},
): string[] {
  const digits = opts.digits ?? 1;
  const total = parts.reduce((a, b) => a + b, 0n);
  if (total <= 0n) return parts.map(() => '0%');
  const units = 100n * 10n ** BigInt(digits); // 1000 tenths of a percent
  const floors = parts.map((p) => (p * units) / total);
  const order = parts
    .map((p, i) => ({ i, rem: (p * units) % total }))
    .filter(({ i, rem }) => i !== opts.keepFloored && rem > 0n)
    .sort((a, b) => (a.rem === b.rem ? a.i - b.i : a.rem > b.rem ? -1 : 1));
  let left = units - floors.reduce((a, b) => a + b, 0n);
  for (const { i } of order) {
    if (left <= 0n) break;
    floors[i] = (floors[i] ?? 0n) + 1n;
    left -= 1n;
  }
  const scale = BPS_DENOMINATOR / units; // bps per unit
  return floors.map((f) => formatBps(f * scale));
}
