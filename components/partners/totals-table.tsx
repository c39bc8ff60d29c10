import { solAmount } from '@/lib/format';
import { RowHead, TableHead } from '@/components/ui/table-head';

/** One row of a totals table: what it totals (its header cell) and its figures. */
export type TotalsRow = {
  key: string;
  label: string;
  /** Said on hover of the row's header (a token's mint). */
  title?: string;
  trades: number;
  volume: bigint;
  partnerFee: bigint;
};

/** A report's totals per one thing (origin, token): trades, volume and partner fees in SOL. */
export function TotalsTable({
  title,
  caption,
  testId,
  subject,
  rows,
  wrapLabels = false,
}: {
  title: string;
  caption: string;
  testId: string;
  /** The first column's heading: what each row totals. */
  subject: string;
  rows: TotalsRow[];
  /** Labels that may break anywhere (origins), kept at a readable width. */
  wrapLabels?: boolean;
}) {
  const head = 'py-2 pr-4 font-medium';
  const figure = 'py-2 pr-4 text-right tabular-nums whitespace-nowrap';
  return (
    <section className="grid gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <TableHead
            columns={[
              { label: subject, className: head },
              ...['Trades', 'Volume', 'Partner fees'].map((name) => ({
                label: name,
                className: `${head} text-right`,
              })),
            ]}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-border">
                <RowHead
                  className={`py-2 pr-4 text-left font-normal ${wrapLabels ? 'min-w-40 break-all' : ''}`}
                  title={row.title}
                >
                  {row.label}
                </RowHead>
                <td className={figure}>{row.trades}</td>
                <td className={figure}>{solAmount(row.volume)}</td>
                <td className={figure}>{solAmount(row.partnerFee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
