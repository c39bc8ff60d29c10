'use client';

import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { WriteErrorNotice } from '@/components/write/error-notice';
import { useCheck } from '@/components/write/use-check';
import { WriteStepper } from '@/components/write/write-stepper';
import { fetchTxReport, txKeys } from '@/lib/client/tx';
import type { Fees } from '@/lib/domain';
import { tradeDescribers, type TradeErrorContext } from './describe-trade-error';
import { FailedFees, FillsView } from './fills-view';
import { localizedErrorContext } from './localized-errors';
import type { useTradeForm } from './use-trade-form';
import type { useTradePanel } from './use-trade-panel';
import { VenueWaitNotice } from './venue-wait-notice';
import { useAfterWords as useWords } from '@/lib/i18n/after';

/** What the fills are read with besides the report and the fees: the token, the side. */
type FillsContext = Omit<React.ComponentProps<typeof FillsView>, 'report' | 'sent' | 'throughPool'>;

export interface OutcomeProps extends FillsContext {
  sent: Fees | null;
  returnTo: string;
  /** What the trade's error words say (the side, the bound sent, the balance). */
  describe: TradeErrorContext;
  /** The write flow's state, the venue wait and whether the trade went through the pool. */
  panel: Pick<ReturnType<typeof useTradePanel>, 'flow' | 'waiting' | 'throughPool' | 'cancelWait'>;
  /** What the form does next: send again, a new trade, a describer's next step. */
  trade: Pick<ReturnType<typeof useTradeForm>, 'retry' | 'newTrade' | 'onAction'>;
}

/**
 * The trade once sent: the venue wait, the steps, then the fills or what went wrong. The panel loads it
 * (with the error words) apart from the form, in the background once the form shows.
 */
export function TradeOutcome({ sent, returnTo, describe, panel, trade, ...fills }: OutcomeProps) {
  const { state } = panel.flow;
  const words = useWords();
  const nounKey = fills.side === 'sell' ? 'noun.sell' : 'noun.buy';
  const { checked, checking, check } = useCheck(panel.flow.check);
  const failedOnChain = state.phase === 'failed' && state.signature !== null ? state.signature : null;
  const failedReport = useQuery({
    queryKey: txKeys.status(failedOnChain ?? ''),
    queryFn: () => fetchTxReport(failedOnChain ?? ''),
    enabled: failedOnChain !== null,
  });
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;
  return (
    <div className="grid gap-3">
      {panel.waiting ? <VenueWaitNotice waiting={panel.waiting} onCancel={panel.cancelWait} /> : null}
      <WriteStepper state={state} noun={words.t(nounKey)} nounMid={words.t(`${nounKey}.mid`)} words={words} />
      {state.phase === 'done' && state.report && sent ? (
        <FillsView {...fills} report={state.report} sent={sent} throughPool={panel.throughPool} />
      ) : null}
      {failedOnChain ? <FailedFees report={failedReport.data} /> : null}
      {error ? (
        <WriteErrorNotice
          error={error}
          context={localizedErrorContext(
            {
              noun: 'trade',
              returnTo,
              permission: 'buy and sell',
              describers: tradeDescribers(describe),
            },
            words,
            fills.symbol,
          )}
          onRetry={trade.retry}
          onCheck={check}
          onAction={trade.onAction}
          checking={checking}
        />
      ) : null}
      {state.phase === 'unknown' && !error ? (
        <Button variant="secondary" size="sm" onClick={check} disabled={checking}>
          {checking ? words.t('outcome.checking') : words.t('outcome.check')}
        </Button>
      ) : null}
      {state.phase === 'done' || (state.phase === 'unknown' && checked) ? (
        <div>
          <Button variant={state.phase === 'done' ? 'primary' : 'secondary'} onClick={trade.newTrade}>
            {words.t('outcome.newTrade')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
