import { Card, CardTitle } from '@/components/ui/card';
import { tokenAmount } from '@/lib/format';
import type { Governance } from '@/lib/partner';
import { describeRules } from './rules';

/** The pass rule and bond in words, and the content revision. */
export function RulesPanel({ governance, symbol }: { governance: Governance; symbol?: string | null }) {
  const rules = describeRules(governance, symbol);
  const minLock = BigInt(governance.minLockAmount);
  return (
    <Card aria-labelledby="rules-title" className="grid gap-3">
      <CardTitle id="rules-title">How a proposal passes</CardTitle>
      <p className="text-sm leading-relaxed">{rules.sentence}</p>
      <p className="text-sm text-muted-foreground">
        All three conditions must hold when voting ends: strong approval with low turnout still fails.
        {minLock > 0n
          ? ` A vote below ${tokenAmount(minLock, symbol)} adds its weight to the tally but does not count as a voter.`
          : ''}
      </p>
      <p className="border-t border-border pt-3 text-sm text-muted-foreground">{rules.revision}</p>
    </Card>
  );
}
