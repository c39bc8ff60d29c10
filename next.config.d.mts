// The types of next.config.mjs, for the tests that read it (app/embed.js/route.test.ts: the loader's cache).
import type { NextConfig } from 'next';

declare const nextConfig: NextConfig;
export default nextConfig;
