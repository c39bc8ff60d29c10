import * as React from 'react';
import { type Fees, type TradeSide } from '@/lib/domain';
import type { TxReport } from '@/lib/client/tx';
import { fillFigures, fillsOf } from './fills';
import { solAmount, tokenAmount } from '@/lib/format';

const signed = (text: string, value: bigint) => (value > 0n ? `+${text}` : value < 0n ? `−${text}` : text);
const abs = (value: bigint) => (value < 0n ? -value : value);

function headline(side: TradeSide, tokens: bigint, swapSol: bigint, symbol: string): string {
  const got = tokenAmount(abs(tokens), symbol);
  return side === 'sell'
    ? `Confirmed: you sold ${got} for ${solAmount(abs(swapSol))}.`
    : `Confirmed: you bought ${got} for ${solAmount(abs(swapSol))}.`;
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
  const f = fillFigures(fillsOf(report, mint, sent), report);
  const rows: [string, string, string][] = [
    ['tokens', `${symbol} in your wallet`, signed(tokenAmount(abs(f.tokens), symbol), f.tokens)],
    ['sol', 'SOL in your wallet, everything included', signed(solAmount(abs(f.sol)), f.sol)],
  ];
  if (f.price !== null) rows.push(['price', 'Price of the swap', `${solAmount(f.price)} per ${symbol}`]);
  if (f.networkFee !== null) {
    const tip =
      f.tip === null ? 'includes the priority fee and tip' : `includes the tip of ${solAmount(f.tip)}`;
    rows.push(['network-fee', 'Network fee', `${solAmount(f.networkFee)} (${tip})`]);
  }
  if (f.partnerFee !== null) rows.push(['partner-fee', 'Partner fee', solAmount(f.partnerFee)]);
  if (f.accountRent > 0n)
    rows.push([
      'rent',
      'Token account opened',
      `${solAmount(f.accountRent)} rent, returned if you close the account`,
    ]);
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-success/40 bg-success/10 px-3 py-3"
    >
      <h3 id={titleId} className="text-sm font-semibold" data-testid="trade-confirmed">
        {headline(side, f.tokens, f.swapSol, symbol)}
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
          Filled in the token’s pool: it had left its bonding curve while your trade waited.
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">Read from the confirmed transaction on the network.</p>
    </section>
  );
}

/** A trade that landed failed: nothing filled, but its fees were paid; the figure from the chain. */
export function FailedFees({ report }: { report: TxReport | undefined }) {
  const fee = report?.fee && /^[0-9]+$/.test(report.fee) ? BigInt(report.fee) : null;
  return (
    <p className="text-sm" data-testid="trade-fees-paid">
      {fee === null
        ? 'Reading the fees it paid from the network…'
        : `Fees still paid: ${solAmount(fee)} (network fee with the priority fee and tip). Nothing else moved.`}
    </p>
  );
}
