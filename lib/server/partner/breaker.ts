import 'server-only';
import { ApiError, catalogueError } from '@/lib/partner';
import type { CredentialLedger, Settlement } from './ledger';

// Client-credential safety. The service locks an app out after twenty failed client authentications in
// five minutes, and a wrong API key fails every call, so the app must not keep trying. The first
// `invalid_client` opens this breaker: every token and revoke call is refused locally, except probes,
// one at a time, while fewer than three rejected authentications fall in the last five minutes; a probe
// the service answers without rejecting the credentials closes it. Until the service has once accepted
// the credentials, calls go one at a time, so a wrong key from the start costs at most three failed
// authentications in any five minutes. Once they were accepted, at most `maxConcurrent` calls are in
// flight. A `too_many_failed_attempts` answer pauses all calls for its `retry-after`.
// That memory is one process's. With a `ledger` (the store's, see ledger.ts) every call is also reserved
// and settled there, so the limit holds across restarts and instances, not only within this process.

export type BreakerOptions = {
  now?: () => number;
  probeLimit?: number;
  probeWindowMs?: number;
  maxConcurrent?: number;
  log?: (message: string) => void;
  ledger?: CredentialLedger;
};

const LOCKOUT_DEFAULT_MS = 5 * 60_000;

export class CredentialBreaker {
  readonly #now: () => number;
  readonly #probeLimit: number;
  readonly #probeWindowMs: number;
  readonly #maxConcurrent: number;
  readonly #log: (message: string) => void;
  readonly #ledger: CredentialLedger | undefined;
  #open = false;
  /** Times of rejected client authentications, for the sliding window. */
  #failures: number[] = [];
  /** Whether the service has accepted the credentials at least once. */
  #verified = false;
  #probing = false;
  #lockedUntil = 0;
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(options: BreakerOptions = {}) {
    this.#now = options.now ?? Date.now;
    this.#probeLimit = options.probeLimit ?? 3;
    this.#probeWindowMs = options.probeWindowMs ?? 5 * 60_000;
    this.#maxConcurrent = options.maxConcurrent ?? 4;
    this.#log = options.log ?? ((message) => console.error(message));
    this.#ledger = options.ledger;
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /** Runs one call to the token or revoke endpoint, or refuses it locally without touching the network. */
  async run<T>(call: () => Promise<T>): Promise<T> {
    this.#refuseWhileLocked();
    if (this.#open) return this.#probe(call);
    await this.#acquire();
    try {
      this.#refuseWhileLocked();
      if (this.#open) throw catalogueError('invalid_client');
      return await this.#observe(call, false);
    } finally {
      this.#release();
    }
  }

  async #probe<T>(call: () => Promise<T>): Promise<T> {
    const now = this.#now();
    this.#failures = this.#failures.filter((at) => at > now - this.#probeWindowMs);
    if (this.#probing || this.#failures.length >= this.#probeLimit) throw catalogueError('invalid_client');
    this.#probing = true;
    try {
      return await this.#observe(call, true);
    } finally {
      this.#probing = false;
    }
  }

  async #observe<T>(call: () => Promise<T>, probe: boolean): Promise<T> {
    const slot = this.#ledger ? await this.#ledger.reserve() : null;
    let result: T;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_client') {
        this.#trip();
        await this.#settle(slot, { outcome: 'rejected' });
      } else if (error instanceof ApiError && error.code === 'too_many_failed_attempts') {
        const seconds = this.#lock(error);
        await this.#settle(slot, { outcome: 'locked', retryAfterSeconds: seconds });
      } else if (error instanceof ApiError && error.status === 400) {
        // A 400 answer (invalid_grant, …) comes after the service accepted the credentials.
        this.#accepted(probe);
        await this.#settle(slot, { outcome: 'accepted' });
      } else await this.#settle(slot, { outcome: 'unknown' });
      throw error;
    }
    this.#accepted(probe);
    await this.#settle(slot, { outcome: 'accepted' });
    return result;
  }

  /** Records an answer in the ledger; a store failure is logged, never put in place of the answer. */
  async #settle(slot: string | null, settlement: Settlement): Promise<void> {
    if (slot === null || !this.#ledger) return;
    await this.#ledger.settle(slot, settlement).catch((error: unknown) => {
      this.#log(`[oauth] A client authentication could not be recorded: ${String(error).slice(0, 200)}`);
    });
  }

  #accepted(probe: boolean): void {
    this.#verified = true;
    if (probe) this.#close();
  }

  #trip(): void {
    this.#failures.push(this.#now());
    if (this.#open) return;
    this.#open = true;
    this.#log(
      '[oauth] The partner service rejected this app’s client credentials (invalid_client). Token, refresh ' +
        `and revoke calls are paused, with at most ${this.#probeLimit} probes every ` +
        `${Math.round(this.#probeWindowMs / 60_000)} minutes, so the app cannot lock itself out. ` +
        'Check PARTNER_CLIENT_ID and PARTNER_API_KEY, then restart.',
    );
  }

  #close(): void {
    if (!this.#open) return;
    this.#open = false;
    this.#log('[oauth] The partner service accepts this app’s client credentials again; calls resumed.');
  }

  /** Pauses every call for the lockout; answers its length in seconds. */
  #lock(error: ApiError): number {
    const seconds = error.body.retryAfterSeconds;
    const ms = typeof seconds === 'number' && seconds > 0 ? seconds * 1000 : LOCKOUT_DEFAULT_MS;
    this.#lockedUntil = Math.max(this.#lockedUntil, this.#now() + ms);
    return Math.ceil(ms / 1000);
  }

  #refuseWhileLocked(): void {
    const remaining = this.#lockedUntil - this.#now();
    if (remaining > 0)
      throw catalogueError('too_many_failed_attempts', { retryAfterSeconds: Math.ceil(remaining / 1000) });
  }

  async #acquire(): Promise<void> {
    if (this.#active < (this.#verified ? this.#maxConcurrent : 1)) {
      this.#active += 1;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  #release(): void {
    const next = this.#waiting.shift();
    if (next)
      next(); // the slot passes straight to the next waiter
    else this.#active -= 1;
  }
}
