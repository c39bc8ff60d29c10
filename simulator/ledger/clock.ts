/** Slot length of the simulated cluster (mainnet's target). */
export const SLOT_MS = 400n;
/** Slots per epoch (mainnet's value); only used to fill the Clock sysvar's `epoch`. */
export const SLOTS_PER_EPOCH = 432_000n;

export interface ClockOptions {
  /** Simulated Unix time (seconds) at start. Default: the wall clock at start. */
  startUnix?: bigint;
  /** Slot at start. Default 1000. */
  startSlot?: bigint;
  /**
   * When true (default), simulated time also runs with the wall clock; `advance` adds an offset on top.
   * When false, time moves only through `advance`/`advanceTo` (deterministic tests).
   */
  followWallClock?: boolean;
  /** Wall clock in milliseconds; injectable for tests. Default `Date.now`. */
  wallMs?: () => number;
}

/**
 * The simulator's clock. Time only moves forward. The slot is derived from elapsed simulated time
 * (one slot per 400 ms) plus one extra slot for every block the ledger produced (each landed transaction
 * closes its slot), so slots strictly increase and advancing time warps slots forward.
 */
export class SimClock {
  readonly startSlot: bigint;
  readonly #startMs: bigint;
  readonly #follow: boolean;
  readonly #wallMs: () => number;
  readonly #wallStart: number;
  #offsetMs = 0n;
  #producedSlots = 0n;

  constructor(options: ClockOptions = {}) {
    this.#wallMs = options.wallMs ?? Date.now;
    this.#wallStart = this.#wallMs();
    this.#startMs = (options.startUnix ?? BigInt(Math.floor(this.#wallStart / 1000))) * 1000n;
    this.startSlot = options.startSlot ?? 1000n;
    this.#follow = options.followWallClock ?? true;
  }

  /** Simulated time in milliseconds since the Unix epoch. */
  nowMs(): bigint {
    const wall = this.#follow ? BigInt(Math.max(0, this.#wallMs() - this.#wallStart)) : 0n;
    return this.#startMs + wall + this.#offsetMs;
  }

  /** Simulated Unix time in seconds. */
  unix(): bigint {
    return this.nowMs() / 1000n;
  }

  /** The current (processed) slot. */
  slot(): bigint {
    return this.startSlot + (this.nowMs() - this.#startMs) / SLOT_MS + this.#producedSlots;
  }

  /** Moves time forward by `seconds` (slots warp forward with it). */
  advance(seconds: bigint): void {
    if (seconds < 0n) throw new RangeError('the clock cannot go back');
    this.#offsetMs += seconds * 1000n;
  }

  /** Moves time forward to `unix` seconds; a time in the past is an error. */
  advanceTo(unix: bigint): void {
    if (unix < this.unix()) throw new RangeError('the clock cannot go back');
    const delta = unix * 1000n - this.nowMs();
    if (delta > 0n) this.#offsetMs += delta;
  }

  /** Closes the current slot (called after a transaction lands in it). */
  produceSlot(): void {
    this.#producedSlots += 1n;
  }
}
