/** @type {import('next').NextConfig} */
const nextConfig = {
  // A second build (scripts/canary.mjs) goes to its own folder so that it never replaces the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded at run time from node_modules: PGlite reads its WASM and data files from its package folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
  // The site (app/(site)) and the embeddable widget (app/(embed)) have root layouts of their own, so the
  // 404 of an address that matches no route is app/global-not-found.tsx.
  experimental: { globalNotFound: true },
};

export default nextConfig;
