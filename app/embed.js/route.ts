// GET /embed.js – the widget's loader (lib/embed/loader-script.ts), written from the protocol's lists and
// rendered once, at build time. Partners' pages load it on every visit: next.config.mjs gives it a short
// cache (public, max-age=300) so that a new version reaches them soon.
import { loaderScript } from '@/lib/embed/loader-script';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(loaderScript(), { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}
