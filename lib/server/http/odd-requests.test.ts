// Five thousand generated odd requests written byte for byte to the production server's front door
// (scripts/front.mjs: its HTTP server, its rewrite and its method and Host checks), in-process, with
// Next's routing and the app's route handlers behind it (test/app-router.ts, against the real simulator
// and a throwaway store): every request gets an answer, none a 5xx, and every error answer to an API
// path is in the spec's error shape. The bad requests of bad-requests.test.ts with any token in the
// method position, malformed and over-long targets and odd headers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { connect as connectSocket, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApiRoutes, dispatch, type AppRoute } from '@/test/support/app-router';
import { seeded, worldIds, type Ids } from '@/test/support/bad-requests';
import { oddRequest } from '@/test/support/odd-requests';
import { connect, ORIGIN, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { createFront, createFrontServer, parseTrustedProxies } from '@/scripts/front.mjs';

const REQUESTS = 5_000;
const SEED = Number(process.env.ODD_REQUESTS_SEED ?? 20_261_124);

let env: ProxyEnv;
let routes: AppRoute[];
let ids: Ids;
let server: ReturnType<typeof createFrontServer>;
let port: number;

/** Next's request handler as test/app-router.ts models it, over Node's request and response. */
async function nextHandler(req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  const headers = Object.entries(req.headers).map(
    ([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as [string, string],
  );
  const { response } = await dispatch(routes, ORIGIN, req.url ?? '/', {
    method: req.method,
    headers,
    ...(body && body.length > 0 ? { body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, [...response.headers].flat());
  res.end(bytes);
}

beforeAll(async () => {
  env = await startProxyEnv((sim) => ({ SOLANA_RPC_URL: `${sim.url}/rpc` }));
  routes = await loadApiRoutes(path.resolve(__dirname, '../../../app'));
  ids = worldIds(env, await connect(env.sim, 'alice'), routes);
  const front = createFront(
    (req, res) =>
      void nextHandler(req, res).catch(() => {
        res.writeHead(500).end('Internal Server Error');
      }),
    { trusted: parseTrustedProxies('') },
  );
  server = createFrontServer(front);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server?.close();
  server?.closeAllConnections();
  await env.close();
}, 30_000);

type Answer = { status: number; headers: Map<string, string>; body: string } | null;

/** Writes `bytes` and reads the answer until the server closes the connection. */
function exchange(bytes: Buffer): Promise<Answer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connectSocket(port, '127.0.0.1', () => socket.end(bytes));
    const done = () => {
      clearTimeout(timer);
      // An interim `100 Continue` (the request said `Expect: 100-continue`) comes before the answer. Read
      // byte for byte (latin1), so that a chunk's size counts the bytes of what it holds.
      const text = Buffer.concat(chunks)
        .toString('latin1')
        .replace(/^(?:HTTP\/1\.1 1\d\d[^\r\n]*\r\n\r\n)+/, '');
      const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
      if (!match) return resolve(null);
      const headers = new Map<string, string>();
      for (const line of match[2]!.split('\r\n')) {
        const at = line.indexOf(':');
        headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
      }
      resolve({ status: Number(match[1]), headers, body: match[3]! });
    };
    const timer = setTimeout(() => socket.destroy(), 15_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

/** The body of a chunked answer, joined. */
function unchunked(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const at = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, at), 16);
    if (!(size > 0)) return out;
    out += rest.slice(at + 2, at + 2 + size);
    rest = rest.slice(at + 2 + size + 2);
  }
}

function isErrorShape(answer: NonNullable<Answer>): boolean {
  if (!/^application\/json\b/.test(answer.headers.get('content-type') ?? '')) return false;
  const text = answer.headers.get('transfer-encoding') === 'chunked' ? unchunked(answer.body) : answer.body;
  try {
    const body = JSON.parse(Buffer.from(text, 'latin1').toString('utf8')) as {
      error?: unknown;
      message?: unknown;
    };
    return typeof body.error === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

const isApi = (target: string) => /^(?:https?:\/\/[^/]+)?\/api(?:[/?#]|$)/.test(target);

describe('odd requests at the front door', () => {
  it(`answers ${REQUESTS} of them, none with a 5xx, API errors in the error shape`, async () => {
    const rng = seeded(SEED);
    const findings: { request: string; status: number | null; problem: string }[] = [];
    const statuses = new Map<string, number>();
    const one = async () => {
      const request = oddRequest(rng, ids);
      const label = `${request.method.slice(0, 20)} ${request.target.slice(0, 100)}`;
      const answer = await exchange(request.bytes);
      const key = String(answer?.status ?? 'none');
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if (!answer) return void findings.push({ request: label, status: null, problem: 'no answer' });
      if (answer.status >= 500) findings.push({ request: label, status: answer.status, problem: '5xx' });
      if (answer.status < 400 || request.method === 'HEAD' || !isApi(request.target)) return;
      if (!isErrorShape(answer))
        findings.push({ request: label, status: answer.status, problem: 'not the error shape' });
    };
    for (let n = 0; n < REQUESTS; n += 8) await Promise.all(Array.from({ length: 8 }, one));
    console.info(`${REQUESTS} odd requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    const counts = new Map<string, number>();
    for (const f of findings) counts.set(f.problem, (counts.get(f.problem) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({});
    expect(findings.slice(0, 20)).toEqual([]);
  }, 300_000);
});
