'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { WriteErrorNotice } from '@/components/write/error-notice';
import { useCheck } from '@/components/write/use-check';
import { WriteStepper } from '@/components/write/write-stepper';
import { fetchTxReport, txKeys } from '@/lib/client/tx';
import type { VenueWaiting } from '@/lib/client/venue-wait';
import type { FlowState } from '@/lib/client/write-flow';
import type { Fees, TradeSide } from '@/lib/domain';
import { tradeDescribers, type TradeErrorContext } from './describe-trade-error';
import { FailedFees, FillsView } from './fills-view';
import { VenueWaitNotice } from './venue-wait-notice';
import { SIDE_NOUN } from './words';

export interface OutcomeProps {
  state: FlowState;
  mint: string;
  side: TradeSide;
  symbol: string;
  sent: Fees | null;
  waiting: VenueWaiting | null;
  throughPool: boolean;
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
export function TradeOutcome(props: OutcomeProps) {
  const { state, waiting } = props;
  const { checked, checking, check } = useCheck(props.onCheck);
  const failedOnChain = state.phase === 'failed' && state.signature !== null ? state.signature : null;
  const failedReport = useQuery({
    queryKey: txKeys.status(failedOnChain ?? ''),
    queryFn: () => fetchTxReport(failedOnChain ?? ''),
    enabled: failedOnChain !== null,
  });
  const error = state.phase === 'failed' || state.phase === 'unknown' ? state.error : null;
  return (
    <div className="grid gap-3">
      {waiting ? <VenueWaitNotice waiting={waiting} onCancel={props.onCancelWait} /> : null}
      <WriteStepper state={state} noun={SIDE_NOUN[props.side]} />
      {state.phase === 'done' && state.report && props.sent ? (
        <FillsView
          report={state.report}
          mint={props.mint}
          side={props.side}
          symbol={props.symbol}
          sent={props.sent}
          throughPool={props.throughPool}
        />
      ) : null}
      {failedOnChain ? <FailedFees report={failedReport.data} /> : null}
      {error ? (
        <WriteErrorNotice
          error={error}
          context={{
            noun: 'trade',
            returnTo: props.returnTo,
            permission: 'buy and sell',
            describers: tradeDescribers(props.describe),
          }}
          onRetry={props.onRetry}
          onCheck={check}
          onAction={props.onAction}
          checking={checking}
        />
      ) : null}
      {state.phase === 'unknown' && !error ? (
        <Button variant="secondary" size="sm" onClick={check} disabled={checking}>
          {checking ? 'Checking…' : 'Check again'}
        </Button>
      ) : null}
      {state.phase === 'done' || (state.phase === 'unknown' && checked) ? (
        <div>
          <Button variant={state.phase === 'done' ? 'primary' : 'secondary'} onClick={props.onNewTrade}>
            New trade
          </Button>
        </div>
      ) : null}
    </div>
  );
}
