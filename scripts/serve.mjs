// The production server: Next's request handler behind the front door (scripts/front.mjs), on PORT.
// Started by scripts/start.mjs; TRUSTED_PROXIES names the proxies whose forwarding headers count.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import next from 'next';
import { BODY_TIMEOUT_MS, createFront, parseTrustedProxies, streamsCollector } from './front.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);

let trusted;
try {
  trusted = parseTrustedProxies(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

const app = next({ dev: false, dir: root, port, hostname: 'localhost' });
await app.prepare();
// The governance reads are answered by the app's relay directly (lib/server/relay/hot.ts), which
// instrumentation.ts hands over when the app starts; everything else goes through Next.
const hot = () => globalThis[Symbol.for('dashboard.hotRead')];
const front = createFront(app.getRequestHandler(), { trusted, hot });
// The memory of a crowd of event streams is given back when it leaves (see streamsCollector).
v8.setFlagsFromString('--expose-gc');
const collectStreams = streamsCollector({ collect: vm.runInNewContext('gc') });
const server = createServer((req, res) => {
  collectStreams(req, res);
  return front(req, res);
});
// Headers must arrive within 20 s; a whole request never takes longer than the body deadline allows.
server.headersTimeout = 20_000;
server.requestTimeout = BODY_TIMEOUT_MS + 5_000;
server.listen(port, () => console.log(`Dashboard listening on port ${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  });
}
