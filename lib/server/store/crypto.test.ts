import { describe, expect, it } from 'vitest';
import { createSealer, SealError } from './crypto';

const secret = 'a-session-secret-of-at-least-32-characters';
const sealer = createSealer(secret);

function flipChar(part: string): string {
  const c = part[0] === 'A' ? 'B' : 'A';
  return c + part.slice(1);
}

describe('sealing secrets', () => {
  it('round-trips, with a fresh IV every time, in the compact v1 form', () => {
    const a = sealer.seal('svc_at_token-value', 'access:row1');
    const b = sealer.seal('svc_at_token-value', 'access:row1');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('svc_at_');
    expect(sealer.open(a, 'access:row1')).toBe('svc_at_token-value');
    expect(sealer.open(sealer.seal(''))).toBe('');
  });

  it('opens under another instance with the same secret (survives a restart)', () => {
    expect(createSealer(secret).open(sealer.seal('x'))).toBe('x');
  });

  it.each([
    ['the ciphertext', 3],
    ['the tag', 2],
    ['the IV', 1],
  ])('fails loudly when %s is tampered with', (_name, index) => {
    const parts = sealer.seal('refresh-token', 'ctx').split('.');
    parts[index] = flipChar(parts[index] ?? '');
    expect(() => sealer.open(parts.join('.'), 'ctx')).toThrow(SealError);
  });

  it('fails for another key, another context, another version or a malformed value', () => {
    const sealed = sealer.seal('refresh-token', 'refresh:row1');
    expect(() => createSealer(`${secret}-other`).open(sealed, 'refresh:row1')).toThrow(SealError);
    expect(() => sealer.open(sealed, 'refresh:row2')).toThrow(SealError);
    expect(() => sealer.open(sealed.replace(/^v1/, 'v2'), 'refresh:row1')).toThrow(/unknown version/);
    expect(() => sealer.open('v1.abc', 'refresh:row1')).toThrow(/malformed/);
    expect(() => sealer.open(`${sealed}!`, 'refresh:row1')).toThrow(SealError);
  });

  it('never puts the plaintext or the sealed value in an error', () => {
    const sealed = sealer.seal('svc_at_secret_value');
    try {
      createSealer(`${secret}-other`).open(sealed);
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('svc_at_secret_value');
      expect(String(error)).not.toContain(sealed);
    }
  });

  it('refuses a short secret', () => {
    expect(() => createSealer('short')).toThrow(SealError);
  });
});
