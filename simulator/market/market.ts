// The market state of one world: its tokens' venue accounts and timers, daily volumes, the background
// wallet, and the lock that serialises executions. Reserves are never stored: they are read from the
// venue accounts on the ledger.
import type { Address, KeyPairSigner } from '@solana/kit';
import type { Sim } from '../core/sim';
import type { Venue } from '../core/modules';
import { DailyVolume } from './caps';
import type { VenueReserves } from './fill';
import { POOL_FEE_BPS, VIRTUAL_SOL, VIRTUAL_TOKENS } from './params';
import { venueAt, type Migration } from './venue';

export interface MarketToken {
  mint: Address;
  symbol: string;
  /** Owns the curve's SOL vault (its own system account) and its token account. */
  curve: KeyPairSigner;
  curveTokenAccount: Address;
  /** Holds the tokens set aside for the pool until migration. */
  reserve: KeyPairSigner;
  /** Owns the pool's SOL vault and token account. */
  pool: KeyPairSigner;
  poolTokenAccount: Address;
  migration: Migration | null;
  /** Slot of a launch through the control API; trading opens in the next slot. */
  launchSlot: bigint | null;
  /** Price move (bps, against the trader) applied between the next trade's quote and its execution. */
  nextDriftBps: bigint | null;
}

export class Market {
  readonly tokens = new Map<string, MarketToken>();
  readonly volume = new DailyVolume();
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly sim: Sim,
    /** Funded simulator wallet whose trades move prices (control API, quote drift). */
    readonly background: KeyPairSigner,
  ) {}

  get ledger() {
    return this.sim.ledger;
  }

  /** Lamports a vault keeps on top of its reserve (rent exemption of an empty system account). */
  vaultBase(): bigint {
    return this.ledger.minimumBalanceForRentExemption(0n);
  }

  venue(token: MarketToken): Venue {
    return venueAt(token.migration, this.sim.nowUnix());
  }

  /** The real reserves on the ledger of the token's curve (before migration) or pool (after). */
  reserves(token: MarketToken): VenueReserves {
    const owner = token.migration ? token.pool.address : token.curve.address;
    const account = token.migration ? token.poolTokenAccount : token.curveTokenAccount;
    const sol = this.ledger.solBalance(owner) - this.vaultBase();
    const realSol = sol > 0n ? sol : 0n;
    const tokens = this.ledger.tokenAccount(account)?.amount ?? 0n;
    if (token.migration) return { venue: 'pool', pool: { sol: realSol, tokens, feeBps: POOL_FEE_BPS } };
    return {
      venue: 'curve',
      curve: { virtualSol: VIRTUAL_SOL, virtualTokens: VIRTUAL_TOKENS, realSol, realTokens: tokens },
    };
  }

  /** Runs `fn` after every execution queued before it (quote drift, re-quote, send, migration). */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
