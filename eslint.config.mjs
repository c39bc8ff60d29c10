import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { fileURLToPath } from 'node:url';
import architecture, { restrictedPaths } from './scripts/eslint-architecture.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

const serverOnlyImports = {
  patterns: [
    {
      group: ['@/lib/server', '@/lib/server/*', '**/lib/server', '**/lib/server/*'],
      message:
        'lib/server is server-only: browser code, lib/partner, lib/domain and the simulator must not import it.',
    },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  globalIgnores([
    'coverage/**',
    '.next/**',
    'node_modules/**',
    '.data/**',
    'test-results/**',
    'playwright-report/**',
    'artifacts/**',
    'next-env.d.ts',
    // Written minified by npm run embed-loader; lib/embed/loader-file.test.ts lints its readable source.
    'public/embed.js',
  ]),
  {
    plugins: { architecture },
    rules: {
      'architecture/client-boundary': 'error',
      // Features import ui, write and lib only; lib/server never lib/client.
      'import/no-restricted-paths': ['error', restrictedPaths(root)],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The error catalogue's sentences stay on the server: browser code reads them from the error's body.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'architecture/no-catalogue-in-browser': 'error' },
  },
  {
    files: ['lib/server/**/*.ts'],
    ignores: ['lib/server/**/*.test.ts'],
    rules: { 'architecture/server-only-first': 'error' },
  },
  {
    files: ['components/**', 'lib/client/**', 'lib/partner/**', 'lib/domain/**', 'simulator/**'],
    rules: { 'no-restricted-imports': ['error', serverOnlyImports] },
  },
  {
    // The one formatting module is pure: it builds on lib/domain and nothing else of ours.
    files: ['lib/format/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!lib/domain(/|$))',
              message: 'lib/format may import lib/domain only (ARCHITECTURE.md).',
            },
            { group: ['react', 'react-dom', 'next', 'next/*'], message: 'lib/format has no React or Next.' },
          ],
        },
      ],
    },
  },
]);
