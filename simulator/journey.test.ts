// The whole simulator as a partner app meets it: connect through OAuth, read a token's governance, vote,
// and confirm the vote on the chain with @solana/web3.js, reading the locked amount from its balance changes.
import { Connection, type TokenBalance } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  oauthTokenResponseSchema,
  votesListResponseSchema,
} from '@/lib/partner';
import { simulatorModules } from './modules';
import { bearer, json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';

const DEMO = { clientId: 'demo-dashboard_app', apiKey: 'sk_demo-dashboard_key_7f3a' };
const REDIRECT = 'http://localhost:3000/api/auth/callback';
const TEN_THOUSAND_TOKENS = 10_000_000_000n;

let sim: RunningSimulator;
beforeAll(async () => {
  sim = await startSimulator(simulatorModules);
});
afterAll(() => sim.close());

async function connect(user: string): Promise<string> {
  const consent = new URLSearchParams({
    response_type: 'code',
    client_id: DEMO.clientId,
    redirect_uri: REDIRECT,
    scope: 'profile:read governance:vote',
    state: 'journey',
    user,
    decision: 'approve',
  });
  const approved = await sim.request('/oauth/authorize', {
    method: 'POST',
    body: consent,
    redirect: 'manual',
  });
  expect(approved.status).toBe(302);
  const code = new URL(approved.headers.get('location')!).searchParams.get('code')!;
  const basic = Buffer.from(`${DEMO.clientId}:${DEMO.apiKey}`).toString('base64');
  const token = await sim.request('/oauth/token', {
    method: 'POST',
    headers: { authorization: `Basic ${basic}` },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT }),
  });
  expect(token.status).toBe(200);
  return oauthTokenResponseSchema.parse(await token.json()).access_token;
}

describe('a holder’s journey through the simulator', () => {
  it('connects, votes on the open proposal and confirms the locked tokens on the chain', async () => {
    const world = (await json(await sim.request('/__sim/world'))).body as {
      tokens: { mint: string; symbol: string; governance: string | null }[];
    };
    const lumen = world.tokens.find((t) => t.symbol === 'LUMEN')!;
    expect(lumen.governance).toEqual(expect.any(String));
    const plain = world.tokens.find((t) => t.governance === null)!;

    const token = await connect('alice');
    expect(
      await json(await sim.request(`/partner/v1/governance/${plain.mint}`, bearer(token))),
    ).toMatchObject({
      status: 404,
      body: { error: 'governance_not_found' },
    });

    const read = governanceReadResponseSchema.parse(
      (await json(await sim.request(`/partner/v1/governance/${lumen.mint}`, bearer(token)))).body,
    );
    const open = read.proposals.find((p) => !p.settled && BigInt(p.votingEndsAtUnix) > sim.sim().nowUnix())!;
    expect(read.viewerVotes.filter((v) => v.proposal === open.proposal)).toEqual([]);

    const cast = await json(
      await sim.request(
        '/partner/v1/governance/votes',
        bearer(token, {
          proposal: open.proposal,
          side: 'yes',
          amount: String(TEN_THOUSAND_TOKENS),
          priorityFeeLamports: '5000',
          tipLamports: '1000000',
        }),
      ),
    );
    expect(cast.status).toBe(200);
    const write = governanceWriteResponseSchema.parse(cast.body);
    expect(write).toMatchObject({ status: 'processed', proposal: open.proposal, mint: lumen.mint });

    const connection = new Connection(`${sim.url}/rpc`, 'confirmed');
    const statuses = await connection.getSignatureStatuses([write.signature], {
      searchTransactionHistory: true,
    });
    expect(statuses.value[0]).toMatchObject({ err: null, confirmationStatus: 'confirmed' });
    const tx = await connection.getTransaction(write.signature, { maxSupportedTransactionVersion: 0 });
    expect(tx?.meta?.err).toBeNull();
    const alice = sim.sim().users.get('alice')!.wallet;
    const balance = (list: TokenBalance[] | null | undefined) =>
      BigInt(list?.find((b) => b.owner === alice && b.mint === lumen.mint)?.uiTokenAmount.amount ?? '0');
    expect(balance(tx!.meta!.preTokenBalances) - balance(tx!.meta!.postTokenBalances)).toBe(
      TEN_THOUSAND_TOKENS,
    );
    expect(BigInt(tx!.meta!.fee)).toBeGreaterThanOrEqual(1_005_000n);

    const after = governanceReadResponseSchema.parse(
      (await json(await sim.request(`/partner/v1/governance/${lumen.mint}`, bearer(token)))).body,
    );
    expect(after.viewerVotes).toContainEqual(
      expect.objectContaining({
        proposal: open.proposal,
        side: 'yes',
        amount: String(TEN_THOUSAND_TOKENS),
        active: true,
      }),
    );
    const tallied = after.proposals.find((p) => p.proposal === open.proposal)!;
    expect(BigInt(tallied.yesVotes) - BigInt(open.yesVotes)).toBe(TEN_THOUSAND_TOKENS);

    const votes = votesListResponseSchema.parse(
      (
        await json(
          await sim.request(
            `/partner/v1/governance/proposals/${open.proposal}/votes?limit=abc`,
            bearer(token),
          ),
        )
      ).body,
    );
    expect(votes.votes.some((v) => v.voter === alice && v.signature === write.signature)).toBe(true);
  });

  it('lists at most 200 voters of the proposal that has more', async () => {
    const token = await connect('bob');
    const quill = (
      (await json(await sim.request('/__sim/world'))).body as {
        proposals: { proposal: string; note: string }[];
      }
    ).proposals.find((p) => /210 voters/.test(p.note))!;
    const list = async (limit: string) =>
      votesListResponseSchema.parse(
        (
          await json(
            await sim.request(
              `/partner/v1/governance/proposals/${quill.proposal}/votes?limit=${limit}`,
              bearer(token),
            ),
          )
        ).body,
      ).votes;
    expect((await list('500')).length).toBe(200);
    expect((await list('0')).length).toBe(50);
    const top = await list('200');
    const amounts = top.map((v) => BigInt(v.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });
});
