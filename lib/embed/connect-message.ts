// The hand-over at the end of connecting from inside the widget: the login popup, back on our origin,
// posts a one-time code (or why there is none) to the widget that opened it, with the exact target origin.
// The popup learns it from its address's fragment, which never reaches a server or a Referer header.

export const CONNECT_PROTOCOL = 'trade-widget-connect';

/** Why connecting ended without a code: declined on the consent screen, or a problem on the way. */
export type ConnectOutcome = { code: string } | { error: string };
export type ConnectMessage = { protocol: typeof CONNECT_PROTOCOL; version: 1 } & ConnectOutcome;

/** A one-time code as the store issues it: 43 base64url characters. */
export const CONNECT_CODE = /^[A-Za-z0-9_-]{43}$/;
const ERROR = /^[a-z_]{1,40}$/;

const matches = (value: unknown, pattern: RegExp) => typeof value === 'string' && pattern.test(value);

/** Our own protocol with a well-formed code or error (extra fields are ignored). */
export function isConnectMessage(value: unknown): value is ConnectMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const message = value as Record<string, unknown>;
  if (message.protocol !== CONNECT_PROTOCOL || message.version !== 1) return false;
  return matches(message.code, CONNECT_CODE) || matches(message.error, ERROR);
}

export function connectMessage(outcome: ConnectOutcome): ConnectMessage {
  return { protocol: CONNECT_PROTOCOL, version: 1, ...outcome };
}

/** The fragment the callback sends the popup to: `#code=…` or `#error=…`. */
export function connectFragment(outcome: ConnectOutcome): string {
  return 'code' in outcome
    ? `#code=${encodeURIComponent(outcome.code)}`
    : `#error=${encodeURIComponent(outcome.error)}`;
}

/** The outcome carried by a popup's fragment, or null when it carries none we know. */
export function parseConnectFragment(hash: string): ConnectOutcome | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('code');
  if (code !== null) return CONNECT_CODE.test(code) ? { code } : null;
  const error = params.get('error');
  return error !== null && ERROR.test(error) ? { error } : null;
}

/**
 * The widget a sign-in was started for: the partner page's origin and the loader's instance id (null for
 * a widget opened without one). The popup's code is bound to it, and only that widget redeems it.
 */
export type WidgetBinding = { parentOrigin: string; instanceId: string | null };

/** The exchange route's body (POST /api/embed/session; checked by exchange.ts). */
export type ExchangeRequest = { code: string } & WidgetBinding;
