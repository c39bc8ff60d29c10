// The scaled world a bench asks for (`scale`): more governed tokens and holders on top of the demo seed,
// each holder's tokens on the chain (found by owner, as a wallet's holdings are), a holder able to propose
// and vote as the demo people do; without it the demo world is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governanceModule } from './index';
import { marketModule } from '../market';
import { testOAuth, testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';

type World = {
  nowUnix: string;
  users: { id: string; wallet: string }[];
  tokens: {
    mint: string;
    symbol: string;
    governance: string | null;
  }[];
};

let scaled: RunningSimulator;
let world: World;
beforeAll(async () => {
  scaled = await startSimulator(
    { oauth: testOAuth, governance: governanceModule, market: marketModule },
    { scale: { governedTokens: 12, holders: 20 } },
  );
  world = (await json(await scaled.request('/__sim/world'))).body as unknown as World;
}, 60_000);
afterAll(() => scaled.close());

const SCOPES = ['profile:read', 'trade:execute', 'governance:vote', 'governance:propose'] as const;

describe('the scaled world', () => {
  it('adds governed tokens G000… and holder-N people, each holding three of them on the chain', async () => {
    const tokens = world.tokens.filter((t) => /^G\d{3}$/.test(t.symbol));
    expect(tokens.map((t) => t.symbol)).toEqual(
      Array.from({ length: 12 }, (_, n) => `G${String(n).padStart(3, '0')}`),
    );
    expect(tokens.every((t) => t.governance !== null)).toBe(true);
    const holders = world.users.filter((u) => u.id.startsWith('holder-'));
    expect(holders).toHaveLength(20);

    // holder-1 holds tokens 1, 10 and 18 mod 12 = 6 (h, 7h + 3, 13h + 5).
    const wallet = holders.find((u) => u.id === 'holder-1')!.wallet;
    const held = scaled
      .sim()
      .ledger.tokenAccountsByOwner(wallet as never)
      .filter((a) => a.amount > 0n);
    expect(new Set(held.map((a) => a.mint))).toEqual(
      new Set([tokens[1]!.mint, tokens[10]!.mint, tokens[6]!.mint]),
    );
  });

  it('closes every tenth token’s window a week and minutes after the start, the others far later', async () => {
    const now = BigInt(world.nowUnix);
    const ends = async (symbol: string) => {
      const mint = world.tokens.find((t) => t.symbol === symbol)!.mint;
      const read = await json(
        await scaled.request(`/partner/v1/governance/${mint}`, bearer(testToken('bob'))),
      );
      expect(read.status).toBe(200);
      const governance = read.body.governance as { mutableUntilUnix: string };
      return BigInt(governance.mutableUntilUnix) - now;
    };
    expect(await ends('G000')).toBe(7n * 86_400n + 60n);
    expect(await ends('G010')).toBe(7n * 86_400n + 80n);
    expect(await ends('G001')).toBeGreaterThan(100n * 86_400n);
  });

  it('lets a holder propose on a token she holds', async () => {
    const mint = world.tokens.find((t) => t.symbol === 'G001')!.mint;
    const made = await json(
      await scaled.request(
        '/partner/v1/governance/proposals/finalize-metadata',
        bearer(testToken('holder-1', 'demo-dashboard_app', [...SCOPES]), {
          mint,
          voteDurationSeconds: 120,
          priorityFeeLamports: '5000',
          tipLamports: '1000000',
        }),
      ),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
  });

  it('is not there unless asked for', async () => {
    const plain = await startSimulator({
      oauth: testOAuth,
      governance: governanceModule,
      market: marketModule,
    });
    try {
      const demo = (await json(await plain.request('/__sim/world'))).body as unknown as World;
      expect(demo.users.some((u) => u.id.startsWith('holder-'))).toBe(false);
      expect(demo.tokens.some((t) => /^G\d{3}$/.test(t.symbol))).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
