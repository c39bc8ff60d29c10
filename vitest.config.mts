import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // `server-only` throws outside React's server condition; unit tests run the server modules directly.
      'server-only': fileURLToPath(new URL('./lib/test/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['{app,components,lib,simulator,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
