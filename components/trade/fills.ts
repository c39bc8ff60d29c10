import { LAMPORTS_PER_SIGNATURE, pricePerToken, type Fees } from '@/lib/domain';
import type { TxReport } from '@/lib/client/tx';
import type { TradeFills } from './events';

// What a confirmed trade really did, from the chain (GET /api/tx): the wallet's SOL and token deltas, the
// network fee, the tip, the partner fee, and the price the swap filled at. Nothing here is an estimate:
// a figure the transaction does not show is null and the panel says nothing about it.

const INTEGER = /^-?[0-9]+$/;
const int = (value: string | null | undefined): bigint | null =>
  typeof value === 'string' && INTEGER.test(value) ? BigInt(value) : null;

/**
 * The tip, when the chain confirms it: the service charges the priority fee and the tip through the
 * transaction's fee, so a fee of exactly base + priority fee + tip shows both were paid as sent.
 */
function confirmedTip(report: TxReport, sent: Fees): bigint | null {
  const fee = int(report.fee);
  const signatures = report.signatures;
  if (fee === null || typeof signatures !== 'number') return null;
  const base = BigInt(signatures) * LAMPORTS_PER_SIGNATURE;
  return fee === base + sent.priorityFeeLamports + sent.tipLamports ? sent.tipLamports : null;
}

export function fillsOf(report: TxReport, mint: string, sent: Fees): TradeFills {
  const token = report.changes?.tokens.find((t) => t.mint === mint);
  const partnerFee = int(report.partnerFee);
  const tip = confirmedTip(report, sent);
  return {
    solDeltaLamports: report.changes?.sol ?? '0',
    tokenDelta: token?.delta ?? '0',
    networkFeeLamports: int(report.fee)?.toString() ?? null,
    tipLamports: tip === null ? null : tip.toString(),
    partnerFeeLamports: partnerFee !== null && partnerFee > 0n ? partnerFee.toString() : null,
  };
}

export interface FillFigures {
  /** SOL that left (negative) or reached (positive) the wallet, all included. */
  sol: bigint;
  tokens: bigint;
  networkFee: bigint | null;
  tip: bigint | null;
  partnerFee: bigint | null;
  /** Rent of a token account the trade opened for the person. */
  accountRent: bigint;
  /** SOL the swap itself moved: the wallet's SOL change less the fees and rent above. */
  swapSol: bigint;
  /** Lamports per whole token at which the swap filled; null when no tokens moved. */
  price: bigint | null;
}

export function fillFigures(fills: TradeFills, report: TxReport): FillFigures {
  const sol = BigInt(fills.solDeltaLamports);
  const tokens = BigInt(fills.tokenDelta);
  const networkFee = int(fills.networkFeeLamports);
  const partnerFee = int(fills.partnerFeeLamports);
  const accountRent = int(report.accountRent) ?? 0n;
  // The swap's SOL: a buy's outflow, or a sale's proceeds, before the fees charged around it.
  const swapSol = sol + (networkFee ?? 0n) + (partnerFee ?? 0n) + accountRent;
  return {
    sol,
    tokens,
    networkFee,
    tip: int(fills.tipLamports),
    partnerFee,
    accountRent,
    swapSol,
    price: pricePerToken(swapSol, tokens),
  };
}
