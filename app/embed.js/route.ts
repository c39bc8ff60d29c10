// GET /embed.js – the widget's loader, built from the protocol's lists (lib/embed/loader-script.ts)
import { loaderScript } from '@/lib/embed/loader-script';

export const dynamic = 'force-static';

const body = loaderScript();

export function GET(): Response {
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      // Partners' pages load it on every visit: a short cache, so that a new version reaches them soon.
      'cache-control': 'public, max-age=300',
    },
  });
}
