// The dashboard's own codes, answered by its API routes (never by the upstream service).
// `write_outcome_unknown` and `idempotency_in_flight` are `never`: a write may already be under way, and
// resending could execute it twice; the person checks the outcome instead.
import type { CatalogueEntry } from './types';

export const dashboardErrors = {
  not_connected: {
    status: 401,
    retry: 'never',
    message: 'You are not connected.',
    action: 'Connect your account to continue.',
  },
  partner_only: {
    status: 403,
    retry: 'never',
    message: 'The partner console is for the partner’s team only.',
    action: 'Ask the dashboard’s operator to add your wallet to the partner’s team.',
  },
  origin_rejected: {
    status: 403,
    retry: 'never',
    message: 'This request did not come from the dashboard.',
    action: 'Reload the dashboard and try again.',
  },
  write_outcome_unknown: {
    status: 504,
    retry: 'never',
    message: 'We could not tell whether your request went through.',
    action: 'Check your recent activity before trying again; sending it again could do it twice.',
  },
  idempotency_in_flight: {
    status: 409,
    retry: 'never',
    message: 'This request is already being processed.',
    action: 'Wait for its result instead of sending it again.',
  },
  payload_too_large: {
    status: 413,
    retry: 'never',
    message: 'The request is too large.',
    action: 'Use a smaller image or shorter text.',
  },
  request_timeout: {
    status: 408,
    retry: 'never',
    message: 'The request took too long to arrive.',
    action: 'Check your connection and try again.',
  },
  not_found: {
    status: 404,
    retry: 'never',
    message: 'This address does not exist.',
    action: 'Check the link.',
  },
  method_not_allowed: {
    status: 405,
    retry: 'never',
    message: 'This action is not supported here.',
    action: 'Reload the dashboard and try again.',
  },
  headers_too_large: {
    status: 431,
    retry: 'never',
    message: 'The address or the headers of the request are too long.',
    action: 'Use a shorter link, or clear this site’s cookies and try again.',
  },
  malformed_request: {
    status: 400,
    retry: 'never',
    message: 'The request could not be read.',
    action: 'Check the address and try again.',
  },
  store_unavailable: {
    status: 503,
    retry: 'backoff',
    message: 'Your connection could not be read right now.',
    action: 'Wait a little, then try again.',
  },
  image_too_large: {
    status: 400,
    retry: 'never',
    message: 'The image is larger than 5 MiB.',
    action: 'Choose a smaller image.',
  },
  access_denied: {
    status: 400,
    retry: 'never',
    message: 'The connection was not approved.',
    action: 'Connect again and approve the request to continue.',
  },
  needs_reconnect: {
    status: 401,
    retry: 'never',
    message: 'Your connection needs to be renewed.',
    action: 'Reconnect your account.',
  },
  invalid_amount: {
    status: 400,
    retry: 'never',
    message: 'The amount is not valid.',
    action: 'Enter a positive amount with no more decimals than the token allows.',
  },
  connect_code_invalid: {
    status: 400,
    retry: 'never',
    message: 'This connection has already been handed over or took too long.',
    action: 'Select Connect again.',
  },
  invalid_address: {
    status: 400,
    retry: 'never',
    message: 'The address is not a valid Solana address.',
    action: 'Check the address and try again.',
  },
  webhook_not_configured: {
    status: 409,
    retry: 'never',
    message: 'No webhook address is configured, so nothing can be sent.',
    action: 'Set PARTNER_WEBHOOK_URL and PARTNER_WEBHOOK_SECRET on the server, then restart it.',
  },
  webhook_delivery_not_found: {
    status: 404,
    retry: 'never',
    message: 'There is no webhook delivery with this id.',
    action: 'Pick a delivery from the list.',
  },
} as const satisfies Record<string, CatalogueEntry>;
