// Spec "Errors › Auth and access".
import type { CatalogueEntry } from './types';

export const authErrors = {
  invalid_token: {
    status: 401,
    retry: 'never',
    message: 'Your connection has expired or was revoked.',
    action: 'Reconnect your account.',
  },
  invalid_client: {
    status: 401,
    retry: 'never',
    message: "The service rejected this dashboard's app credentials.",
    action: 'Contact the dashboard operator; this is not something you can fix.',
  },
  insufficient_scope: {
    status: 403,
    retry: 'never',
    message: 'Your connection does not include permission for this action.',
    action: 'Reconnect and approve the permission this action needs.',
  },
  delegation_missing: {
    status: 403,
    retry: 'never',
    message: '1-click trading is not enabled for your wallet.',
    action: 'Enable 1-click trading on the launch service, then try again.',
  },
  trade_cap_exceeded: {
    status: 403,
    retry: 'never',
    message: 'This trade is larger than this app allows for a single trade.',
    action: 'Try a smaller amount.',
  },
  daily_cap_exceeded: {
    status: 403,
    retry: 'never',
    message: "You have reached today's trading limit for this app.",
    action: 'Try again after 00:00 UTC, or trade a smaller amount.',
  },
  invalid_grant: {
    status: 400,
    retry: 'never',
    message: 'The sign-in code or saved connection is no longer valid.',
    action: 'Connect your account again.',
  },
  invalid_request: {
    status: 400,
    retry: 'never',
    message: 'The sign-in request was incomplete.',
    action: 'Start connecting again.',
  },
  unsupported_grant_type: {
    status: 400,
    retry: 'never',
    message: 'The sign-in request used a method the service does not support.',
    action: 'Start connecting again; if it keeps happening, contact the dashboard operator.',
  },
  invalid_scope: {
    status: 400,
    retry: 'never',
    message: 'The sign-in request asked for an unknown permission.',
    action: 'Start connecting again; if it keeps happening, contact the dashboard operator.',
  },
  scope_not_allowed: {
    status: 400,
    retry: 'never',
    message: 'This app is not approved for one of the requested permissions.',
    action: 'Contact the dashboard operator.',
  },
  invalid_redirect_uri: {
    status: 400,
    retry: 'never',
    message: 'The service rejected the sign-in return address.',
    action: 'Contact the dashboard operator.',
  },
  unknown_client: {
    status: 400,
    retry: 'never',
    message: 'The service does not recognise this app, or the app is suspended.',
    action: 'Contact the dashboard operator.',
  },
  rate_limit_exceeded: {
    status: 429,
    retry: 'after_retry_after',
    message: 'Too many requests right now. Nothing was submitted.',
    action: 'Wait a moment, then try again.',
  },
  too_many_failed_attempts: {
    status: 429,
    retry: 'after_retry_after',
    message: 'Sign-in is locked for a few minutes after too many failed attempts.',
    action: 'Wait a few minutes, then try again.',
  },
} as const satisfies Record<string, CatalogueEntry>;
