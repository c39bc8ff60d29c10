import { expect, test, type APIRequestContext } from '@playwright/test';
import { connectAs } from '../e2e/support';
import {
  advanceSimClock,
  extraPort,
  freshMinute,
  PORT_A,
  simStats,
  simulatorUrl,
  startInstance,
  startSimulator,
  type Proc,
} from './cluster';

// Three dashboard instances on one PostgreSQL database and one SESSION_SECRET, one simulator: what one
// instance keeps must hold for all of them. Cookies are per host, not per port, so the session made on A
// is sent to B and C as a load balancer would. The cases run in order on one world.
test.describe.configure({ mode: 'serial' });

const TOKEN_TTL_SECONDS = 120;
let sim: Proc;
let instances: Proc[] = [];
const others: Proc[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  sim = await startSimulator({ accessTokenTtlSeconds: TOKEN_TTL_SECONDS, oauthPerMinutePerIp: 600 });
  instances = await Promise.all([
    startInstance(PORT_A),
    startInstance(extraPort(0)),
    startInstance(extraPort(1)),
  ]);
});

test.afterAll(async () => {
  await Promise.all([...instances, ...others].map((p) => p.stop()));
  await sim?.stop();
});

/** `count` reads of `path`, spread round-robin over the instances, all at once; answers their statuses. */
async function spread(request: APIRequestContext, path: string, count: number): Promise<number[]> {
  const reads = Array.from({ length: count }, (_, i) => request.get(`${instances[i % 3]!.url}${path}`));
  return (await Promise.all(reads)).map((r) => r.status());
}

test.use({ baseURL: `http://localhost:${PORT_A}` });

test('refresh storm: one refresh per token generation across three instances, every read succeeds', async ({
  page,
}) => {
  await connectAs(page, 'alice');
  await page.goto('about:blank'); // the page's own polling would spend the tier budget
  const request = page.context().request;
  expect(await spread(request, '/api/partner/v1/me', 3)).toEqual([200, 200, 200]);

  for (let generation = 1; generation <= 2; generation += 1) {
    const before = await simStats();
    await advanceSimClock(TOKEN_TTL_SECONDS + 5); // the access token is now expired at the service
    // Twelve at once, four per instance: each may spend two points of the tier's minute (the answer
    // that found the token expired, then the resend), and the connection's first reads and the inbox's
    // watcher have spent theirs in the same minute, so two storms stay inside one minute's budget.
    const statuses = await spread(request, '/api/partner/v1/me', 12);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const after = await simStats();
    expect(after.oauth.refreshes - before.oauth.refreshes).toBe(1);
    expect(after.oauth.replaysDetected).toBe(0);
    expect(after.oauth.connectionsRevoked).toBe(0);
  }
});

test('shared budget: reads over three instances stay within the tier budget at the service', async ({
  page,
}) => {
  await connectAs(page, 'bob');
  await page.goto('about:blank');
  const before = await simStats();
  // 150 reads: under half of one instance's 120 per minute each, over the budget together.
  const statuses: number[] = [];
  for (let batch = 0; batch < 5; batch += 1)
    statuses.push(...(await spread(page.context().request, '/api/partner/v1/me', 30)));
  const after = await simStats();
  const reached = (after.requests['GET /partner/v1/me'] ?? 0) - (before.requests['GET /partner/v1/me'] ?? 0);
  expect(after.rateLimited).toBe(before.rateLimited); // no tier 429 reached the service
  expect(reached).toBeLessThanOrEqual(120);
  // What the budget refuses, the dashboard answers itself with 429 and the service never sees.
  expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(150 - reached);
});

type World = {
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};

