// Spec "Errors › Infrastructure" and the price-oracle codes (503 with `retryable: true`, per
// decisions.md). Transient codes retry with backoff and an attempt ceiling; writes are never resent
// automatically.
import type { CatalogueEntry } from './types';

export const infrastructureErrors = {
  rpc_unavailable: {
    status: 502,
    retry: 'backoff',
    message: 'The network service is unavailable right now.',
    action: 'Wait a little, check whether an earlier attempt went through, then try again.',
  },
  wallet_sign_failed: {
    status: 502,
    retry: 'backoff',
    message: 'The wallet signing service failed.',
    action: 'Wait a little, check whether an earlier attempt went through, then try again.',
  },
  pin_unavailable: {
    status: 502,
    retry: 'backoff',
    message: 'The image upload service is unavailable right now.',
    action: 'Wait a little, then try again.',
  },
  internal: {
    status: 500,
    retry: 'backoff',
    message: 'Something went wrong on the service.',
    action: 'Try again in a little while.',
  },
  tx_expired: {
    status: 422,
    retry: 'rebuild',
    message: 'The transaction expired before it landed, so it did not go through.',
    action: 'Submit it again; a new transaction will be built.',
  },
  tx_failed: {
    status: 422,
    retry: 'never',
    message: 'The transaction failed on the network. The network fees were still spent.',
    action: 'Review the details before trying again.',
  },
  tx_too_large: {
    status: 422,
    retry: 'never',
    message: 'The transaction is too large.',
    action: 'Change fewer fields at once.',
  },
  oracle_stale: {
    status: 503,
    retry: 'backoff',
    message: 'The price feed is out of date right now.',
    action: 'Wait a little, then try again.',
  },
  oracle_unavailable: {
    status: 503,
    retry: 'backoff',
    message: 'The price feed is unavailable right now.',
    action: 'Wait a little, then try again.',
  },
  oracle_confidence_too_wide: {
    status: 503,
    retry: 'backoff',
    message: 'The price feed is too uncertain right now.',
    action: 'Wait a little, then try again.',
  },
  oracle_price_out_of_range: {
    status: 503,
    retry: 'backoff',
    message: 'The price feed reports a price outside the allowed range.',
    action: 'Wait a little, then try again.',
  },
} as const satisfies Record<string, CatalogueEntry>;
