/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Loaded at run time from node_modules: PGlite reads its WASM and data files from its package folder.
  serverExternalPackages: ['@electric-sql/pglite', 'pino'],
};

export default nextConfig;
