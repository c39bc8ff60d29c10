// The widget's messages to the page that embeds it, version 1. The iframe posts each one to its parent
// with `targetOrigin` set to the allowed parent origin; the loader (/embed.js) checks the sender and re-dispatches
// it on the <trade-widget> element as a DOM `CustomEvent` named `trade-widget:<type>` (detail = message).
// Host pages written in TypeScript may copy these types; adding a field is compatible, anything else
// takes a new version.

export const WIDGET_PROTOCOL = 'trade-widget';
export const WIDGET_PROTOCOL_VERSION = 1;

// Everything about the protocol is written once, here, as data: the element's attributes and each event
// with its fields, their checks and what they mean. The loader (public/embed.js, written from
// lib/embed/loader-script.ts), the partner docs (/partners), the guards below and the tests read these
// lists; the types are checked against them (a field in one and not the other does not compile).

import { WIDGET_LOCALES } from './locales';

export type WidgetSide = 'buy' | 'buy-exact-out' | 'sell';

/** Balance changes of a confirmed trade: integer strings in base units (lamports, token base units). */
export interface WidgetFills {
  solDeltaLamports: string;
  tokenDelta: string;
  networkFeeLamports: string | null;
  tipLamports: string | null;
  partnerFeeLamports: string | null;
}

/**
 * The language the widget speaks: the one asked for (the `locale` attribute, else the visitor's browser
 * language; null when neither named one), the one used, and whether the widget fell back to English
 * because it does not speak the one asked for.
 */
export interface WidgetLocaleInfo {
  requested: string | null;
  used: string;
  fallback: boolean;
}

export type WidgetEvent =
  | { type: 'ready'; mint: string; locale?: WidgetLocaleInfo }
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
const localeInfo: Check = (value) =>
  isRecord(value) &&
  nullable(text(100))(value.requested) &&
  typeof value.used === 'string' &&
  (WIDGET_LOCALES as readonly string[]).includes(value.used) &&
  typeof value.fallback === 'boolean';
const mint = /*#__PURE__*/ text(64);
const signature = /*#__PURE__*/ text(128);

/** One field of an event: its check, how the docs name its type, what it means, and whether it may be absent. */
export interface FieldSpec {
  check: Check;
  type: string;
  description: string;
  optional?: true;
}

type FieldsOf<T extends WidgetEventType> = {
  [K in Exclude<keyof Extract<WidgetEvent, { type: T }>, 'type'>]-?: FieldSpec;
};

/** One event: when the widget sends it, and its fields besides the envelope and `type`. */
export interface EventSpec<T extends WidgetEventType> {
  when: string;
  fields: FieldsOf<T>;
}

const MINT_FIELD = { check: mint, type: 'string', description: 'The token’s mint address.' };
const SIDE_FIELD = {
  check: side,
  type: '"buy" | "buy-exact-out" | "sell"',
  description: 'What the trade did: spend SOL, buy an exact token amount, or sell.',
};
const SIGNATURE_FIELD = {
  check: signature,
  type: 'string',
  description: 'The transaction’s signature (base58), to look it up on an explorer.',
};

/** Every event the widget posts, in the order a page usually sees them. */
export const WIDGET_EVENTS: { [T in WidgetEventType]: EventSpec<T> } = {
  ready: {
    when: 'The widget is shown.',
    fields: {
      mint: MINT_FIELD,
      locale: {
        check: localeInfo,
        type: '{ requested: string | null, used: string, fallback: boolean }',
        description:
          'The language asked for (the locale attribute, else the browser’s; null when none), the one used, and fallback: true when the widget does not speak the one asked for and uses English.',
        optional: true,
      },
    },
  },
  resize: {
    when: 'Its content’s height changed (the loader already resizes the iframe).',
    fields: {
      height: {
        check: height,
        type: 'number',
        description: 'The content’s height in CSS pixels, a whole number.',
      },
    },
  },
  'connect-required': {
    when: 'Nobody is connected (after ready, and after disconnected).',
    fields: {},
  },
  connected: {
    when: 'A connection is in place (at start, or after connecting in any widget on the page).',
    fields: {},
  },
  submitted: {
    when: 'A trade was sent.',
    fields: { side: SIDE_FIELD, mint: MINT_FIELD, signature: SIGNATURE_FIELD },
  },
  confirmed: {
    when: 'The network confirmed the trade.',
    fields: {
      side: SIDE_FIELD,
      mint: MINT_FIELD,
      signature: SIGNATURE_FIELD,
      fills: {
        check: fills,
        type: '{ solDeltaLamports, tokenDelta, networkFeeLamports, tipLamports, partnerFeeLamports }',
        description:
          'The wallet’s balance changes read from the chain, as integer strings in base units (lamports; the token’s base units); the deltas are signed, the three fees may be null when unknown.',
      },
    },
  },
  failed: {
    when: 'A trade failed, or the widget is set up wrongly (invalid_address: the mint attribute).',
    fields: {
      code: {
        check: /*#__PURE__*/ text(64),
        type: 'string',
        description: 'The error’s code from the catalogue (slippage_exceeded, invalid_address, …).',
      },
      message: {
        check: /*#__PURE__*/ text(500),
        type: 'string',
        description: 'The sentence the visitor was shown, in the widget’s language.',
      },
      signature: {
        check: /*#__PURE__*/ nullable(signature),
        type: 'string | null',
        description: 'The transaction’s signature, or null when nothing was sent.',
      },
    },
  },
  disconnected: {
    when: 'The person disconnected.',
    fields: {},
  },
};

