'use client';

import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import dynamic from 'next/dynamic';
import type { WriteFlow } from '@/lib/client/use-write-flow';
import { bondSentence, coverSentence, type BondView } from './bond';
import { ChangeList } from './change-list';
import type { FieldChange } from './fields';
import { NOTHING_TO_CHANGE } from './form-values';
import { StaleNotice, type StaleInfo } from './stale-notice';
import { UploadProgress } from './upload-progress';
import type { ProposeIntent } from './use-propose-flow';

export const loadProgress = () => import('./proposal-progress');
const ProposalProgress = dynamic(loadProgress, { ssr: false });

export interface SummaryProps {
  changes: FieldChange[];
  bond: BondView;
  balance: bigint | null;
  balanceState: 'loading' | 'known' | 'unknown';
  symbol: string | null;
  /** Why the submit is disabled, in words; empty when it is not. */
  blockers: string[];
  stale: StaleInfo | null;
  flow: WriteFlow<ProposeIntent>;
  upload: { sent: number; total: number } | null;
  mint: string;
}

/** The proposal as it stands: what changes (before → after), the bond, the submit and its progress. */
export function SummaryPanel(props: SummaryProps) {
  const { changes, bond, balance, symbol, blockers, stale, flow, upload } = props;
  const { state } = flow;
  const cover = coverSentence(bond, balance, symbol);
  const short = (bond.shortfall ?? 0n) > 0n;
  const showProgress = state.phase === 'submitting' && upload !== null;
  const n = changes.length;
  return (
    <Card aria-labelledby="summary-title" className="grid gap-4">
      <CardTitle id="summary-title">Your proposal</CardTitle>
      {n > 0 ? (
        <div className="grid gap-2">
          <p className="text-sm text-muted-foreground">
            {n === 1 ? 'This field will change' : `These ${n} fields will change`} if the proposal passes:
          </p>
          <ChangeList changes={changes} label="Changes, before and after" />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground" data-testid="nothing-to-change">
          {NOTHING_TO_CHANGE}
        </p>
      )}
      <div className="grid gap-1 border-t border-border pt-3 text-sm">
        <p>{bondSentence(bond, symbol)}</p>
        {props.balanceState === 'loading' ? (
          <p className="text-muted-foreground">Reading your balance…</p>
        ) : null}
        {props.balanceState === 'unknown' ? (
          <p className="text-muted-foreground">
            Your balance could not be read; the service checks the bond.
          </p>
        ) : null}
        {cover ? (
          <p className={cn(short && 'font-medium text-danger')} data-testid="bond-cover">
            {cover}
          </p>
        ) : null}
      </div>
      {stale ? <StaleNotice stale={stale} /> : null}
      {state.phase === 'idle' ? (
        <div className="grid gap-2">
          <Button type="submit" size="lg" disabled={blockers.length > 0} aria-describedby="submit-blockers">
            {stale ? 'Confirm and propose again' : n > 1 ? `Propose ${n} changes` : 'Propose this change'}
          </Button>
          <ul id="submit-blockers" className="grid gap-1 text-xs text-muted-foreground empty:hidden">
            {blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {showProgress ? <UploadProgress sent={upload.sent} total={upload.total} /> : null}
      {state.phase !== 'idle' ? <ProposalProgress flow={flow} mint={props.mint} symbol={symbol} /> : null}
    </Card>
  );
}
