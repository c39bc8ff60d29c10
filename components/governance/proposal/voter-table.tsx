import { cn } from '@/components/ui/cn';
import { AddressDetails } from './address-details';
import { TableHead } from '@/components/ui/table-head';
import { Tag } from './tag';
import type { VoterRow } from './voter-rows';

/** The votes, largest stake first, the connected person's own highlighted. */
export function VoterTable({
  rows,
  caption,
  symbol,
}: {
  rows: VoterRow[];
  caption: string;
  /** The token's symbol when known, naming the amount column's unit. */
  symbol?: string | null;
}) {
  return (
    <div role="region" aria-label="Voter list" tabIndex={0} className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="pb-3 text-left text-xs text-muted-foreground">{caption}</caption>
        <TableHead
          ruled
          columns={[
            { label: '#', className: 'hidden w-10 py-2 pr-2 font-medium sm:table-cell' },
            { label: 'Voter', className: 'py-2 pr-3 font-medium' },
            { label: 'Side', className: 'py-2 pr-3 font-medium' },
            { label: `Amount (${symbol || 'tokens'})`, className: 'py-2 pr-3 text-right font-medium' },
            { label: 'Counts as voter', className: 'hidden py-2 pr-3 font-medium sm:table-cell' },
            { label: 'Status', className: 'hidden py-2 font-medium sm:table-cell' },
          ]}
        />
        <tbody>
          {rows.map((row, i) => (
            <tr
              key={row.key}
              data-you={row.isYou ? 'true' : undefined}
              className={cn('border-b border-border align-top last:border-b-0', row.isYou && 'bg-primary/10')}
            >
              <td className="hidden py-2 pr-2 text-muted-foreground tabular-nums sm:table-cell">{i + 1}</td>
              <td className="py-2 pr-3">
                <div className="flex flex-wrap items-start gap-2">
                  <AddressDetails address={row.voter} label="Voter" />
                  {row.isYou ? (
                    <Tag tone="info" className="font-semibold">
                      You
                    </Tag>
                  ) : null}
                </div>
                {/* Narrow screens: the last two columns move under the voter. */}
                <p className="mt-1 text-xs text-muted-foreground sm:hidden">
                  Counts as voter: {row.countsText} · {row.statusText}
                </p>
              </td>
              <td className="py-2 pr-3">
                <Tag tone={row.sideTone}>{row.sideLabel}</Tag>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{row.amountText}</td>
              <td className={cn('hidden py-2 pr-3 sm:table-cell', !row.counts && 'text-muted-foreground')}>
                {row.countsText}
              </td>
              <td className="hidden py-2 sm:table-cell">
                <Tag tone={row.statusTone}>{row.statusText}</Tag>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
