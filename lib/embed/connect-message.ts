import { z } from 'zod';

// The hand-over at the end of connecting from inside the widget: the login popup, back on our origin,
// posts a one-time code (or why there is none) to the widget that opened it, with the exact target origin.
// The popup learns it from its address's fragment, which never reaches a server or a Referer header.

export const CONNECT_PROTOCOL = 'trade-widget-connect';

/** Why connecting ended without a code: declined on the consent screen, or a problem on the way. */
export type ConnectOutcome = { code: string } | { error: string };
export type ConnectMessage = { protocol: typeof CONNECT_PROTOCOL; version: 1 } & ConnectOutcome;

const CODE = /^[A-Za-z0-9_-]{43}$/;
const ERROR = /^[a-z_]{1,40}$/;

const messageSchema = z.union([
  z.object({ protocol: z.literal(CONNECT_PROTOCOL), version: z.literal(1), code: z.string().regex(CODE) }),
  z.object({ protocol: z.literal(CONNECT_PROTOCOL), version: z.literal(1), error: z.string().regex(ERROR) }),
]);

export function isConnectMessage(value: unknown): value is ConnectMessage {
  return messageSchema.safeParse(value).success;
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
  if (code !== null) return CODE.test(code) ? { code } : null;
  const error = params.get('error');
  return error !== null && ERROR.test(error) ? { error } : null;
}

/** The exchange route's body (POST /api/embed/session). */
export const exchangeRequestSchema = z.object({ code: z.string().regex(CODE) });
export type ExchangeRequest = z.infer<typeof exchangeRequestSchema>;
