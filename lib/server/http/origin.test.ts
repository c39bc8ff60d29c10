import { describe, expect, it } from 'vitest';
import { assertSameOrigin, originHost } from './origin';

const request = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/x', { method: 'POST', headers });

describe('originHost', () => {
  it('reads the host of a serialized origin only', () => {
    expect(originHost('http://localhost:3000')).toBe('localhost:3000');
    expect(originHost('https://dash.example')).toBe('dash.example');
    for (const value of ['http://localhost:3000/', 'http://localhost:3000/x', 'null', 'file://', 'x', null])
      expect(originHost(value), String(value)).toBeNull();
    expect(originHost('http://u:p@localhost:3000')).toBeNull();
  });
});

describe('assertSameOrigin', () => {
  const same = { host: 'localhost:3000', origin: 'http://localhost:3000', 'x-requested-with': 'fetch' };

  it('accepts the app’s own origin', () => {
    expect(() => assertSameOrigin(request(same))).not.toThrow();
    expect(() => assertSameOrigin(request({ ...same, 'sec-fetch-site': 'same-origin' }))).not.toThrow();
  });

  it('does not let X-Forwarded-Host make a foreign origin ours', () => {
    const forged = { ...same, origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
    expect(() => assertSameOrigin(request(forged))).toThrow(
      expect.objectContaining({ code: 'origin_rejected' }),
    );
  });
});
