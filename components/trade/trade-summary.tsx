import { boundOf, networkFeeEstimate, type TradeSide } from '@/lib/domain';
import type { Words } from '@/lib/i18n/words';
import { useWords } from '@/lib/i18n/words-context';
import { feesOf, positiveAmount, protectionOf, type TradeValues } from './form';
import { boundLine, partnerFeeLineFor } from './words';

function amountLine(side: TradeSide, amount: bigint | null, symbol: string, words: Words): [string, string] {
  const exactly = (text: string) => (amount === null ? '—' : words.t('summary.exactly', { amount: text }));
  if (side === 'buy') return [words.t('summary.spend'), exactly(amount === null ? '' : words.sol(amount))];
  const tokens = amount === null ? '' : words.tokens(amount, symbol);
  return [words.t(side === 'sell' ? 'summary.sell' : 'summary.get'), exactly(tokens)];
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
  const words = useWords();
  const parsed = positiveAmount(values.amount, values.side, words);
  const amount = parsed.ok ? parsed.value : null;
  const { protection } = protectionOf(values, words);
  const bound = protection ? boundOf(values.side, protection) : null;
  const fees = feesOf(values, words);
  const feeLine =
    partnerFeeBps === null ? null : partnerFeeLineFor(values.side, partnerFeeBps, amount, bound, words);
  const [amountLabel, amountValue] = amountLine(values.side, amount, symbol, words);
  const notValid = words.t('summary.notValid');
  const rows: [string, string, string][] = [
    ['amount', amountLabel, amountValue],
    ['bound', words.t('summary.bound'), bound ? boundLine(bound, symbol, words) : notValid],
  ];
  if (feeLine) rows.push(['partner-fee', words.t('summary.partnerFee'), feeLine]);
  rows.push([
    'fees',
    words.t('summary.networkFees'),
    fees
      ? words.t('summary.networkFeesLine', {
          total: words.sol(networkFeeEstimate(fees)),
          priority: words.sol(fees.priorityFeeLamports),
          tip: words.sol(fees.tipLamports),
        })
      : notValid,
  ]);
  return (
    <section
      aria-label={words.t('summary.title')}
      className="rounded-lg border border-border bg-muted/40 px-3 py-2.5"
    >
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
