import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/stream/governance/[mint]/route';
import { GET as GET_INBOX } from '@/app/api/stream/inbox/route';
import { hotStream } from '@/lib/server/relay/hot';
import { runtime } from '@/lib/server/runtime';
import { callProxy, connect, startProxyEnv, type ProxyEnv } from '@/test/support/relay-env';
import { openProposalOf } from '@/test/support/seed-world';

// The governance stream answered by the front door (hotStream, over Node's response) against the real
// simulator: the same checks, headers and first events as Next's route, errors in the spec's shape, and
// nothing left watched once the page leaves.

let env: ProxyEnv;
let alice: string;
let mint: string;
let proposal: string;
let server: Server;
let port: number;

beforeAll(async () => {
  env = await startProxyEnv();
  alice = await connect(env.sim, 'alice', true);
  ({ mint, proposal } = openProposalOf(env.world, 'LUMEN'));
  // The front door's part, as scripts/front.mjs plays it: the app answers, or says it is not its request.
  server = createServer((req, res) => {
    const url = `http://${req.headers.host}${req.url}`;
    void hotStream({ method: req.method!, url, headers: req.headers }, res).then((answer) => {
      if (answer === 'streaming') return;
      if (answer === null) return res.writeHead(404).end('not mine');
      res.writeHead(answer.status, answer.headers.flat()).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 30_000);
afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await env.close();
});

/** Opens `path` on the test server; the answer's head, and its body's first `blocks` events as text. */
function open(path: string, headers: Record<string, string>, blocks = 0) {
  return new Promise<{ response: IncomingMessage; text: string; close: () => void }>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, headers: { host: 'localhost:3000', ...headers } });
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      const close = () => request.destroy();
      const done = () => resolve({ response, text, close });
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (blocks > 0 && text.split('\n\n').length > blocks) done();
      });
      response.on('end', done);
    });
  });
}

/** The first `blocks` events of Next's route for the same request. */
async function nextRoute(path: string, cookie: string, blocks: number) {
  const controller = new AbortController();
  const response = await GET(
    new Request(`http://localhost:3000${path}`, { headers: { cookie }, signal: controller.signal }),
    { params: Promise.resolve({ mint }) },
  );
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.split('\n\n').length <= blocks) text += decoder.decode((await reader.read()).value);
  controller.abort();
  await reader.cancel();
  return { response, text };
}

describe('the governance stream at the front door', () => {
  it('opens with the headers and events of Next’s route, and forgets the page when it leaves', async () => {
    const path = `/api/stream/governance/${mint}?proposal=${proposal}`;
    const cookie = `sid=${alice}`;
    // The page read its data once (its stream then opens with what the server holds).
    await callProxy(`governance/${mint}`, { sessionId: alice });
    await callProxy(`governance/proposals/${proposal}/votes?limit=5`, { sessionId: alice });
    const watching = runtime().streams.watching();
    // retry, governance, votes: what the page needs at open, without a read.
    const hot = await open(path, { cookie, 'x-request-id': 'req-42' }, 3);
    const viaNext = await nextRoute(path, cookie, 3);
    expect(hot.response.statusCode).toBe(200);
    expect(viaNext.response.status).toBe(200);
    for (const name of ['content-type', 'cache-control', 'x-accel-buffering'])
      expect(hot.response.headers[name]).toBe(viaNext.response.headers.get(name));
    expect(hot.response.headers['content-type']).toBe('text/event-stream');
    expect(hot.response.headers['x-request-id']).toBe('req-42');
    // The API's security headers, as proxy.ts gives every answer that goes through Next.
    expect(hot.response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(hot.response.headers['x-content-type-options']).toBe('nosniff');
    const events = (text: string) => text.split('\n\n').slice(0, 3);
    expect(events(hot.text)).toEqual(events(viaNext.text));
    expect(events(hot.text)[0]).toBe('retry: 3000');
    expect(events(hot.text)[2]).toMatch(/^event: votes\ndata: \{"id":"/);
    expect(runtime().streams.watching()).toBe(watching + 1);
    hot.close();
    await expect.poll(() => runtime().streams.watching()).toBe(watching);
  });

  it('answers a refusal in the spec’s shape, and leaves other requests to Next', async () => {
    const anonymous = await open(`/api/stream/governance/${mint}`, {});
    expect(anonymous.response.statusCode).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ error: 'not_connected' });
    expect(anonymous.response.headers['x-content-type-options']).toBe('nosniff');
    const badAddress = await open('/api/stream/governance/not-a-mint', { cookie: `sid=${alice}` });
    expect(badAddress.response.statusCode).toBe(400);
    expect(JSON.parse(badAddress.text)).toMatchObject({ error: 'invalid_address' });
    const unknownQuery = await open(`/api/stream/governance/${mint}?other=1`, { cookie: `sid=${alice}` });
    expect(unknownQuery.response.statusCode).toBe(400);
    for (const path of [
      `/api/stream/governance/${mint}/more`,
      '/api/stream/inbox/more',
      '/api/partner/v1/me',
    ])
      expect((await open(path, { cookie: `sid=${alice}` })).text).toBe('not mine');
  });
});

describe('the bell’s stream at the front door', () => {
  it('opens with the headers and the unread count of Next’s route', async () => {
    const cookie = `sid=${alice}`;
    const viaNext = await GET_INBOX(
      new Request('http://localhost:3000/api/stream/inbox', { headers: { cookie } }),
      { params: Promise.resolve({}) },
    );
    const reader = viaNext.body!.getReader();
    const nextFirst = new TextDecoder().decode((await reader.read()).value);
    await reader.cancel();
    const hot = await open('/api/stream/inbox', { cookie }, 2);
    expect(hot.response.statusCode).toBe(200);
    for (const name of ['content-type', 'cache-control', 'x-accel-buffering'])
      expect(hot.response.headers[name]).toBe(viaNext.headers.get(name));
    expect(hot.response.headers['x-content-type-options']).toBe('nosniff');
    expect(hot.text.startsWith(nextFirst)).toBe(true);
    expect(hot.text).toMatch(/^retry: 3000\n\nevent: unread\ndata: \{"count":\d+\}\n\n/);
    hot.close();
  });

  it('refuses a visitor without a session, and a query it does not read, in the spec’s shape', async () => {
    const anonymous = await open('/api/stream/inbox', {});
    expect(anonymous.response.statusCode).toBe(401);
    expect(JSON.parse(anonymous.text)).toMatchObject({ error: 'not_connected' });
    const withQuery = await open('/api/stream/inbox?x=1', { cookie: `sid=${alice}` });
    expect(withQuery.response.statusCode).toBe(400);
  });
});
