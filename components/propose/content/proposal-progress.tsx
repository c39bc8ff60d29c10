'use client';

import { FlowErrorNotice } from '@/components/write/error-notice';
import { WriteStepper } from '@/components/write/write-stepper';
import type { WriteFlow } from '@/lib/client/use-write-flow';
import { contentErrorContext } from './describe-error';
import type { ProposeIntent } from './use-propose-flow';

/**
 * Where a sent proposal stands: the write's steps, and what went wrong with what can be done about it.
 * Shown once the person sends; the form loads it then (and starts loading it with her first edit), so
 * the page does not carry the steps and the refusals' words before anything is sent.
 */
export default function ProposalProgress({
  flow,
  mint,
  symbol,
}: {
  flow: WriteFlow<ProposeIntent>;
  mint: string;
  symbol: string | null;
}) {
  return (
    <>
      <WriteStepper state={flow.state} noun="Your proposal" />
      <FlowErrorNotice
        state={flow.state}
        context={contentErrorContext(mint, symbol)}
        onRetry={flow.retry}
        onCheck={() => void flow.check()}
      />
    </>
  );
}
