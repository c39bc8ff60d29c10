// The production server: Next's request handler behind the front door (scripts/front.mjs), on PORT.
// Started by scripts/start.mjs; TRUSTED_PROXIES names the proxies whose forwarding headers count.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import vm from 'node:vm';
import next from 'next';
import { processHolder } from '../lib/server/holder.mjs';
import {
  BODY_TIMEOUT_MS,
  createFront,
  createFrontServer,
  LISTEN_BACKLOG,
  parseTrustedProxies,
  streamsCollector,
} from './front.mjs';

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
// A stop asked for while the app starts (its store opening) waits until it has started, then closes it.
const SHUTDOWN_MS = 20_000;
let stopping = false;
let started;
const starting = new Promise((resolve) => (started = resolve));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
// Started with an IPC channel by scripts/start.mjs: when the launcher dies (even by SIGKILL), stop too,
// rather than live on as an orphan holding the port and the store.
if (process.send) process.on('disconnect', () => void stop('launcher gone'));
await app.prepare();
await warmUp(app.getRequestHandler());
started();
// The app's adapter for the front door, there once the app has started (lib/server/relay/hot.ts
// `frontDoor`, from instrumentation.ts): the governance reads and streams, answered by the app directly while
// everything else goes through Next, the body limits, and the shutdown that closes its store.
const handover = () => processHolder.front;
const hot = () => handover()?.hotRead;
const stream = () => handover()?.hotStream;
const front = createFront(app.getRequestHandler(), {
  trusted,
  hot,
  stream,
  bodyLimit: () => handover()?.bodyLimit,
  refused: () => handover()?.refusedBody,
});
// The memory of a crowd of event streams is given back when it leaves (see streamsCollector).
v8.setFlagsFromString('--expose-gc');
const collectStreams = streamsCollector({ collect: vm.runInNewContext('gc') });
const server = createFrontServer((req, res) => {
  collectStreams(req, res);
  return front(req, res);
});
// A client that waits for `100 Continue` before sending its body is told to only when its length is
// within the route's limit (otherwise it gets the 413 without sending the body at all).
server.on('checkContinue', (req, res) => {
  collectStreams(req, res);
  return front(req, res, true);
});
// Headers must arrive within 20 s; a whole request never takes longer than the body deadline allows.
server.headersTimeout = 20_000;
server.requestTimeout = BODY_TIMEOUT_MS + 5_000;
server.listen({ port, backlog: LISTEN_BACKLOG }, () => console.log(`Dashboard listening on port ${port}`));

/**
 * A production Next server prepares itself, and runs instrumentation.ts (the store opened, or the process
 * stopped with one message saying why), on its first request, not in `prepare()`: one is made here, on a
 * port of the loopback only, before PORT is opened, so that the server listens only once its store is open
 * and no person's first request waits for it.
 */
async function warmUp(handle) {
  const probe = createServer((req, res) => handle(req, res));
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  try {
    await fetch(`http://127.0.0.1:${probe.address().port}/api/auth/session`).then((r) => r.arrayBuffer());
  } finally {
    probe.close();
  }
}

// SIGTERM, SIGINT, or the launcher (scripts/start.mjs) gone: stop taking requests, end the open ones
// (event streams included), then close the app's store (a last copy, PostgreSQL stopped cleanly, its lock
// released) before exiting. A process cut off while the embedded store writes is how a store gets damaged;
// a close that hangs is given SHUTDOWN_MS, then the process exits all the same.
async function stop(why) {
  if (stopping) return;
  stopping = true;
  const began = performance.now();
  console.log(`Stopping (${why}): closing the store…`);
  setTimeout(() => {
    console.error(`The store did not close within ${SHUTDOWN_MS / 1000} s; exiting all the same.`);
    process.exit(1);
  }, SHUTDOWN_MS).unref();
  await starting;
  server.close();
  server.closeAllConnections();
  try {
    await handover()?.shutdown();
  } catch (error) {
    console.error('Closing the store failed:', error instanceof Error ? error.message : error);
  }
  await app.close().catch(() => undefined);
  console.log(`Stopped in ${((performance.now() - began) / 1000).toFixed(1)} s.`);
  process.exit(0);
}
