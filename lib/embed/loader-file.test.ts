import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOADER_FILE, loaderFile } from './loader-file';
import { loaderScript } from './loader-script';

describe('public/embed.js', () => {
  it('is the loader as the protocol writes it, minified (npm run embed-loader after changing lib/embed/protocol.ts)', () => {
    expect(readFileSync(LOADER_FILE, 'utf8')).toBe(loaderFile());
  });

  it("is minified from a source that passes the project's lint, as a file of public/ would", async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const [result] = await new ESLint({ cwd: root }).lintText(loaderScript(), {
      filePath: path.join(root, 'public/embed.source.js'),
    });
    expect(result!.messages).toEqual([]);
  }, 60_000);
});
