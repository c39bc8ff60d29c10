// The three trade bodies (already parsed by lib/partner's schemas) as one normalised, bigint request.
import type { BuyExactOutRequest, BuyRequest, SellRequest } from '@/lib/partner';
import { fitsU64 } from './amm';
import type { BoundSpec } from './bounds';
import type { TradeKind } from './fill';

export interface TradeRequest {
  kind: TradeKind;
  mint: string;
  /** buy: maxSolIn; buy-exact-out: tokensOut; sell: tokensIn. */
  amount: bigint;
  bound: BoundSpec;
  /** `maxSolIn` as sent (buys), for the volume caps; null when absent. */
  maxSolIn: bigint | null;
  partnerFeeBps: bigint;
  priorityFeeLamports: bigint;
  tipLamports: bigint;
}

function common(body: BuyRequest | BuyExactOutRequest | SellRequest) {
  return {
    mint: body.mint,
    partnerFeeBps: BigInt(body.partnerFeeBps ?? 0),
    priorityFeeLamports: BigInt(body.priorityFeeLamports),
    tipLamports: BigInt(body.tipLamports),
  };
}

export function buyRequest(body: BuyRequest): TradeRequest {
  const maxSolIn = BigInt(body.maxSolIn);
  const bound: BoundSpec =
    body.slippageBps !== undefined
      ? { mode: 'slippage', bps: BigInt(body.slippageBps), maxSolIn: null }
      : { mode: 'explicit', value: BigInt(body.minTokensOut) };
  return { kind: 'buy', amount: maxSolIn, bound, maxSolIn, ...common(body) };
}

export function buyExactOutRequest(body: BuyExactOutRequest): TradeRequest {
  const maxSolIn = body.maxSolIn !== undefined ? BigInt(body.maxSolIn) : null;
  const bound: BoundSpec =
    body.slippageBps !== undefined
      ? { mode: 'slippage', bps: BigInt(body.slippageBps), maxSolIn }
      : { mode: 'explicit', value: maxSolIn ?? 0n };
  return { kind: 'buyExactOut', amount: BigInt(body.tokensOut), bound, maxSolIn, ...common(body) };
}

export function sellRequest(body: SellRequest): TradeRequest {
  const bound: BoundSpec =
    body.slippageBps !== undefined
      ? { mode: 'slippage', bps: BigInt(body.slippageBps), maxSolIn: null }
      : { mode: 'explicit', value: BigInt(body.minSolOut) };
  return { kind: 'sell', amount: BigInt(body.tokensIn), bound, maxSolIn: null, ...common(body) };
}

/** Every amount must fit a u64, and so must the two fees together (`math_overflow` otherwise). */
export function requestFitsU64(req: TradeRequest): boolean {
  const bound = req.bound.mode === 'explicit' ? req.bound.value : (req.bound.maxSolIn ?? 0n);
  return fitsU64(req.amount, bound, req.maxSolIn ?? 0n, req.priorityFeeLamports + req.tipLamports);
}