export const WIDGET_EVENT_TYPES = Object.keys(WIDGET_EVENTS) as readonly WidgetEventType[];

/** One attribute of the <trade-widget> element: the values it takes, its default and what it does. */
export interface AttributeSpec {
  values: string;
  default: string;
  description: string;
  required?: true;
  /** A boolean attribute: present (with any value, or none) means on. */
  boolean?: true;
}

/** Every attribute the loader passes to the widget (any other is not sent). */
export const WIDGET_ATTRIBUTES = {
  mint: {
    values: 'a Solana mint address',
    default: '—',
    description: 'The token to trade.',
    required: true,
  },
  side: {
    values: '"buy" or "sell"',
    default: 'buy',
    description: 'The side the widget opens on.',
  },
  'lock-side': {
    values: 'present or absent (a boolean attribute)',
    default: 'absent',
    description: 'Keeps the widget on its side: the visitor cannot switch between buying and selling.',
    boolean: true,
  },
  amount: {
    values: 'a decimal number written with a dot, like 0.5 (SOL to buy, tokens to sell)',
    default: 'empty',
    description:
      'The amount the form starts with; the visitor may change it. A value the token cannot hold is ignored.',
  },
  theme: {
    values: '"light", "dark" or "auto"',
    default: 'auto',
    description: 'The widget’s colours; auto follows the visitor’s system setting.',
  },
  accent: {
    values: 'a hex colour, #rgb or #rrggbb',
    default: 'the dashboard’s',
    description:
      'The colour of buttons and links, darkened or lightened where needed to keep WCAG AA contrast.',
  },
  locale: {
    values: 'a language tag: en, es, de, zh-CN, ja (a regional tag such as de-AT picks its language)',
    default: 'the visitor’s browser language, else en',
    description:
      'The widget’s language: its words, and numbers and amounts shown and typed the language’s way. Any other falls back to English and says so in ready.',
  },
} as const satisfies Record<string, AttributeSpec>;

export type WidgetAttribute = keyof typeof WIDGET_ATTRIBUTES;

export const WIDGET_ATTRIBUTE_NAMES = Object.keys(WIDGET_ATTRIBUTES) as readonly WidgetAttribute[];

/** The name of the DOM event the loader dispatches for a message type. */
export function widgetEventName<T extends WidgetEventType>(type: T): `trade-widget:${T}` {
  return `trade-widget:${type}`;
}

export function widgetMessage(instanceId: string, event: WidgetEvent): WidgetMessage {
  return { protocol: WIDGET_PROTOCOL, version: WIDGET_PROTOCOL_VERSION, instanceId, ...event };
}

/** True for a well-formed version 1 message (extra fields allowed, as later minor additions may add some). */
export function isWidgetMessage(value: unknown): value is WidgetMessage {
  if (!isRecord(value) || value.protocol !== WIDGET_PROTOCOL || value.version !== WIDGET_PROTOCOL_VERSION)
    return false;
  if (!isInstanceId(value.instanceId) || typeof value.type !== 'string') return false;
  if (!Object.hasOwn(WIDGET_EVENTS, value.type)) return false;
  const fields: Record<string, FieldSpec> = WIDGET_EVENTS[value.type as WidgetEventType].fields;
  return Object.entries(fields).every(
    ([name, field]) => (field.optional && value[name] === undefined) || field.check(value[name]),
  );
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
