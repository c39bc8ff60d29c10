import * as React from 'react';
import { type Fees, type TradeSide } from '@/lib/domain';
import type { TxReport } from '@/lib/client/tx';
import type { Words } from '@/lib/i18n/words';
import { useAfterWords as useWords } from '@/lib/i18n/after';
import { fillFigures, fillsOf } from './fills';

const signed = (text: string, value: bigint) => (value > 0n ? `+${text}` : value < 0n ? `−${text}` : text);
const abs = (value: bigint) => (value < 0n ? -value : value);

function headline(side: TradeSide, tokens: bigint, swapSol: bigint, symbol: string, words: Words): string {
  const values = { tokens: words.tokens(abs(tokens), symbol), sol: words.sol(abs(swapSol)) };
  return words.t(side === 'sell' ? 'fills.sold' : 'fills.bought', values);
}

/** What the confirmed trade really moved, read from the chain's balance changes and fees. */
export function FillsView({
  report,
  mint,
  side,
  symbol,
  sent,
  throughPool,
}: {
  report: TxReport;
  mint: string;
  side: TradeSide;
  symbol: string;
  sent: Fees;
  throughPool: boolean;
}) {
  const titleId = React.useId();
  const words = useWords();
  const { t, sol } = words;
  const f = fillFigures(fillsOf(report, mint, sent), report);
  const rows: [string, string, string][] = [
    ['tokens', t('fills.tokens', { symbol }), signed(words.tokens(abs(f.tokens), symbol), f.tokens)],
    ['sol', t('fills.sol'), signed(sol(abs(f.sol)), f.sol)],
  ];
  if (f.price !== null)
    rows.push(['price', t('fills.price'), t('fills.pricePer', { sol: sol(f.price), symbol })]);
  if (f.networkFee !== null) {
    const fee = sol(f.networkFee);
    const line =
      f.tip === null ? t('fills.networkFeeAll', { fee }) : t('fills.networkFeeTip', { fee, tip: sol(f.tip) });
    rows.push(['network-fee', t('fills.networkFee'), line]);
  }
  if (f.partnerFee !== null) rows.push(['partner-fee', t('fills.partnerFee'), sol(f.partnerFee)]);
  if (f.accountRent > 0n)
    rows.push(['rent', t('fills.rent'), t('fills.rentLine', { rent: sol(f.accountRent) })]);
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-3"
    >
      <h3 id={titleId} className="text-sm font-semibold" data-testid="trade-confirmed">
        {headline(side, f.tokens, f.swapSol, symbol, words)}
      </h3>
      <dl className="grid gap-1.5 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex flex-wrap justify-between gap-x-3" data-testid={`fill-${key}`}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-mono tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {throughPool ? (
        <p className="text-xs text-muted-foreground" data-testid="trade-venue">
          {t('fills.pool')}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">{t('fills.source')}</p>
    </section>
  );
}

/** A trade that landed failed: nothing filled, but its fees were paid; the figure from the chain. */
export function FailedFees({ report }: { report: TxReport | undefined }) {
  const words = useWords();
  const fee = report?.fee && /^[0-9]+$/.test(report.fee) ? BigInt(report.fee) : null;
  return (
    <p className="text-sm" data-testid="trade-fees-paid">
      {fee === null ? words.t('fills.readingFees') : words.t('fills.feesPaid', { fee: words.sol(fee) })}
    </p>
  );
}
