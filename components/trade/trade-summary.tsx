import { AMOUNT_UNIT, boundOf, networkFeeEstimate, parsePositive, type TradeSide } from '@/lib/domain';
import { feesOf, protectionOf, type TradeValues } from './form';
import { boundLine, partnerFeeLineFor } from './words';
import { solAmount, tokenAmount } from '@/lib/format';

function amountLine(side: TradeSide, amount: bigint | null, symbol: string): [string, string] {
  if (side === 'buy') return ['You spend', amount === null ? '—' : `${solAmount(amount)}, exactly`];
  if (side === 'buy-exact-out')
    return ['You get', amount === null ? '—' : `${tokenAmount(amount, symbol)}, exactly`];
  return ['You sell', amount === null ? '—' : `${tokenAmount(amount, symbol)}, exactly`];
}

/** What will be sent, before it is: the amount, the bound with its unit, the partner fee, the fees. */
export function TradeSummary({
  values,
  symbol,
  partnerFeeBps,
}: {
  values: TradeValues;
  symbol: string;
  partnerFeeBps: bigint | null;
}) {
  const parsed = parsePositive(values.amount, AMOUNT_UNIT[values.side]);
  const amount = parsed.ok ? parsed.value : null;
  const { protection } = protectionOf(values);
  const bound = protection ? boundOf(values.side, protection) : null;
  const fees = feesOf(values);
  const feeLine =
    partnerFeeBps === null ? null : partnerFeeLineFor(values.side, partnerFeeBps, amount, bound);
  const [amountLabel, amountValue] = amountLine(values.side, amount, symbol);
  const rows: [string, string, string][] = [
    ['amount', amountLabel, amountValue],
    ['bound', 'Bound sent', bound ? boundLine(bound, symbol) : 'Not valid yet — see above.'],
  ];
  if (feeLine) rows.push(['partner-fee', 'Partner fee', feeLine]);
  rows.push([
    'fees',
    'Network fees',
    fees
      ? `About ${solAmount(networkFeeEstimate(fees))}: priority fee ${solAmount(fees.priorityFeeLamports)}, tip ${solAmount(fees.tipLamports)} and the base fee, paid even if the trade fails.`
      : 'Not valid yet — see above.',
  ]);
  return (
    <section aria-label="Before you send" className="rounded-lg border border-border bg-muted/40 px-3 py-2.5">
      <dl className="grid gap-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="grid gap-0.5" data-testid={`summary-${key}`}>
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
