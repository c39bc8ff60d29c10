// Spec "Errors › Trading".
import type { CatalogueEntry } from './types';

export const tradingErrors = {
  invalid_partner_fee: {
    status: 400,
    retry: 'never',
    message: "The app's partner fee setting is invalid.",
    action: 'Contact the dashboard operator.',
  },
  partner_fee_not_configured: {
    status: 400,
    retry: 'never',
    message: 'This app is not set up to charge a partner fee.',
    action: 'Contact the dashboard operator.',
  },
  migration_pending: {
    status: 409,
    retry: 'soon',
    message: 'This token is moving from its bonding curve to a pool. Nothing was submitted.',
    action: 'Wait a few seconds, then try again.',
  },
  pool_not_open: {
    status: 409,
    retry: 'soon',
    message: "This token's pool is not open yet. Nothing was submitted.",
    action: 'Wait a few seconds, then try again.',
  },
  insufficient_sol: {
    status: 422,
    retry: 'never',
    message: 'You do not have enough SOL for this trade and its fees.',
    action: 'Add SOL to your wallet or trade a smaller amount.',
  },
  insufficient_tokens: {
    status: 422,
    retry: 'never',
    message: 'You do not hold enough of this token.',
    action: 'Enter a smaller amount.',
  },
  insufficient_liquidity: {
    status: 422,
    retry: 'never',
    message: 'There is not enough liquidity to fill a trade of this size.',
    action: 'Try a smaller amount.',
  },
  curve_complete: {
    status: 422,
    retry: 'never',
    message: 'The bonding curve completed while your trade was on its way.',
    action: 'Wait for the pool to open, then trade again.',
  },
  missing_sell_token_account: {
    status: 422,
    retry: 'never',
    message: 'You do not hold any of this token to sell.',
    action: 'Check the token and your wallet.',
  },
  slippage_exceeded: {
    status: 422,
    retry: 'never',
    message: 'The price moved past your limit, so nothing was filled.',
    action: 'Review the price, then try again or allow more slippage.',
  },
  buy_limit_exceeded: {
    status: 422,
    retry: 'never',
    message: 'This buy would take you over the per-wallet limit for this token.',
    action: 'Buy a smaller amount.',
  },
  same_slot_trading_blocked: {
    status: 422,
    retry: 'never',
    message: 'Trading for this token opens on the next block.',
    action: 'Wait a moment, then try again.',
  },
  math_overflow: {
    status: 422,
    retry: 'never',
    message: 'The amount is too large to process.',
    action: 'Enter a smaller amount.',
  },
} as const satisfies Record<string, CatalogueEntry>;
