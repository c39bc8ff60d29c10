import { describe, expect, it } from 'vitest';
import {
  WIDGET_ATTRIBUTE_NAMES,
  WIDGET_ATTRIBUTES,
  WIDGET_EVENTS,
  type AttributeSpec,
  type FieldSpec,
  isInstanceId,
  isWidgetMessage,
  isWidgetMessageOf,
  WIDGET_EVENT_TYPES,
  widgetEventName,
  widgetMessage,
  type WidgetEvent,
} from './protocol';

const signature = '5'.repeat(88);
const mint = 'GRASSmint1111111111111111111111111111111111';
const fills = {
  solDeltaLamports: '-10000000',
  tokenDelta: '123456789',
  networkFeeLamports: '5000',
  tipLamports: null,
  partnerFeeLamports: '25000',
};

const examples: WidgetEvent[] = [
  { type: 'ready', mint },
  { type: 'resize', height: 412 },
  { type: 'connect-required' },
  { type: 'connected' },
  { type: 'submitted', side: 'buy', mint, signature },
  { type: 'confirmed', side: 'sell', mint, signature, fills },
  { type: 'failed', code: 'slippage_exceeded', message: 'The price moved.', signature: null },
  { type: 'failed', code: 'tx_failed', message: 'The transaction failed.', signature },
  { type: 'disconnected' },
];

describe('widget messages', () => {
  it('wraps every event type in the versioned envelope, and the guard accepts each', () => {
    expect(new Set(examples.map((e) => e.type))).toEqual(new Set(WIDGET_EVENT_TYPES));
    for (const event of examples) {
      const message = widgetMessage('tw-1-abc', event);
      expect(message).toMatchObject({ protocol: 'trade-widget', version: 1, instanceId: 'tw-1-abc' });
      expect(isWidgetMessage(message)).toBe(true);
      expect(isWidgetMessage(JSON.parse(JSON.stringify(message)))).toBe(true);
    }
  });

  it('names the DOM event after the type', () => {
    expect(widgetEventName('confirmed')).toBe('trade-widget:confirmed');
  });

  it.each([
    ['another protocol', { protocol: 'other-widget' }],
    ['a later version', { version: 2 }],
    ['a version as text', { version: '1' }],
    ['no instance id', { instanceId: undefined }],
    ['an instance id that could break out of a URL', { instanceId: 'a"b<c' }],
    ['an unknown type', { type: 'purchase' }],
  ])('refuses %s', (_label, change) => {
    const message = { ...widgetMessage('tw-1', { type: 'connected' }), ...change };
    expect(isWidgetMessage(message)).toBe(false);
  });

  it.each([
    ['ready without a mint', { type: 'ready' }],
    ['a negative height', { type: 'resize', height: -1 }],
    ['a fractional height', { type: 'resize', height: 10.5 }],
    ['submitted without a signature', { type: 'submitted', side: 'buy', mint }],
    ['an unknown side', { type: 'submitted', side: 'short', mint, signature }],
    [
      'fills as numbers',
      { type: 'confirmed', side: 'buy', mint, signature, fills: { ...fills, tokenDelta: 1 } },
    ],
    [
      'fills with a decimal point',
      { type: 'confirmed', side: 'buy', mint, signature, fills: { ...fills, tokenDelta: '1.5' } },
    ],
    ['failed without a code', { type: 'failed', message: 'x', signature: null }],
    ['failed with the signature left out', { type: 'failed', code: 'x', message: 'x' }],
    ['a height past the limit', { type: 'resize', height: 100_001 }],
    [
      'a message past 500 characters',
      { type: 'failed', code: 'x', message: 'x'.repeat(501), signature: null },
    ],
    ['confirmed without fills', { type: 'confirmed', side: 'buy', mint, signature, fills: null }],
    ['a type inherited from Object', { type: 'toString' }],
  ])('refuses %s', (_label, event) => {
    expect(isWidgetMessage({ protocol: 'trade-widget', version: 1, instanceId: 'tw-1', ...event })).toBe(
      false,
    );
  });

  it('accepts fields a later minor version may add', () => {
    const message = { ...widgetMessage('tw-1', { type: 'resize', height: 0 }), width: 320 };
    expect(isWidgetMessage(message)).toBe(true);
  });

  it.each([null, undefined, 'trade-widget', 42, [], {}])('refuses %j', (value) => {
    expect(isWidgetMessage(value)).toBe(false);
  });

  it('narrows to one instance and one type', () => {
    const message = widgetMessage('tw-2', { type: 'submitted', side: 'buy', mint, signature });
    expect(isWidgetMessageOf(message, 'tw-2')).toBe(true);
    expect(isWidgetMessageOf(message, 'tw-2', 'submitted')).toBe(true);
    expect(isWidgetMessageOf(message, 'tw-2', 'confirmed')).toBe(false);
    expect(isWidgetMessageOf(message, 'tw-3')).toBe(false);
    if (isWidgetMessageOf(message, 'tw-2', 'submitted')) expect(message.signature).toBe(signature);
  });

  it('accepts only URL-safe instance ids', () => {
    expect(isInstanceId('tw-1-k3j4')).toBe(true);
    expect(isInstanceId('')).toBe(false);
    expect(isInstanceId('x'.repeat(65))).toBe(false);
    expect(isInstanceId('a&b')).toBe(false);
    expect(isInstanceId(7)).toBe(false);
  });
});

describe('the protocol as data', () => {
  it('describes every event’s every field, with a check the guard applies', () => {
    for (const type of WIDGET_EVENT_TYPES) {
      const spec = WIDGET_EVENTS[type];
      expect(spec.when, type).toMatch(/\.$/);
      for (const [name, field] of Object.entries(spec.fields) as [string, FieldSpec][]) {
        expect(field.description, `${type}.${name}`).toMatch(/^[A-Z].*\.$/);
        expect(field.type, `${type}.${name}`).not.toBe('');
        expect(typeof field.check, `${type}.${name}`).toBe('function');
      }
    }
  });

  it('describes every attribute, mint the only one required', () => {
    expect(WIDGET_ATTRIBUTE_NAMES).toEqual([
      'mint',
      'side',
      'lock-side',
      'amount',
      'theme',
      'accent',
      'locale',
    ]);
    for (const name of WIDGET_ATTRIBUTE_NAMES) {
      const spec: AttributeSpec = WIDGET_ATTRIBUTES[name];
      expect(spec.description, name).toMatch(/\.$/);
      expect(Boolean(spec.required), name).toBe(name === 'mint');
    }
  });

  it('takes ready with the language it speaks, and refuses a malformed one', () => {
    const locale = { requested: 'fr-FR', used: 'en', fallback: true };
    expect(isWidgetMessage(widgetMessage('tw-1', { type: 'ready', mint, locale }))).toBe(true);
    for (const bad of [
      { ...locale, used: 'fr' },
      { ...locale, fallback: 'yes' },
      { ...locale, requested: 7 },
      'en',
      null,
    ])
      expect(isWidgetMessage({ ...widgetMessage('tw-1', { type: 'ready', mint }), locale: bad })).toBe(false);
  });
});
