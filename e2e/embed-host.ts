import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WIDGET_EVENT_TYPES } from '@/lib/embed/protocol';

// A partner's page for the embed journeys, served from another site than the dashboard (127.0.0.1 vs
// localhost): the loader, two <trade-widget> elements, and a log of every event they dispatch.

/** The protocol's own list (lib/embed/protocol.ts), not a copy of it. */
export const EVENT_TYPES = WIDGET_EVENT_TYPES;

export type Logged = { target: string; type: string; instanceId: string } & Record<string, unknown>;

export function hostPage(widgetOrigin: string, buyMint: string, sellMint: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Partner shop</title>
  <style>
    body { margin: 0; padding: 16px; font-family: system-ui, sans-serif; background: #f1ede4; color: #1f1d1a; }
    .widgets { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(300px, 1fr)); }
  </style>
</head>
<body>
  <h1>Partner shop</h1>
  <main class="widgets">
    <trade-widget id="buy" mint="${buyMint}" side="buy" accent="#0f766e"></trade-widget>
    <trade-widget id="sell" mint="${sellMint}" side="sell" theme="dark"></trade-widget>
  </main>
  <script>
    window.__events = [];
    for (const type of ${JSON.stringify(EVENT_TYPES)}) {
      document.addEventListener('trade-widget:' + type, (event) => {
        window.__events.push({ target: event.target.id, ...event.detail });
      });
    }
  </script>
  <script src="${widgetOrigin}/embed.js" async></script>
</body>
</html>`;
}

export type HostServer = { origin: string; close(): Promise<void> };

/** Serves `html` at `/` on 127.0.0.1:`port`. */
export async function serveHost(port: number, html: string): Promise<HostServer> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(request.url === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
