'use client';

import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { WriteErrorNotice } from '@/components/write/error-notice';
import { useCheck } from '@/components/write/use-check';
import { WriteStepper } from '@/components/write/write-stepper';
import { fetchTxReport, txKeys } from '@/lib/client/tx';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import type { FlowState } from '@/lib/client/write-flow';
import type { Fees } from '@/lib/domain';
import { tradeDescribers, type TradeErrorContext } from './describe-trade-error';
import { FailedFees, FillsView } from './fills-view';
import { localizedErrorContext } from './localized-errors';
import { VenueWaitNotice } from './venue-wait-notice';
import { useAfterWords as useWords } from '@/lib/i18n/after';

/** What the fills are read with besides the report and the fees: the token, the side, the venue. */
type FillsContext = Omit<React.ComponentProps<typeof FillsView>, 'report' | 'sent'>;

export interface OutcomeProps extends FillsContext {
  state: FlowState;
  sent: Fees | null;
  waiting: VenueWaiting | null;
  returnTo: string;
  /** What the trade's error words say (the side, the bound sent, the balance). */
  describe: TradeErrorContext;
  onCancelWait: () => void;
  onRetry: () => void;
  onCheck: () => Promise<void>;
  onNewTrade: () => void;
  onAction: (action: string) => void;
}

/**
 * The trade once sent: the venue wait, the steps, then the fills or what went wrong. The panel loads it
 * (with the error words) apart from the form, in the background once the form shows.
 */
export function TradeOutcome({
  state,
  sent,
  waiting,
  returnTo,
  describe,
  onCancelWait,
  onRetry,
  onCheck,
  onNewTrade,
  onAction,
  ...fills
}: OutcomeProps) {
  const words = useWords();
  const nounKey = fills.side === 'sell' ? 'noun.sell' : 'noun.buy';
  const { checked, checking, check } = useCheck(onCheck);
  const failedOnChain = state.phase === 'failed' && state.signature !== null ? state.signature : null;
  const failedReport = useQuery({
    queryKey: txKeys.status(failedOnChain ?? ''),
    queryFn: () => fetchTxReport(failedOnChain ?? ''),
    enabled: failedOnChain !== null,
  });
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;
  return (
    <div className="grid gap-3">
      {waiting ? <VenueWaitNotice waiting={waiting} onCancel={onCancelWait} /> : null}
      <WriteStepper state={state} noun={words.t(nounKey)} nounMid={words.t(`${nounKey}.mid`)} words={words} />
      {state.phase === 'done' && state.report && sent ? (
        <FillsView {...fills} report={state.report} sent={sent} />
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
          onRetry={onRetry}
          onCheck={check}
          onAction={onAction}
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
          <Button variant={state.phase === 'done' ? 'primary' : 'secondary'} onClick={onNewTrade}>
            {words.t('outcome.newTrade')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
