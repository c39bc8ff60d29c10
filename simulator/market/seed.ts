// Seeds the market of a new world: the background wallet, one token per venue state (TOKEN_SEEDS), the
// partner fee wallets on chain, and alice's volume today through the capped live-shop app. Balances are
// minted directly in a few setup transactions, consistent with the curve math, so seeding stays fast.
import type { Address, Instruction } from '@solana/kit';
import type { Sim } from '../core/sim';
import {
  createTokenAccountInstruction,
  mintToInstruction,
  solTransferInstruction,
  TOKEN_DECIMALS,
} from '../ledger';
import { metadataAddressOf, writeMetadataAccount } from '../governance/metadata-account';
import { pinStoreOf } from '../governance/pinned';
import { markPng } from '../governance/png';
import { curveBuyExactOut } from './curve';
import { Market, type MarketToken } from './market';
import {
  CURVE_TOKENS,
  MIGRATION_TOKENS,
  SOL,
  TOKEN,
  TOTAL_SUPPLY,
  VIRTUAL_SOL,
  VIRTUAL_TOKENS,
} from './params';
import { listSeededTokens } from './listed';
import { marketToken } from './token-accounts';
import { TOKEN_SEEDS, type TokenSeed } from './seed-data';
import { migrationFor } from './venue';

const BACKGROUND_SOL = 100_000n * SOL;
/** live-shop_app caps buys at 20 SOL a day; alice has bought 17 SOL there today. */
const SEED_SPENT = { clientId: 'live-shop_app', userId: 'alice', lamports: 17n * SOL };
const MINTS_PER_TRANSACTION = 3;

/** SOL a fresh curve collects for selling `tokens` (what its vault holds once they are sold). */
function curveCost(tokens: bigint): bigint {
  const fresh = {
    virtualSol: VIRTUAL_SOL,
    virtualTokens: VIRTUAL_TOKENS,
    realSol: 0n,
    realTokens: CURVE_TOKENS,
  };
  const cost = curveBuyExactOut(fresh, tokens);
  if (!cost.ok) throw new Error(`cannot seed a curve with ${tokens} sold`);
  return cost.value;
}

async function createToken(market: Market, symbol: string): Promise<MarketToken> {
  const mint = await market.ledger.createMint({ seed: `mint:${symbol}` });
  return marketToken(market, mint, symbol, null);
}

async function fund(market: Market, mint: Address, tokens: [Address, bigint][], vault: [Address, bigint]) {
  const { ledger } = market;
  const faucet = ledger.faucet;
  const batches: Instruction[][] = [[solTransferInstruction(faucet, vault[0], vault[1])]];
  for (const [index, [owner, amount]] of tokens.filter(([, amount]) => amount > 0n).entries()) {
    if (index % MINTS_PER_TRANSACTION === 0) batches.push([]);
    batches
      .at(-1)
      ?.push(
        await createTokenAccountInstruction(faucet, owner, mint),
        await mintToInstruction(ledger.authority, mint, owner, amount, TOKEN_DECIMALS),
      );
  }
  for (const instructions of batches) {
    const sent = await ledger.send({ feePayer: faucet, instructions });
    if (sent.err) throw new Error(`market seed failed: ${JSON.stringify(sent.err)}`);
  }
}

async function seedToken(market: Market, seed: TokenSeed): Promise<MarketToken> {
  const { sim } = market;
  const token = await createToken(market, seed.symbol);
  const holders: [Address, bigint][] = Object.entries(seed.holders).map(([id, whole]) => {
    const user = sim.users.get(id);
    if (!user) throw new Error(`market seed: unknown user ${id}`);
    return [user.wallet, whole * TOKEN];
  });
  const held = holders.reduce((sum, [, amount]) => sum + amount, 0n);
  const base = market.vaultBase();
  if (seed.venue === 'curve') {
    const sold = (seed.soldTokens ?? 0n) * TOKEN;
    const venueTokens: [Address, bigint][] = [
      [token.curve.address, CURVE_TOKENS - sold],
      [token.reserve.address, MIGRATION_TOKENS],
      [market.background.address, sold - held],
    ];
    await fund(
      market,
      token.mint,
      [...holders, ...venueTokens],
      [token.curve.address, base + curveCost(sold)],
    );
  } else {
    const pool = seed.pool
      ? { sol: seed.pool.sol * SOL, tokens: seed.pool.tokens * TOKEN }
      : { sol: curveCost(CURVE_TOKENS), tokens: MIGRATION_TOKENS };
    const venueTokens: [Address, bigint][] = [
      [token.pool.address, pool.tokens],
      [market.background.address, TOTAL_SUPPLY - pool.tokens - held],
    ];
    await fund(market, token.mint, [...holders, ...venueTokens], [token.pool.address, base + pool.sol]);
    token.migration = migrationFor(seed.venue, sim.nowUnix(), sim.config);
  }
  return token;
}

/**
 * Registers the token with its pinned image and metadata JSON, and writes its (immutable) metadata account
 * at the mint's canonical metadata address, where a client finds it from the mint alone (these tokens have
 * no governance object naming it).
 */
async function register(sim: Sim, token: MarketToken, seed: TokenSeed, creator: Address): Promise<void> {
  const pins = pinStoreOf(sim);
  const content = {
    name: seed.name,
    symbol: seed.symbol,
    image: pins.pin(markPng(seed.symbol), 'image/png'),
    description: seed.description,
    website: '',
    twitter: '',
    telegram: '',
  };
  const metadata = { ...content, uri: pins.pinMetadata(content) };
  sim.tokens.set(token.mint, {
    mint: token.mint,
    creator,
    totalSupply: TOTAL_SUPPLY,
    metadata,
    note: seed.note,
  });
  const account = await metadataAddressOf(token.mint);
  const updateAuthority = sim.ledger.authority.address;
  writeMetadataAccount(sim.ledger, account, {
    mint: token.mint,
    updateAuthority,
    metadata,
    isMutable: false,
  });
}

export async function seedMarket(sim: Sim): Promise<Market> {
  const { ledger } = sim;
  const background = await ledger.keypair('wallet:background');
  await ledger.airdrop(background.address, BACKGROUND_SOL);
  const market = new Market(sim, background);
  const creator = sim.users.get('dana')?.wallet ?? background.address;
  for (const seed of TOKEN_SEEDS) {
    const token = await seedToken(market, seed);
    market.tokens.set(token.mint, token);
    await register(sim, token, seed, creator);
  }
  await listSeededTokens(market);
  // A fee wallet must exist on chain to receive partner fees below the rent-exempt minimum.
  for (const client of sim.clients.values()) {
    if (client.feeWallet && !ledger.account(client.feeWallet)) {
      await ledger.airdrop(client.feeWallet, market.vaultBase());
    }
  }
  if (sim.clients.has(SEED_SPENT.clientId) && sim.users.has(SEED_SPENT.userId)) {
    market.volume.set(SEED_SPENT.clientId, SEED_SPENT.userId, sim.nowUnix(), SEED_SPENT.lamports);
  }
  return market;
}
