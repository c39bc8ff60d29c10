import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADER_FILE, loaderScript } from './loader-script';

describe('public/embed.js', () => {
  it('is the loader as the protocol writes it (npm run embed-loader after changing lib/embed/protocol.ts)', () => {
    expect(readFileSync(LOADER_FILE, 'utf8')).toBe(loaderScript());
  });
});