test('read model shared: a governance read through A, then B and C, costs at most one upstream read', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await connectAs(page, 'dana');
  await page.goto('about:blank');
  await freshMinute();
  // The case before spent the budget, so dana's profile may not have been read at her login: the next
  // page she opens reads it, and her own votes then come from the shared voter lists.
  await page.goto('/');
  await page.goto('about:blank');
  const world = (await (await fetch(`${simulatorUrl}/__sim/world`)).json()) as World;
  // LUMEN's voter lists are short, so a viewer's own votes come from them (no read of the person's own).
  const mint = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  const route = 'GET /partner/v1/governance/{mint}';
  const before = (await simStats()).requests[route] ?? 0;
  for (const instance of instances) {
    const response = await page.context().request.get(`${instance.url}/api/partner/v1/governance/${mint}`);
    expect(response.status()).toBe(200);
  }
  // One read when A finds LUMEN's governance stale or not held, none when an earlier read (dana's home
  // page, the watcher) left it fresh; instances that each kept their own would read it again for B and C.
  expect(((await simStats()).requests[route] ?? 0) - before).toBeLessThanOrEqual(1);
});

test('read model shared: a vote through A reaches a stream opened on B', async ({ page }) => {
  test.setTimeout(120_000);
  await connectAs(page, 'alice');
  await page.goto('about:blank');
  const request = page.context().request;
  await freshMinute();
  const world = (await (await fetch(`${simulatorUrl}/__sim/world`)).json()) as World;
  const mint = world.tokens.find((t) => t.symbol === 'LUMEN')!.mint;
  const proposal = world.proposals.find((p) => p.mint === mint && p.note.startsWith('open:'))!.proposal;
  const [a, b] = instances;

  // The page's stream, opened on B with the session's cookie (cookies are per host, as on a balancer).
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const stream = await fetch(`${b!.url}/api/stream/governance/${mint}?proposal=${proposal}`, {
    headers: { cookie, accept: 'text/event-stream' },
  });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  const eventArrived = (async () => {
    while (!/event: votes\n/.test(received)) {
      const { value, done } = await reader.read();
      if (done) return false;
      received += decoder.decode(value, { stream: true });
    }
    return true;
  })();
  // Let B's watch hold the current version before the vote.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  received = '';

  const vote = await request.post(`${a!.url}/api/partner/v1/governance/votes`, {
    headers: {
      origin: a!.url,
      'x-requested-with': 'fetch',
      'idempotency-key': crypto.randomUUID(),
    },
    data: {
      proposal,
      side: 'yes',
      amount: '10000000000',
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
    },
  });
  expect(vote.status()).toBe(200);
  const arrived = await Promise.race([
    eventArrived,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 20_000)),
  ]);
  await reader.cancel().catch(() => undefined);
  expect(arrived).toBe(true);
});

test('shared breaker: a wrong API key costs at most 3 failed authentications in all, also after a restart', async ({
  page,
}) => {
  await connectAs(page, 'carol');
  await page.goto('about:blank');
  const request = page.context().request;
  // A refresh is charged to the tier budget too: the reads below must not be refused by it.
  await freshMinute();
  const before = await simStats();
  const wrong = await Promise.all([2, 3, 4].map((n) => startInstance(extraPort(n), 'sk_wrong_key_0000')));
  others.push(...wrong);
  await advanceSimClock(TOKEN_TTL_SECONDS + 5); // every read now needs a refresh, i.e. a client authentication
  const readAll = () =>
    Promise.all(wrong.flatMap((w) => [1, 2, 3, 4].map(() => request.get(`${w.url}/api/partner/v1/me`))));
  for (const response of await readAll()) expect(response.status()).not.toBe(200);
  expect((await simStats()).oauth.failedClientAuth - before.oauth.failedClientAuth).toBeLessThanOrEqual(3);

  // A restarted instance remembers the lockout in progress from the store.
  const [first] = wrong;
  await first!.stop();
  wrong[0] = await startInstance(first!.port, 'sk_wrong_key_0000');
  others.push(wrong[0]);
  await readAll();
  const after = await simStats();
  expect(after.oauth.failedClientAuth - before.oauth.failedClientAuth).toBeLessThanOrEqual(3);
  expect(after.oauth.failedClientAuth - before.oauth.failedClientAuth).toBeGreaterThan(0);
});
