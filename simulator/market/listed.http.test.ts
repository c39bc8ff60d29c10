// Governance tokens trade too: each has an open pool funded from the rest of its supply, so a token page
// can show governance and trading side by side, and the mint's supply stays what governance seeded.
import type { Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governanceModule } from '../governance';
import { testOAuth, testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';
import { marketModule } from './index';
import { LISTED_POOL } from './listed';
import { SOL } from './params';
import { FEES, PATHS } from '@/test/support/simulator/market-kit';

let run: RunningSimulator;
beforeAll(async () => {
  run = await startSimulator({ oauth: testOAuth, governance: governanceModule, market: marketModule });
});
afterAll(() => run.close());

const mintOf = (symbol: string) =>
  [...run.sim().tokens.values()].find((t) => t.metadata.symbol === symbol)!.mint as Address;

describe('listed governance tokens', () => {
  it('open a pool for every token the market did not seed, governance or not', async () => {
    const { body } = await json(await run.request('/__sim/market'));
    const venues = Object.fromEntries(
      (body.tokens as { symbol: string; venue: string }[]).map((t) => [t.symbol, t.venue]),
    );
    for (const symbol of ['LUMEN', 'TIDE', 'EMBER', 'STONE', 'QUILL', 'PLAIN'])
      expect(venues[symbol]).toBe('pool');
  });

  it('fill a buy and a sell of LUMEN in its pool, the supply unchanged', async () => {
    const { ledger } = run.sim();
    const mint = mintOf('LUMEN');
    const alice = run.sim().users.get('alice')!.wallet;
    const supply = run.sim().tokens.get(mint)!.totalSupply;
    const before = ledger.tokenBalance(alice, mint);
    const token = testToken('alice', 'partner-pro_app');
    const buy = await json(
      await run.request(
        PATHS.buy,
        bearer(token, { ...FEES, mint, maxSolIn: String(SOL / 10n), slippageBps: 100 }),
      ),
    );
    expect(buy.status).toBe(200);
    const bought = ledger.tokenBalance(alice, mint) - before;
    // 0.1 SOL against 50 SOL and 100M tokens, less the 25 bps pool fee: about 199,000 tokens.
    expect(bought).toBeGreaterThan(190_000_000_000n);
    expect(bought).toBeLessThan((LISTED_POOL.tokens * SOL) / 10n / LISTED_POOL.sol);
    const sell = await json(
      await run.request(
        PATHS.sell,
        bearer(token, { ...FEES, mint, tokensIn: String(bought), minSolOut: '1' }),
      ),
    );
    expect(sell.status).toBe(200);
    expect(ledger.tokenBalance(alice, mint)).toBe(before);
    expect(run.sim().tokens.get(mint)!.totalSupply).toBe(supply);
  });
});
