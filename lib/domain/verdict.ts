// One sentence explaining a pass-rule result, for the proposal card and the settle dialog.

import { formatBps } from './bps';
import type { PassRuleResult } from './pass-rule';

/**
 * A share shown next to its threshold. Shares are at most one decimal, truncated; when the threshold
 * itself has a second decimal (e.g. 15.55%) the share is shown with two, so a met share never reads below
 * its threshold and a failing share never reads as equal to or above it (shares are floored bps, and a
 * condition is met exactly when its floored share reaches the threshold).
 */
function shareText(share: bigint, threshold: bigint): string {
  return formatBps(share, { maxFractionDigits: threshold % 10n === 0n ? 1 : 2 });
}

function votersText(count: bigint): string {
  return `${count} qualifying ${count === 1n ? 'voter' : 'voters'}`;
}

/**
 * "Passed: 7 qualifying voters (5 needed), 22% of supply took part (15% needed), 81% voted yes (66% needed)."
 * "Failed: 4.1% of supply took part, 15% needed, although 98% voted yes."
 * "Failed: 3 qualifying voters, 5 needed."
 * Failing conditions are listed in the order voters, participation, approval, separated by semicolons.
 */
export function explainVerdict(result: PassRuleResult): string {
  const { voters, participation, approval } = result;
  const participationShare = shareText(participation.shareBps, participation.thresholdBps);
  const participationNeed = formatBps(participation.thresholdBps);
  const yesShare = shareText(approval.shareBps, approval.thresholdBps);
  const yesNeed = formatBps(approval.thresholdBps);

  if (result.passes) {
    const approvalPart =
      approval.cast === 0n
        ? `no votes were cast (${yesNeed} yes needed)`
        : `${yesShare} voted yes (${yesNeed} needed)`;
    return (
      `Passed: ${votersText(voters.current)} (${voters.threshold} needed), ` +
      `${participationShare} of supply took part (${participationNeed} needed), ${approvalPart}.`
    );
  }

  const failures: string[] = [];
  if (!voters.met) failures.push(`${votersText(voters.current)}, ${voters.threshold} needed`);
  if (!participation.met)
    failures.push(`${participationShare} of supply took part, ${participationNeed} needed`);
  if (!approval.met) failures.push(`${yesShare} voted yes, ${yesNeed} needed`);
  // Strong approval with low turnout fails; say so, since that is the surprising case.
  const although =
    !participation.met && approval.met && approval.cast > 0n ? `, although ${yesShare} voted yes` : '';
  return `Failed: ${failures.join('; ')}${although}.`;
}
