import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@/': root,
      // `server-only` throws outside React's server condition; unit tests run the server modules directly.
      'server-only': fileURLToPath(new URL('./test/support/server-only-stub.ts', import.meta.url)),
    },
  },
  test: {
    include: ['{app,components,lib,simulator,scripts}/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Two files at a time, one a core (Vitest's default on this 2-core machine is one): most of a file's
    // time is importing its modules, which one worker does one file after another.
    maxWorkers: 2,
    // A file's setup (a simulator with its chain, a store) is CPU work that takes longer while the other
    // worker is busy; it gets the tests' own limit instead of Vitest's 10 s.
    hookTimeout: 20_000,
  },
});
