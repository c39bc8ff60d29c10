// One trade, from request to transaction. Everything up to the quote is checked against the state at
// request time and refused without a transaction (no fees, no signature). The execution then runs under
// the market lock: pending quote drift, re-quote at the current state, and one transaction — successful,
// or landed failed (err set, fees paid) when the bound no longer holds. See README.md for the order.
import { ApiError, catalogueError, type TradeWriteResponse } from '@/lib/partner';
import type { Caller } from '../core/types';
import { LAMPORTS_PER_SIGNATURE } from '../ledger';
import { applyQuoteDrift } from './background';
import { deriveBound, meetsBound } from './bounds';
import { capError } from './caps';
import { executeFill } from './execute';
import { computeFill, type Fill, type FillFailure } from './fill';
import type { Market, MarketToken } from './market';
import { completeIfSoldOut } from './migrate';
import { MAX_WALLET_TOKENS } from './params';
import { requestFitsU64, type TradeRequest } from './request';

const TOKEN_ACCOUNT_BYTES = 165n;

function fillError(code: FillFailure): ApiError {
  if (code === 'too_small')
    return catalogueError('invalid_input', { message: 'The trade is too small to fill.' });
  return catalogueError(code);
}

function insufficientSol(required: bigint, available: bigint): ApiError {
  return catalogueError('insufficient_sol', {
    requiredLamports: required.toString(),
    availableLamports: available.toString(),
  });
}

interface Checked {
  token: MarketToken;
  bound: bigint | null;
  /** Lamports this buy counts against the app's caps (null for sells). */
  capLamports: bigint | null;
  /** The quote was made on the curve. */
  quotedOnCurve: boolean;
}

/** Every check made before a transaction is built, in order; throws the first failure. */
async function check(market: Market, caller: Caller, req: TradeRequest): Promise<Checked> {
  const { ledger, sim } = market;
  const { client, user } = caller;
  if (!requestFitsU64(req)) throw catalogueError('math_overflow');
  if (req.amount === 0n)
    throw catalogueError('invalid_input', { message: 'The trade amount must be above 0.' });
  if (req.partnerFeeBps > 0n && (client.tier !== 'partner' || !client.feeWallet)) {
    throw catalogueError('partner_fee_not_configured');
  }
  const token = market.tokens.get(req.mint);
  if (!token)
    throw catalogueError('insufficient_liquidity', { message: 'No venue holds liquidity for this token.' });
  const venue = market.venue(token);
  if (venue === 'migration_pending' || venue === 'pool_not_open') throw catalogueError(venue);
  if (token.launchSlot !== null && ledger.slot() <= token.launchSlot)
    throw catalogueError('same_slot_trading_blocked');

  const held = ledger.tokenAccount(await ledger.tokenAccountAddress(user.wallet, token.mint))?.amount ?? null;
  const available = ledger.solBalance(user.wallet);
  const txFees = 2n * LAMPORTS_PER_SIGNATURE + req.priorityFeeLamports + req.tipLamports;
  const accountRent = held === null ? ledger.minimumBalanceForRentExemption(TOKEN_ACCOUNT_BYTES) : 0n;
  if (req.kind === 'sell') {
    if (!held) throw catalogueError('missing_sell_token_account');
    if (held < req.amount) {
      throw catalogueError('insufficient_tokens', {
        requiredTokens: String(req.amount),
        availableTokens: String(held),
      });
    }
    if (available < txFees) throw insufficientSol(txFees, available);
  }
  if (req.kind === 'buy' && available < req.amount + txFees + accountRent) {
    throw insufficientSol(req.amount + txFees + accountRent, available);
  }

  const quoted = computeFill(req.kind, req.amount, req.partnerFeeBps, market.reserves(token));
  if (!quoted.ok) throw fillError(quoted.code);
  const quote = quoted.fill;
  let capLamports: bigint | null = null;
  if (req.kind !== 'sell') {
    capLamports = req.maxSolIn !== null && req.maxSolIn > 0n ? req.maxSolIn : quote.userLamports;
    const spent = market.volume.spentToday(client.clientId, user.id, sim.nowUnix());
    const capped = capError(client.caps, capLamports, spent);
    if (capped) throw capped;
    if (venue === 'curve' && (held ?? 0n) + quote.tokens > MAX_WALLET_TOKENS) {
      throw catalogueError('buy_limit_exceeded', { maxWalletTokens: MAX_WALLET_TOKENS.toString() });
    }
  }
  const bound = deriveBound(req.kind, req.bound, quote);
  if (!meetsBound(req.kind, bound, quote)) throw catalogueError('slippage_exceeded');
  if (req.kind === 'buyExactOut' && available < quote.userLamports + txFees + accountRent) {
    throw insufficientSol(quote.userLamports + txFees + accountRent, available);
  }
  if (quote.partnerFee > 0n && client.feeWallet && !ledger.account(client.feeWallet)) {
    await ledger.airdrop(client.feeWallet, ledger.minimumBalanceForRentExemption(0n));
  }
  return { token, bound, capLamports, quotedOnCurve: venue === 'curve' };
}

/** Re-quotes at execution; a curve that completed (or sold out) since the quote is `curve_complete`. */
function requote(market: Market, token: MarketToken, req: TradeRequest, quotedOnCurve: boolean): Fill {
  const venue = market.venue(token);
  if (quotedOnCurve && venue !== 'curve') throw catalogueError('curve_complete');
  if (venue === 'migration_pending' || venue === 'pool_not_open') throw catalogueError(venue);
  const result = computeFill(req.kind, req.amount, req.partnerFeeBps, market.reserves(token));
  if (result.ok) return result.fill;
  if (quotedOnCurve && req.kind !== 'sell' && result.code === 'insufficient_liquidity') {
    throw catalogueError('curve_complete');
  }
  throw fillError(result.code);
}

export async function runTrade(
  market: Market,
  caller: Caller,
  req: TradeRequest,
): Promise<TradeWriteResponse> {
  const { token, bound, capLamports, quotedOnCurve } = await check(market, caller, req);
  return market.exclusive(async () => {
    await applyQuoteDrift(market, token, req.kind);
    const fill = requote(market, token, req, quotedOnCurve);
    const sent = await executeFill(market, {
      payer: caller.user.signer,
      token,
      fill,
      feeWallet: caller.client.feeWallet,
      priorityFeeLamports: req.priorityFeeLamports,
      tipLamports: req.tipLamports,
      fail: !meetsBound(req.kind, bound, fill),
    });
    if (!sent.err) {
      if (capLamports !== null) {
        market.volume.add(caller.client.clientId, caller.user.id, market.sim.nowUnix(), capLamports);
      }
      await completeIfSoldOut(market, token);
    }
    return { signature: sent.signature, mint: token.mint, status: 'submitted' as const };
  });
}
