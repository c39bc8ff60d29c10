import type { Metadata } from 'next';
import { TableHead } from '@/components/ui/table-head';
import { forbidden } from 'next/navigation';
import { ConsoleNav } from '@/components/partners/console-nav';
import { DailyChart } from '@/components/partners/daily-chart';
import { TotalsTable } from '@/components/partners/totals-table';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { Input, Label } from '@/components/ui/field';
import { LocalDateTime } from '@/components/ui/local-date-time';
import { StatusBadge } from '@/components/ui/status-badge';
import { count, signedChange, solAmount, unitsAmount } from '@/lib/format';
import { ApiError } from '@/lib/partner';
import { pageRuntime } from '@/lib/server/page-runtime';
import { pagePartnerAccess } from '@/lib/server/partners/gate';
import {
  parseReportRange,
  partnerReport,
  REPORT_MAX_TRADES,
  type ReportRange,
} from '@/lib/server/partners/reports';

export const metadata: Metadata = { title: 'Trade reports', robots: { index: false } };

const short = (text: string) => (text.length > 16 ? `${text.slice(0, 6)}…${text.slice(-6)}` : text);
const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : null);

/** The range asked for, or the last 30 days with the sentence that says why not. */
function rangeOf(from: string | null, to: string | null): { range: ReportRange; problem: string | null } {
  try {
    return { range: parseReportRange(from, to), problem: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { range: parseReportRange(null, null), problem: error.message };
  }
}

const td = 'py-2 pr-4';
const tdEnd = 'py-2 pr-4 text-right tabular-nums whitespace-nowrap';

// GET /partners/reports – what went through the panel and the widgets (the partner's team only): every
// trade read from the chain, totals per day, token and origin, a chart of daily volume and fees, CSV.
export default async function TradeReportsPage({
  searchParams,
}: {
  searchParams: Promise<{ from?: string | string[]; to?: string | string[] }>;
}) {
  const rt = pageRuntime();
  const access = await pagePartnerAccess(rt);
  if (!access.allowed) forbidden();
  const query = await searchParams;
  const { range, problem } = rangeOf(one(query.from), one(query.to));
  const report = await partnerReport(
    { db: await rt.db(), chain: rt.chain, feeWallet: rt.config.partnerFeeWallet },
    range,
  );
  const mints = [...new Set([...report.trades, ...report.apart].flatMap((t) => (t.mint ? [t.mint] : [])))];
  const cards = await Promise.allSettled(mints.slice(0, 50).map((mint) => rt.tokens.describe({ mint })));
  const symbols = new Map(
    cards.flatMap((card) =>
      card.status === 'fulfilled' && card.value.symbol ? [[card.value.mint, card.value.symbol]] : [],
    ),
  );
  const tokenName = (mint: string | null) => (mint ? (symbols.get(mint) ?? short(mint)) : 'Unknown token');
  const tokenText = (units: bigint, decimals: number | null, mint: string | null) =>
    signedChange(units, (size) => unitsAmount(size, decimals ?? 6, tokenName(mint)));
  const csvHref = `/api/partners/reports.csv?from=${range.from}&to=${range.to}`;
  const { totals } = report;

  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">Trade reports</h1>
        <p className="max-w-3xl text-muted-foreground">
          Every trade made through the dashboard’s panel or a widget on your pages, with the page it came
          from. Each figure is read from the confirmed transaction on the chain: the wallet’s SOL and token
          changes, and the lamports your fee account received, so the totals are the chain’s to the lamport.
          Days are in UTC.
        </p>
        <ConsoleNav current="/partners/reports" />
      </header>

      <form method="get" action="/partners/reports" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="report-from">From</Label>
          <Input id="report-from" name="from" type="date" defaultValue={range.from} required />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="report-to">To</Label>
          <Input id="report-to" name="to" type="date" defaultValue={range.to} required />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'primary' })}>
          Show
        </button>
        <a href={csvHref} download className={buttonVariants({ variant: 'secondary' })}>
          Download CSV
        </a>
      </form>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem} Showing the last 30 days instead.
        </p>
      ) : null}

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Totals">
        {[
          ['Trades', String(totals.trades)],
          ['Volume', solAmount(totals.volume)],
          ['Partner fees received', solAmount(totals.partnerFee)],
          ['Network fees paid', solAmount(totals.networkFee)],
        ].map(([label, value]) => (
          <Card key={label} className="grid gap-1 p-4">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums break-words" data-total={label}>
              {value}
            </dd>
          </Card>
        ))}
      </dl>
      {!report.feeWallet ? (
        <p className="text-sm text-muted-foreground">
          No fee account is set (<code className="font-mono">PARTNER_FEE_WALLET</code>), so no partner fee is
          counted.
        </p>
      ) : null}

      <section className="grid gap-6 md:grid-cols-2" aria-label="Daily charts">
        <DailyChart
          title="Daily volume (SOL)"
          points={report.byDay.map((d) => ({ day: d.day, value: d.volume }))}
          format={solAmount}
        />
        <DailyChart
          title="Daily partner fees (SOL)"
          points={report.byDay.map((d) => ({ day: d.day, value: d.partnerFee }))}
          format={solAmount}
          tone="success"
        />
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <TotalsTable
          title="By origin"
          caption="Totals per origin of the host page"
          testId="report-origins"
          subject="Origin"
          wrapLabels
          rows={report.byOrigin.map((o) => ({
            key: o.origin,
            label: o.origin === 'dashboard' ? 'Dashboard panel' : o.origin,
            ...o,
          }))}
        />
        <TotalsTable
          title="By token"
          caption="Totals per token"
          testId="report-tokens"
          subject="Token"
          rows={report.byToken.map((t) => ({
            key: t.mint ?? 'none',
            label: tokenName(t.mint),
            title: t.mint ?? undefined,
            ...t,
          }))}
        />
      </div>

      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Trades</h2>
        {report.trades.length === 0 ? (
          <p className="text-sm text-muted-foreground">No confirmed trade in this range.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="report-trades">
              <caption className="sr-only">Confirmed trades, oldest first</caption>
              <Head
                columns={[
                  'Time',
                  'Origin',
                  'Token',
                  'Side',
                  ['SOL'],
                  ['Tokens'],
                  ['Partner fee'],
                  'Signature',
                ]}
              />
              <tbody>
                {report.trades.map((t) => (
                  <tr key={t.id} className="border-t border-border align-top">
                    <TradeLead trade={t} token={tokenName(t.mint)} />
                    <td className={tdEnd}>{signedChange(t.sol, solAmount)}</td>
                    <td className={tdEnd}>{tokenText(t.tokens, t.decimals, t.mint)}</td>
                    <td className={tdEnd}>{solAmount(t.partnerFee)}</td>
                    <td className={`${td} font-mono text-xs`} title={t.signature}>
                      {short(t.signature)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {report.truncated ? (
          <p className="text-sm text-warning">
            This range holds more than {REPORT_MAX_TRADES.toLocaleString('en-US')} trades: only the oldest are
            shown and counted. Choose a shorter range.
          </p>
        ) : null}
      </section>

      <section className="grid gap-2">
        <h2 className="text-lg font-semibold">Not counted</h2>
        <CardDescription>
          Trades not confirmed on the network yet, and trades that landed with an error (nothing was traded).
          They are in no total.
        </CardDescription>
        {report.apart.length === 0 ? (
          <p className="text-sm text-muted-foreground">None in this range.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="report-apart">
              <caption className="sr-only">Trades not counted</caption>
              <Head columns={['Time', 'Origin', 'Token', 'Side', 'State', 'Why']} />
              <tbody>
                {report.apart.map((t) => (
                  <tr key={t.id} className="border-t border-border align-top">
                    <TradeLead trade={t} token={tokenName(t.mint)} />
                    <td className={td}>
                      <StatusBadge tone={t.state === 'failed' ? 'danger' : 'info'}>
                        {t.state === 'failed' ? 'Failed' : 'Not confirmed'}
                      </StatusBadge>
                    </td>
                    <td className={`${td} max-w-xs`}>{t.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <Card className="grid max-w-3xl gap-1">
        <CardTitle>What the figures are</CardTitle>
        <CardDescription>
          SOL is the wallet’s lamport change in the transaction (the network fee and your fee included);
          volume sums those changes without their sign. Tokens is the wallet’s change of the trade’s token.
          The partner fee is what your fee account received in that transaction. The CSV holds the same rows
          as integers (lamports and base units). {count(report.trades.length, 'trade')} counted.
        </CardDescription>
      </Card>
    </div>
  );
}

/** A trades table's header row: each column by name, a figure's (right-aligned) in brackets. */
function Head({ columns }: { columns: (string | [string])[] }) {
  return (
    <TableHead
      columns={columns.map((column) => {
        const figure = Array.isArray(column);
        return {
          label: figure ? column[0] : column,
          className: `py-2 pr-4 font-medium ${figure ? 'text-right' : ''}`,
        };
      })}
    />
  );
}

/** A trade's first cells in both trades tables: when, from where, which token, which side. */
function TradeLead({
  trade,
  token,
}: {
  trade: { unix: bigint; origin: string; mint: string | null; side: string };
  /** The token's name as the page says it. */
  token: string;
}) {
  return (
    <>
      <td className={`${td} whitespace-nowrap`}>
        <LocalDateTime unix={trade.unix} />
      </td>
      <td className={`${td} whitespace-nowrap`}>
        {trade.origin === 'dashboard' ? 'Dashboard panel' : trade.origin}
      </td>
      <td className={td} title={trade.mint ?? undefined}>
        {token}
      </td>
      <td className={td}>{trade.side === 'buy' ? 'Buy' : 'Sell'}</td>
    </>
  );
}
