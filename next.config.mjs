import { MAX_REQUEST_BODY_BYTES } from './scripts/front.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build (scripts/canary.mjs) goes to its own folder so that it never replaces the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // SOURCE_MAPS=1 npm run build: the browser's chunks with their source maps (to see what a page's first load holds).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // Loaded at run time from node_modules: PGlite reads its WASM and data files from its package folder;
  // pg-boss (the job library) is Node-only ESM with optional imports of its own; @solana/web3.js (the
  // server's chain reads) and ical-generator (the calendar feeds) are server-only and large, and bundling
  // them took a quarter of a build's time on this 2-core machine (compile 43 s → 32 s).
  serverExternalPackages: ['@electric-sql/pglite', 'pino', 'pg-boss', '@solana/web3.js', 'ical-generator'],
  // The site (app/(site)) and the embeddable widget (app/(embed)) have root layouts of their own, so the
  // 404 of an address that matches no route is app/global-not-found.tsx.
  // Next keeps a copy of each request body for the proxy (proxy.ts), 10 MB by default: capped at the front
  // door's ceiling, which every route's own limit is below (lib/server/http/body-limits.ts), so a body
  // the front door lets through is never cut short and none is held beyond it.
  // `forbidden()` answers the partner console's pages with a real 403 (app/(site)/partners/forbidden.tsx).
  // The widget's loader (public/embed.js): partners' pages load it on every visit, so a short cache lets a
  // new version reach them soon.
  async headers() {
    return [{ source: '/embed.js', headers: [{ key: 'cache-control', value: 'public, max-age=300' }] }];
  },
  // Types are checked once, by `npm run typecheck` (tsc over the same tsconfig, first in `npm test`), not
  // again inside every build: that second check took a third of a build's time on this 2-core machine.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A build writes no Turbopack cache to disk: the builds that count are a fresh clone's (the first
    // `npm start`, CI), which never read one, and writing it cost about a fifth of their time.
    turbopackFileSystemCacheForBuild: false,
    globalNotFound: true,
    authInterrupts: true,
    proxyClientMaxBodySize: MAX_REQUEST_BODY_BYTES,
  },
};

export default nextConfig;
