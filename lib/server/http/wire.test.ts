import { describe, expect, it } from 'vitest';
import { stampResponse, toWire } from './wire';

// Both doors send an answer with the same edge headers: Next's (a Response) and the front door's (pairs).

describe('an answer on the wire', () => {
  it('carries the same request id and extra headers by either door', async () => {
    const extra = { 'x-content-type-options': 'nosniff' };
    const viaNext = stampResponse(new Response('{}', { status: 200 }), 'req-1', extra);
    const lean = await toWire({ status: 200, headers: { etag: '"e"' }, body: '{}' }, 'req-1', extra);
    expect(viaNext.headers.get('x-request-id')).toBe('req-1');
    expect(viaNext.headers.get('x-content-type-options')).toBe('nosniff');
    expect(lean.headers).toEqual([
      ['etag', '"e"'],
      ['x-content-type-options', 'nosniff'],
      ['x-request-id', 'req-1'],
    ]);
  });

  it('writes a Response’s cookies one by one and its body as bytes for the front door', async () => {
    const headers = new Headers({ 'content-type': 'application/json' });
    headers.append('set-cookie', 'a=1');
    headers.append('set-cookie', 'b=2');
    const wire = await toWire(new Response('{"error":"x"}', { status: 401, headers }), 'req-2');
    expect(wire.status).toBe(401);
    expect(wire.headers.filter(([name]) => name === 'set-cookie')).toEqual([
      ['set-cookie', 'a=1'],
      ['set-cookie', 'b=2'],
    ]);
    expect(new TextDecoder().decode(wire.body as Uint8Array)).toBe('{"error":"x"}');
  });
});
