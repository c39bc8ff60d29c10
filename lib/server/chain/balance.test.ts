// GET /api/balance/{mint} against a started simulator: the route handler called directly with a session
// cookie, as Next would call it; the balance is the sum of the raw token account amounts.
import { startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as balance } from '@/app/api/balance/[mint]/route';
import { balanceResponseSchema } from '@/lib/api';
import { createSession } from '@/test/support/runtime';
import { tokenSet } from '@/test/support/store';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, type RunningSimulator } from '@/test/support/simulator/harness';

const FEES = { priorityFeeLamports: '5000', tipLamports: '1000000' };
const TOKEN = 1_000_000n;

let sim: RunningSimulator;
let lumen: string;
let plainWallet: string;
const cookies: Record<string, string> = {};
let env: ChainEnv;

beforeAll(async () => {
  env = await startChainEnv();
  sim = env.sim;
  lumen = env.mints.LUMEN!;
  for (const [n, name] of ['alice', 'dana'].entries()) {
    const wallet = sim.sim().users.get(name)!.wallet;
    const { sessionId } = await createSession(tokenSet(n + 1), { username: name, wallet });
    cookies[name] = `sid=${sessionId}`;
  }
  const { sessionId } = await createSession(tokenSet(9), { username: 'nobody', wallet: null });
  cookies.nowallet = `sid=${sessionId}`;
  plainWallet = sim.sim().users.get('dana')!.wallet;
});

afterAll(() => env.close());

async function read(mint: string, cookie: string) {
  const request = new Request(`http://localhost:3000/api/balance/${mint}`, {
    headers: cookie ? { cookie } : {},
  });
  const answer = await json(await balance(request, { params: Promise.resolve({ mint }) }));
  // Every answer is what the browser's check (the one schema of lib/api) accepts.
  if (answer.status === 200) balanceResponseSchema.parse(answer.body);
  return answer;
}

describe('GET /api/balance/{mint}', () => {
  it('answers alice’s LUMEN balance in base units, and the lower one after a vote locks tokens', async () => {
    const alice = sim.sim().users.get('alice')!.wallet;
    const before = await read(lumen, cookies.alice!);
    expect(before).toEqual({
      status: 200,
      body: {
        mint: lumen,
        owner: alice,
        amount: String(40_000_000n * TOKEN),
        decimals: 6,
        lamports: String(sim.sim().ledger.solBalance(alice)),
      },
    });
    expect(BigInt(before.body.lamports as string)).toBeGreaterThan(0n);

    const governance = (
      await json(await sim.request(`/partner/v1/governance/${lumen}`, bearer(testToken('alice'))))
    ).body as { proposals: { proposal: string; settled: boolean; votingEndsAtUnix: string }[] };
    const open = governance.proposals.find(
      (p) => !p.settled && BigInt(p.votingEndsAtUnix) > sim.sim().nowUnix(),
    )!;
    const voted = await sim.request(
      '/partner/v1/governance/votes',
      bearer(testToken('alice'), {
        ...FEES,
        proposal: open.proposal,
        side: 'yes',
        amount: String(10_000n * TOKEN),
      }),
    );
    expect(voted.status).toBe(200);

    const after = await read(lumen, cookies.alice!);
    expect(after.body.amount).toBe(String((40_000_000n - 10_000n) * TOKEN));
    expect(BigInt(after.body.lamports as string)).toBeLessThan(BigInt(before.body.lamports as string));
  });

  it('answers 0 for a wallet that holds none of the token', async () => {
    expect(await read(lumen, cookies.dana!)).toEqual({
      status: 200,
      body: {
        mint: lumen,
        owner: plainWallet,
        amount: '0',
        decimals: 6,
        lamports: String(sim.sim().ledger.solBalance(plainWallet as never)),
      },
    });
  });

  it('refuses a malformed mint with 400, no session with 401, and an unknown wallet with 422', async () => {
    expect(await read('not-a-mint', cookies.alice!)).toMatchObject({
      status: 400,
      body: { error: 'invalid_address' },
    });
    expect(await read(lumen, '')).toMatchObject({ status: 401, body: { error: 'not_connected' } });
    expect(await read(lumen, cookies.nowallet!)).toMatchObject({
      status: 422,
      body: { error: 'invalid_wallet' },
    });
  });

  it('answers 404 not_found for an address that is not a token mint (a wallet), not a 502', async () => {
    expect(await read(plainWallet, cookies.alice!)).toMatchObject({
      status: 404,
      body: { error: 'not_found', message: 'There is no token at this address.' },
    });
  });
});
