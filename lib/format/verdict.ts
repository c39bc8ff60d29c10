// One sentence explaining a pass-rule result, for the proposal card, the verdict panel and the settle
// dialog. Its shares are written by the same functions as every panel's (./percent.ts), so the turnout
// and the yes share read the same in the sentence as beside it.

import type { PassRuleResult } from '@/lib/domain';
import { percent, turnoutPercent, yesPercent } from './percent';
import { count, countText } from './plural';

function votersText(n: bigint): string {
  return count(n, 'qualifying voter');
}

/**
 * "Passed: 7 qualifying voters (5 needed), 22% of supply took part (15% needed), 81% voted yes (66% needed)."
 * "Failed: 4.1% of supply took part, 15% needed, although 98% voted yes."
 * "Failed: 3 qualifying voters, 5 needed."
 * Failing conditions are listed in the order voters, participation, approval, separated by semicolons.
 */
export function explainVerdict(result: PassRuleResult): string {
  const { voters, participation, approval } = result;
  const participationShare = turnoutPercent(participation.shareBps, participation.thresholdBps);
  const participationNeed = percent(participation.thresholdBps);
  const yesShare = yesPercent(approval.shareBps, approval.thresholdBps);
  const yesNeed = percent(approval.thresholdBps);

  if (result.passes) {
    const approvalPart =
      approval.cast === 0n
        ? `no votes were cast (${yesNeed} yes needed)`
        : `${yesShare} voted yes (${yesNeed} needed)`;
    return (
      `Passed: ${votersText(voters.current)} (${countText(voters.threshold)} needed), ` +
      `${participationShare} of supply took part (${participationNeed} needed), ${approvalPart}.`
    );
  }

  const failures: string[] = [];
  if (!voters.met) failures.push(`${votersText(voters.current)}, ${countText(voters.threshold)} needed`);
  if (!participation.met)
    failures.push(`${participationShare} of supply took part, ${participationNeed} needed`);
  if (!approval.met) failures.push(`${yesShare} voted yes, ${yesNeed} needed`);
  // Strong approval with low turnout fails; say so, since that is the surprising case.
  const although =
    !participation.met && approval.met && approval.cast > 0n ? `, although ${yesShare} voted yes` : '';
  return `Failed: ${failures.join('; ')}${although}.`;
}
