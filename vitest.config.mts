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
    // Two files at a time, one a core (Vitest's default on this 2-core machine is one).
    maxWorkers: 2,
    // A file's setup (a simulator with its chain, a store) is CPU work that takes longer while the other
    // worker is busy; it gets the tests' own limit instead of Vitest's 10 s.
    hookTimeout: 20_000,
    // A worker runs its files one after another in one process, which imports the dependencies (Next,
    // React, the chain libraries, PGlite, Fastify) once: a process a file spent most of its time importing
    // them. Each file still starts as in a fresh process: test/support/fresh-file.ts imports the project's
    // own modules anew for it and gives it the environment the worker started with.
    isolate: false,
    setupFiles: ['test/support/fresh-file.ts'],
  },
});
