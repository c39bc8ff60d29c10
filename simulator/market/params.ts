// Fixed parameters of the simulated venues. All amounts are base units: lamports (1e9 per SOL) and token
// units (1e6 per token).

export const SOL = 1_000_000_000n;
export const TOKEN = 1_000_000n;
export const U64_MAX = 2n ** 64n - 1n;
export const BPS = 10_000n;

/** Every market token has the same supply: 1e9 tokens. */
export const TOTAL_SUPPLY = 1_000_000_000n * TOKEN;
/** Real tokens the curve sells before it completes. */
export const CURVE_TOKENS = 793_100_000n * TOKEN;
/** Held back at launch and deposited into the pool at migration. */
export const MIGRATION_TOKENS = TOTAL_SUPPLY - CURVE_TOKENS;

/** Virtual reserves added to the real ones: (VIRTUAL_SOL + realSol) * (VIRTUAL_TOKENS + realTokens) = k. */
export const VIRTUAL_SOL = 30n * SOL;
export const VIRTUAL_TOKENS = 279_900_000n * TOKEN;

/** Per-wallet holding cap while a token trades on its curve (`buy_limit_exceeded`): 10% of supply. */
export const MAX_WALLET_TOKENS = 100_000_000n * TOKEN;

/** Swap fee of the constant-product pool, kept in the pool. */
export const POOL_FEE_BPS = 25n;
