// The seed tokens: one per venue state, with holdings that let every trade outcome happen. Amounts are
// whole tokens (1e6 base units) and whole SOL.
import type { Venue } from '../core/modules';

export interface TokenSeed {
  symbol: string;
  name: string;
  description: string;
  /** What the token shows, for people browsing the seed. */
  note: string;
  venue: Venue;
  /** Curve tokens: whole tokens already sold from the curve. */
  soldTokens?: bigint;
  /** Pool tokens: the pool's reserves (whole SOL, whole tokens); default what a completed curve migrates. */
  pool?: { sol: bigint; tokens: bigint };
  /** Holdings by seed user id (whole tokens); the background wallet holds the rest in circulation. */
  holders: Record<string, bigint>;
}

export const TOKEN_SEEDS: TokenSeed[] = [
  {
    symbol: 'GRASS',
    name: 'Grass Roots',
    description: 'A bonding-curve token far from completion.',
    note: 'Curve, 300M of 793.1M sold: buys, sells, buy_limit_exceeded (>100M per wallet), insufficient_liquidity.',
    venue: 'curve',
    soldTokens: 300_000_000n,
    holders: { alice: 20_000_000n, bob: 10_000_000n, dana: 50_000_000n },
  },
  {
    symbol: 'EDGE',
    name: 'Edge Case',
    description: 'A bonding curve one buy away from completion.',
    note: 'Curve with 2M tokens left: buy-exact-out of the rest completes it; a quote drift gives curve_complete.',
    venue: 'curve',
    soldTokens: 791_100_000n,
    holders: { alice: 5_000_000n, dana: 60_000_000n },
  },
  {
    symbol: 'MIGR',
    name: 'Migrating',
    description: 'A completed curve whose migration is finalizing.',
    note: 'Curve complete: 409 migration_pending for migrationPendingSeconds, then pool_not_open, then the pool.',
    venue: 'migration_pending',
    holders: { alice: 10_000_000n, bob: 5_000_000n, dana: 40_000_000n },
  },
  {
    symbol: 'OPEN',
    name: 'Opening Soon',
    description: 'A migrated token whose pool is not open yet.',
    note: 'Migrated: 409 pool_not_open for poolNotOpenSeconds, then trades in the pool.',
    venue: 'pool_not_open',
    holders: { alice: 10_000_000n, dana: 40_000_000n },
  },
  {
    symbol: 'POOL',
    name: 'Pool Party',
    description: 'A token trading in its constant-product pool.',
    note: 'Pool (25 bps fee): alice holds some; bob holds none (missing_sell_token_account).',
    venue: 'pool',
    pool: { sol: 95n, tokens: 190_000_000n },
    holders: { alice: 25_000_000n, dana: 100_000_000n },
  },
];
