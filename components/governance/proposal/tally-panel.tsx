import * as React from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { Meter } from '@/components/ui/meter';
import type { Governance, Proposal } from '@/lib/partner';
import { tallyView } from './tally';

/**
 * Yes and no weight as bars, with exact amounts and their shares of the weight cast. Memoised: the page
 * re-renders on each tick of its clock, and the tally does not depend on it.
 */
export const TallyPanel = React.memo(function TallyPanel({
  proposal,
  governance,
  symbol,
}: {
  proposal: Proposal;
  governance: Pick<Governance, 'totalSupply' | 'approvalBps' | 'minParticipatingSupplyBps'>;
  symbol?: string | null;
}) {
  const view = tallyView(proposal, governance, symbol);
  return (
    <Card aria-labelledby="tally-title" className="grid gap-4">
      <CardTitle id="tally-title">Tally</CardTitle>
      <div className="grid gap-4">
        {view.sides.map((side) => (
          <div key={side.side} className="grid gap-1.5" data-testid={`tally-${side.side}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-medium">{side.label}</p>
              <p className="text-sm tabular-nums">
                <span className="font-semibold">{side.amountText}</span>{' '}
                <span className="text-muted-foreground">· {side.shareText}</span>
              </p>
            </div>
            <Meter
              label={`${side.label} weight`}
              valueBps={Number(side.shareBps)}
              valueText={`${side.amountText}, ${side.shareText}`}
              tone={side.side === 'yes' ? 'success' : 'danger'}
            />
          </div>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        {view.summary} Cancelled votes are not counted; a vote below the minimum lock adds weight but not a
        voter.
      </p>
    </Card>
  );
});
