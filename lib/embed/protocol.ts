import { z } from 'zod';

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
const integer = z.string().regex(/^-?\d{1,30}$/);
const side = z.enum(['buy', 'buy-exact-out', 'sell']);
const text = (max: number) => z.string().min(1).max(max);

const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), mint: text(64) }),
  z.object({ type: z.literal('resize'), height: z.number().int().min(0).max(100_000) }),
  z.object({ type: z.literal('connect-required') }),
  z.object({ type: z.literal('connected') }),
  z.object({ type: z.literal('submitted'), side, mint: text(64), signature: text(128) }),
  z.object({
    type: z.literal('confirmed'),
    side,
    mint: text(64),
    signature: text(128),
    fills: z.object({
      solDeltaLamports: integer,
      tokenDelta: integer,
      networkFeeLamports: integer.nullable(),
      tipLamports: integer.nullable(),
      partnerFeeLamports: integer.nullable(),
    }),
  }),
  z.object({
    type: z.literal('failed'),
    code: text(64),
    message: text(500),
    signature: text(128).nullable(),
  }),
  z.object({ type: z.literal('disconnected') }),
]);

const envelopeSchema = z.object({
  protocol: z.literal(WIDGET_PROTOCOL),
  version: z.literal(WIDGET_PROTOCOL_VERSION),
  instanceId: z.string().regex(INSTANCE_ID),
});

/** True for a well-formed version 1 message (extra fields allowed, as later minor additions may add some). */
export function isWidgetMessage(value: unknown): value is WidgetMessage {
  return envelopeSchema.safeParse(value).success && eventSchema.safeParse(value).success;
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
