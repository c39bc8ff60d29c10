import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOADER_FILE, loaderFile } from './loader-file';

describe('public/embed.js', () => {
  it('is the loader as the protocol writes it, minified (npm run embed-loader after changing lib/embed/protocol.ts)', () => {
    expect(readFileSync(LOADER_FILE, 'utf8')).toBe(loaderFile());
  });
});
