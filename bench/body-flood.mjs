// A flood of large request bodies against a started dashboard: N parallel POSTs of SIZE bytes each
// (default 200 of 10 MB), spread over a few routes (the upload form, a JSON write, the widget's session,
// sign-out, a page), first with a declared Content-Length, then again as chunked bodies. Prints the server
// process's RSS when idle and its peak during each round (sampled every 50 ms from /proc), and the answers'
// status counts (`reset (code)` when the connection closed before any answer). Goal: peak within 100 MB
// of idle; every answer a 413. Clients keep their connections alive, as browsers do: a client that asks
// for `Connection: close` has its connection closed right after the 413, while it may still be sending.
// Usage: node bench/body-flood.mjs [--n 200] [--mb 10] [--pid <server pid>]   (the dashboard on PORT,
// default 3000; without --pid, the process listening on PORT, found with `ss`)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { numberArg } from './support/cli.mjs';

const N = numberArg('n', 200);
const SIZE = numberArg('mb', 10) * 1024 * 1024;
const PORT = Number(process.env.PORT ?? 3000);
const CHUNK = 64 * 1024;
const ROUTES = [
  '/api/partner/v1/governance/proposals/update-content',
  '/api/partner/v1/governance/votes',
  '/api/embed/session',
  '/api/auth/logout',
  '/tokens/flood',
];
const GOAL_MB = 100;

function serverPid() {
  const given = numberArg('pid', 0);
  if (given) return given;
  const out = execFileSync('ss', ['-Hltnp', `sport = :${PORT}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(out)?.[1];
  if (!pid) {
    console.error(`Nothing listens on port ${PORT} (start the dashboard, or give --pid).`);
    process.exit(1);
  }
  return Number(pid);
}

const pid = serverPid();
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
const body = Buffer.alloc(SIZE, 0x61);
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** One POST of SIZE bytes to `path`; answers its status, or `reset` when no answer came. */
function post(path, chunked) {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const headers = {
      'content-type': path.includes('update-content')
        ? 'multipart/form-data; boundary=x'
        : 'application/json',
      origin: `http://localhost:${PORT}`,
      'x-requested-with': 'fetch',
      ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(SIZE) }),
    };
    const request = http.request({ host: '127.0.0.1', port: PORT, method: 'POST', path, headers, agent });
    request.on('response', (response) => {
      settle(response.statusCode);
      response.resume();
      request.destroy(); // the rest of the body is not sent
    });
    request.on('error', (error) => settle(`reset (${error.code})`));
    void (async () => {
      for (let at = 0; at < SIZE && !settled && !request.destroyed; at += CHUNK) {
        if (!request.write(body.subarray(at, at + CHUNK)))
          await new Promise((r) => {
            const done = () => {
              request.off('drain', done);
              request.off('close', done);
              r();
            };
            request.on('drain', done);
            request.on('close', done);
          });
      }
      if (!settled && !request.destroyed) request.end();
    })();
  });
}

async function round(chunked) {
  let peak = rssMb();
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 50);
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: N }, (_, i) => post(ROUTES[i % ROUTES.length], chunked)),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  peak = Math.max(peak, rssMb());
  const counts = {};
  for (const outcome of outcomes) counts[outcome] = (counts[outcome] ?? 0) + 1;
  return { peak, counts, seconds };
}

const settle = () => new Promise((r) => setTimeout(r, 2_000));
await settle();
const idle = rssMb();
console.log(
  `server pid ${pid} on port ${PORT}: ${N} parallel POSTs of ${SIZE / 1024 / 1024} MB over ${ROUTES.length} routes`,
);
console.log(`idle RSS ${idle.toFixed(0)} MB`);
let ok = true;
for (const chunked of [false, true]) {
  const { peak, counts, seconds } = await round(chunked);
  const within = peak - idle <= GOAL_MB;
  const all413 = counts[413] === N;
  ok &&= within && all413;
  const statuses = Object.entries(counts)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `${chunked ? 'chunked ' : 'declared'}  peak RSS ${peak.toFixed(0)} MB (+${(peak - idle).toFixed(0)} MB, goal ≤ +${GOAL_MB}) ${within ? 'ok' : 'OVER'}; answers ${statuses}${all413 ? '' : ' (not all 413)'}; ${seconds.toFixed(1)} s`,
  );
  await settle();
}
console.log(`RSS after ${rssMb().toFixed(0)} MB`);
process.exit(ok ? 0 : 1);
