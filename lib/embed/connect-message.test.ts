import { describe, expect, it } from 'vitest';
import { connectFragment, connectMessage, isConnectMessage, parseConnectFragment } from './connect-message';
import { exchangeRequestSchema } from './exchange';

const code = 'A'.repeat(20) + '_-' + 'b'.repeat(21);

describe('the connect hand-over', () => {
  it('round-trips a code and an error through the popup’s fragment', () => {
    expect(parseConnectFragment(connectFragment({ code }))).toEqual({ code });
    expect(parseConnectFragment(connectFragment({ error: 'denied' }))).toEqual({ error: 'denied' });
  });

  it.each(['', '#', '#code=short', '#error=<script>', '#other=1', `#code=${code}x`])(
    'finds nothing in %j',
    (hash) => {
      expect(parseConnectFragment(hash)).toBeNull();
    },
  );

  it('accepts only its own protocol with a well-formed code or error', () => {
    expect(isConnectMessage(connectMessage({ code }))).toBe(true);
    expect(isConnectMessage(connectMessage({ error: 'expired' }))).toBe(true);
    expect(isConnectMessage({ protocol: 'trade-widget', version: 1, code })).toBe(false);
    expect(isConnectMessage({ protocol: 'trade-widget-connect', version: 2, code })).toBe(false);
    expect(isConnectMessage({ protocol: 'trade-widget-connect', version: 1, code: 'x' })).toBe(false);
    expect(isConnectMessage({ protocol: 'trade-widget-connect', version: 1, error: 'Denied!' })).toBe(false);
    expect(isConnectMessage({ protocol: 'trade-widget-connect', version: 1 })).toBe(false);
    expect(isConnectMessage([{ protocol: 'trade-widget-connect', version: 1, code }])).toBe(false);
    expect(isConnectMessage(null)).toBe(false);
  });

  it('validates the exchange body', () => {
    const widget = { parentOrigin: 'https://partner.example', instanceId: 'tw-1-abc' };
    expect(exchangeRequestSchema.safeParse({ code, ...widget }).success).toBe(true);
    expect(exchangeRequestSchema.safeParse({ code, ...widget, instanceId: null }).success).toBe(true);
    // The widget it is redeemed for is named, and an instance id is one the loader makes.
    expect(exchangeRequestSchema.safeParse({ code }).success).toBe(false);
    expect(exchangeRequestSchema.safeParse({ code, ...widget, instanceId: 'a b' }).success).toBe(false);
    expect(exchangeRequestSchema.safeParse({ code: `${code}=`, ...widget }).success).toBe(false);
    expect(exchangeRequestSchema.safeParse({}).success).toBe(false);
  });
});
