import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Meter } from '@/components/ui/meter';
import type { ProposalState } from '@/lib/domain';
import type { Governance } from '@/lib/partner';
import { MetIcon, WarningIcon } from './icons';
import { verdictRows, type VerdictRow } from './verdict';
import { verdictHeadline, type HeadlineTone } from './verdict-headline';

const headlineBox: Record<HeadlineTone, string> = {
  success: 'border-success/40 bg-success/10',
  danger: 'border-danger/40 bg-danger/10',
  warning: 'border-warning/50 bg-warning/10',
  neutral: 'border-border bg-muted',
};

/** The pass rule's three conditions, each a meter with its threshold, and the verdict in one sentence. */
export function VerdictPanel({
  state,
  governance,
  symbol,
}: {
  state: ProposalState;
  governance: Governance;
  symbol?: string | null;
}) {
  const open = state.phase === 'open';
  const headline = verdictHeadline(state);
  const rows = verdictRows(state.rule, governance, { open, symbol });
  const passing = headline.tone === 'success';
  return (
    <Card aria-labelledby="verdict-title" className="grid gap-5">
      <CardTitle id="verdict-title">{open ? 'Where it stands' : 'Verdict'}</CardTitle>
      <div
        data-testid="verdict-headline"
        className={cn('flex gap-3 rounded-lg border px-4 py-3', headlineBox[headline.tone])}
      >
        {headline.tone === 'warning' ? (
          <WarningIcon className="mt-0.5" />
        ) : (
          <MetIcon met={passing} className="mt-0.5" />
        )}
        <div className="grid gap-1">
          <p className="font-semibold text-pretty">{headline.title}</p>
          {headline.sentence ? <p className="text-sm text-pretty">{headline.sentence}</p> : null}
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        A proposal passes only when all three conditions hold. The upright line on each bar marks the
        threshold.
      </p>
      <ul className="grid gap-5" aria-label="Conditions of the pass rule">
        {rows.map((row) => (
          <ConditionRow key={row.key} row={row} />
        ))}
      </ul>
    </Card>
  );
}

function ConditionRow({ row }: { row: VerdictRow }) {
  return (
    <li className="grid gap-2" data-testid={`condition-${row.key}`}>
      <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <MetIcon met={row.met} />
        {row.title}
        <span className="text-sm font-semibold">{row.met ? 'Met' : 'Not met'}</span>
      </h3>
      <p className="text-sm tabular-nums">
        {row.current}
        <span className="text-muted-foreground"> · {row.threshold}</span>
      </p>
      <Meter
        label={row.title}
        valueBps={Number(row.valueBps)}
        thresholdBps={Number(row.thresholdBps)}
        valueText={row.meterText}
        tone={row.met ? 'success' : 'warning'}
      />
      <div className="flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span>0</span>
        <span className="text-right">{row.scaleEnd}</span>
      </div>
      {row.stillTakes ? (
        <p className="text-sm font-medium" data-testid="still-takes">
          {row.lead ? <span className="font-normal text-muted-foreground">{row.lead}: </span> : null}
          {row.stillTakes}
        </p>
      ) : null}
    </li>
  );
}
