// The widget's messages to the page that embeds it, version 1. The iframe posts each one to its parent
// with `targetOrigin` set to the allowed parent origin; public/embed.js checks the sender and re-dispatches
// it on the <trade-widget> element as a DOM `CustomEvent` named `trade-widget:<type>` (detail = message).
// Host pages written in TypeScript may copy these types; adding a field is compatible, anything else
// takes a new version.

export const WIDGET_PROTOCOL = 'trade-widget';
export const WIDGET_PROTOCOL_VERSION = 1;

export type WidgetSide = 'buy' | 'buy-exact-out' | 'sell';

/** Balance changes of a confirmed trade: integer strings in base units (lamports, token base units). */
export interface WidgetFills {
  solDeltaLamports: string;
  tokenDelta: string;
  networkFeeLamports: string | null;
  tipLamports: string | null;
  partnerFeeLamports: string | null;
}

export type WidgetEvent =
  | { type: 'ready'; mint: string }
  | { type: 'resize'; height: number }
  | { type: 'connect-required' }
  | { type: 'connected' }
  | { type: 'submitted'; side: WidgetSide; mint: string; signature: string }
  | { type: 'confirmed'; side: WidgetSide; mint: string; signature: string; fills: WidgetFills }
  | { type: 'failed'; code: string; message: string; signature: string | null }
  | { type: 'disconnected' };

export type WidgetEventType = WidgetEvent['type'];

export type WidgetEnvelope = {
  protocol: typeof WIDGET_PROTOCOL;
  version: typeof WIDGET_PROTOCOL_VERSION;
  /** Unique per <trade-widget> element on the page; set by the loader. */
  instanceId: string;
};

/** One message as the host page receives it (the `detail` of the DOM event). */
export type WidgetMessage = WidgetEnvelope & WidgetEvent;
export type WidgetMessageOf<T extends WidgetEventType> = Extract<WidgetMessage, { type: T }>;

/** The DOM events a <trade-widget> element dispatches, for `addEventListener` typings. */
export type TradeWidgetEventMap = {
  [T in WidgetEventType as `trade-widget:${T}`]: CustomEvent<WidgetMessageOf<T>>;
};

export const WIDGET_EVENT_TYPES = [
  'ready',
  'resize',
  'connect-required',
  'connected',
  'submitted',
  'confirmed',
  'failed',
  'disconnected',
] as const satisfies readonly WidgetEventType[];

/** The name of the DOM event the loader dispatches for a message type. */
export function widgetEventName<T extends WidgetEventType>(type: T): `trade-widget:${T}` {
  return `trade-widget:${type}`;
}

export function widgetMessage(instanceId: string, event: WidgetEvent): WidgetMessage {
  return { protocol: WIDGET_PROTOCOL, version: WIDGET_PROTOCOL_VERSION, instanceId, ...event };
}

const INSTANCE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const INTEGER = /^-?\d{1,30}$/;
const SIDES: readonly unknown[] = ['buy', 'buy-exact-out', 'sell'] satisfies WidgetSide[];

// The guards are plain checks (no schema library), so that the widget, which only builds messages, and a
// host page that copies them carry no validation dependency.
type Check = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text =
  (max: number): Check =>
  (value) =>
    typeof value === 'string' && value.length >= 1 && value.length <= max;
const integer: Check = (value) => typeof value === 'string' && INTEGER.test(value);
const nullable =
  (check: Check): Check =>
  (value) =>
    value === null || check(value);
const side: Check = (value) => SIDES.includes(value);
const height: Check = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 100_000;
const fills: Check = (value) =>
  isRecord(value) &&
  integer(value.solDeltaLamports) &&
  integer(value.tokenDelta) &&
  [value.networkFeeLamports, value.tipLamports, value.partnerFeeLamports].every(nullable(integer));

/** The fields each event type must carry, with their checks (extra fields are allowed). */
const EVENT_FIELDS: Record<WidgetEventType, Record<string, Check>> = {
  ready: { mint: text(64) },
  resize: { height },
  'connect-required': {},
  connected: {},
  submitted: { side, mint: text(64), signature: text(128) },
  confirmed: { side, mint: text(64), signature: text(128), fills },
  failed: { code: text(64), message: text(500), signature: nullable(text(128)) },
  disconnected: {},
};

/** True for a well-formed version 1 message (extra fields allowed, as later minor additions may add some). */
export function isWidgetMessage(value: unknown): value is WidgetMessage {
  if (!isRecord(value) || value.protocol !== WIDGET_PROTOCOL || value.version !== WIDGET_PROTOCOL_VERSION)
    return false;
  if (!isInstanceId(value.instanceId) || typeof value.type !== 'string') return false;
  if (!Object.hasOwn(EVENT_FIELDS, value.type)) return false;
  const fields = EVENT_FIELDS[value.type as WidgetEventType];
  return Object.entries(fields).every(([name, check]) => check(value[name]));
}

/** True for a well-formed message of one instance, optionally of one type. */
export function isWidgetMessageOf<T extends WidgetEventType>(
  value: unknown,
  instanceId: string,
  type?: T,
): value is WidgetMessageOf<T> {
  return (
    isWidgetMessage(value) && value.instanceId === instanceId && (type === undefined || value.type === type)
  );
}

/** A loader-made instance id is safe to carry in a URL and a message. */
export function isInstanceId(value: unknown): value is string {
  return typeof value === 'string' && INSTANCE_ID.test(value);
}
