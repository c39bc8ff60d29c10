import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { readGovernance } from '@/lib/server/read-model';
import { hotRead } from '@/lib/server/relay/hot';
import { runtime } from '@/lib/server/runtime';
import {
  callProxy,
  connect,
  control,
  FEES,
  postJson,
  startProxyEnv,
  type ProxyEnv,
} from '@/test/support/relay-env';
import { mintOf, openProposalOf } from '@/test/support/seed-world';
import { routeOf, TEN_THOUSAND_TOKENS, upstreamCalls } from '@/test/support/relay-checks';

// The governance reads through the relay against the real simulator: many viewers, one upstream call;
// ETag and 304; the data's age; the viewer's own votes equal to the service's, without a read per person;
// a person's own vote seen at once.

const GOVERNANCE = routeOf('governanceRead');
const VOTES = routeOf('votesList');

let env: ProxyEnv;
let viewers: string[];
let mint: string;
let proposal: string;

beforeAll(async () => {
  env = await startProxyEnv();
  viewers = await Promise.all(['alice', 'bob', 'carol', 'dana'].map((u) => connect(env.sim, u, true)));
  ({ mint, proposal } = openProposalOf(env.world, 'LUMEN'));
}, 30_000);
afterAll(() => env.close());

describe('the shared read model behind the relay', () => {
  it('answers many viewers of one proposal with one upstream read of each kind', async () => {
    const beforeGov = await upstreamCalls(env.sim, GOVERNANCE);
    const beforeVotes = await upstreamCalls(env.sim, VOTES);
    const reads = viewers.flatMap((sessionId) => [
      callProxy(`governance/${mint}`, { sessionId }),
      callProxy(`governance/proposals/${proposal}/votes?limit=50`, { sessionId }),
      callProxy(`governance/proposals/${proposal}/votes?limit=200`, { sessionId }),
    ]);
    const answers = await Promise.all(reads);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await upstreamCalls(env.sim, GOVERNANCE)).toBe(beforeGov + 1);
    // One votes list per proposal of the token: the viewers' own votes are found in them.
    const proposals = env.world.proposals.filter((p) => p.mint === mint).length;
    expect(await upstreamCalls(env.sim, VOTES)).toBe(beforeVotes + proposals);
    expect(answers[0]!.headers.get('x-data-age')).toMatch(/^\d+$/);
  });

  it('gives each viewer the votes the service gives them, and answers a known ETag with 304', async () => {
    for (const sessionId of viewers) {
      const mine = await callProxy(`governance/${mint}`, { sessionId });
      const direct = await runtime().partner.read(sessionId, `/partner/v1/governance/${mint}`, {
        priority: 'user',
      });
      const theirs = (await direct.json()) as { viewerVotes: { signature: string }[] };
      const signatures = (votes: unknown) =>
        (votes as { signature: string }[]).map((v) => v.signature).sort();
      expect(signatures(mine.body.viewerVotes)).toEqual(signatures(theirs.viewerVotes));
      const etag = mine.headers.get('etag')!;
      const again = await callProxy(`governance/${mint}`, { sessionId, headers: { 'if-none-match': etag } });
      expect(again.status).toBe(304);
    }
  });

  it('answers the front door’s hot reads as the relay does, with the API’s security headers', async () => {
    const [alice] = viewers as [string];
    const hot = async (path: string, cookie?: string, extra: Record<string, string> = {}) => {
      const answer = await hotRead({
        method: 'GET',
        url: `http://localhost:3000/api/partner/v1/${path}`,
        headers: {
          host: 'localhost:3000',
          'x-forwarded-proto': 'http',
          ...(cookie ? { cookie: `sid=${cookie}` } : {}),
          ...extra,
        },
      });
      return answer && { ...answer, headers: new Headers(answer.headers) };
    };
    for (const path of [`governance/${mint}`, `governance/proposals/${proposal}/votes?limit=5`]) {
      const relayed = await callProxy(path, { sessionId: alice });
      const answer = (await hot(path, alice))!;
      expect(answer.status).toBe(200);
      expect(JSON.parse(String(answer.body))).toEqual(relayed.body);
      expect(answer.headers.get('etag')).toBe(relayed.headers.get('etag'));
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-data-age')).toMatch(/^\d+$/);
      // A browser that holds this version gets a 304 without a body; the caller's request id is kept.
      const etag = answer.headers.get('etag')!;
      const unchanged = (await hot(path, alice, { 'if-none-match': etag, 'x-request-id': 'req-7' }))!;
      expect(unchanged.status).toBe(304);
      expect(unchanged.body).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
      expect(unchanged.headers.get('x-request-id')).toBe('req-7');
    }
    // Errors keep the spec's shape; what is not a governance read is not answered here.
    const anonymous = (await hot(`governance/${mint}`))!;
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(new TextDecoder().decode(anonymous.body as Uint8Array))).toMatchObject({
      error: 'not_connected',
    });
    expect(await hot('me', alice)).toBeNull();
    // A GET of the votes write path has the shape of a governance read: the relay answers it as ever.
    expect((await hot('governance/votes', alice))!.status).toBe(
      (await callProxy('governance/votes', { sessionId: alice })).status,
    );
  });

  it('shows a person their own vote at once, and the others see it in the list', async () => {
    const [alice, bob] = viewers as [string, string];
    const vote = { proposal, side: 'yes', amount: TEN_THOUSAND_TOKENS, ...FEES };
    const cast = await postJson(alice, 'governance/votes', vote, crypto.randomUUID());
    expect(cast.status).toBe(200);
    const own = await callProxy(`governance/${mint}`, { sessionId: alice });
    const viewerVotes = own.body.viewerVotes as { proposal: string; side: string; active: boolean }[];
    expect(viewerVotes).toContainEqual(expect.objectContaining({ proposal, side: 'yes', active: true }));
    const list = await callProxy(`governance/proposals/${proposal}/votes?limit=200`, { sessionId: bob });
    expect((list.body.votes as { signature: string }[]).map((v) => v.signature)).toContain(
      cast.body.signature,
    );
  });

  it('tells a busy service (429, with its wait) from a down one (503) when it has nothing to serve', async () => {
    const [alice] = viewers as [string];
    const fresh = (symbol: string) => mintOf(env.world, symbol); // a token no test read before
    const refuse = (status: number, error: string, extra: object = {}) =>
      control(env.sim, 'faults', { route: GOVERNANCE, count: 10, status, error, ...extra });
    try {
      await refuse(429, 'rate_limit_exceeded', { retryAfterSeconds: 1 });
      const busy = await callProxy(`governance/${fresh('EMBER')}`, { sessionId: alice });
      expect(busy).toMatchObject({
        status: 429,
        body: { error: 'rate_limit_exceeded', retryAfterSeconds: 1 },
      });
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(JSON.stringify(busy.body)).not.toContain('Injected');
      // A server-rendered page reads the same error, to say the same sentence.
      const page = await readGovernance(
        runtime().readModel,
        { sessionId: alice, wallet: null },
        fresh('STONE'),
      ).catch((e) => e);
      expect(page).toBeInstanceOf(ApiError);
      expect(page).toMatchObject({ code: 'rate_limit_exceeded', status: 429 });
      expect((page as ApiError).body.retryAfterSeconds).toBe(1);

      await env.sim.request('/__sim/faults', { method: 'DELETE' });
      await refuse(503, 'service_unavailable');
      const down = await callProxy(`governance/${fresh('TIDE')}`, { sessionId: alice });
      expect(down).toMatchObject({ status: 503, body: { error: 'service_unavailable' } });
      expect(down.headers.get('retry-after')).toBeNull();
    } finally {
      await env.sim.request('/__sim/faults', { method: 'DELETE' });
    }
  });
});
