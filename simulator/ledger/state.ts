import type { Address } from '@solana/kit';
import type { LiteSVM } from 'litesvm';
import { SLOT_MS, type SimClock } from './clock';
import type { TransactionErrorJson } from './errors';
import { TransactionStore, type TransactionRecord } from './store';
import {
  decodeMint,
  decodeTokenAccount,
  TOKEN_PROGRAM_ADDRESS,
  type MintInfo,
  type TokenAccount,
} from './token';

export type Commitment = 'processed' | 'confirmed' | 'finalized';

/** Blocks a blockhash stays valid for (agave's MAX_PROCESSING_AGE). */
export const BLOCKHASH_VALIDITY = 150n;

export interface LedgerAccount {
  address: Address;
  lamports: bigint;
  owner: Address;
  data: Uint8Array;
  executable: boolean;
  space: bigint;
}

export interface SignatureStatus {
  slot: bigint;
  /** Slots since the transaction's slot; null once finalized (as the real RPC reports). */
  confirmations: bigint | null;
  err: TransactionErrorJson | null;
  confirmationStatus: Commitment;
}

/**
 * Read side of the ledger. Slots: `processed` and `confirmed` are the current slot (a landed transaction is
 * confirmed at once; nothing is ever rolled back); `finalized` lags by `finalityDepth` slots (default 32),
 * so a transaction turns `finalized` once 32 more slots have passed (12.8 s of simulated time, or 32 more
 * transactions). Block height equals the slot (no skipped slots).
 */
export class LedgerState {
  protected readonly store = new TransactionStore();
  readonly #decimals = new Map<Address, number>();
  /**
   * The token accounts each owner had, from one scan of the token program's accounts and then from each
   * transaction's accounts (`noteAccounts`); every candidate is read again when asked for, so an entry gone
   * stale (an account closed or handed to another owner) is only skipped. A scan per question cost about
   * a second at a few thousand accounts.
   */
  #byOwner: Map<Address, Set<Address>> | null = null;

  constructor(
    protected readonly svm: LiteSVM,
    readonly clock: SimClock,
    readonly finalityDepth: bigint,
  ) {}

  /** Simulated Unix time in seconds. */
  now(): bigint {
    return this.clock.unix();
  }

  slot(commitment: Commitment = 'confirmed'): bigint {
    const slot = this.clock.slot();
    if (commitment !== 'finalized') return slot;
    const finalized = slot - this.finalityDepth;
    return finalized > 0n ? finalized : 0n;
  }

  blockHeight(commitment: Commitment = 'confirmed'): bigint {
    return this.slot(commitment);
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint } {
    return {
      blockhash: this.svm.latestBlockhash(),
      lastValidBlockHeight: this.blockHeight() + BLOCKHASH_VALIDITY,
    };
  }

  /** Only the latest blockhash is valid: the ledger builds and sends every transaction itself. */
  isBlockhashValid(blockhash: string): boolean {
    return blockhash === this.svm.latestBlockhash();
  }

  minimumBalanceForRentExemption(dataLength: bigint): bigint {
    return this.svm.minimumBalanceForRentExemption(dataLength);
  }

  account(address: Address): LedgerAccount | null {
    const account = this.svm.getAccount(address);
    if (!account.exists) return null;
    const { lamports, programAddress: owner, data, executable, space } = account;
    return { address, lamports, owner, data: Uint8Array.from(data), executable, space };
  }

  solBalance(address: Address): bigint {
    return this.svm.getBalance(address) ?? 0n;
  }

  mint(address: Address): MintInfo | null {
    const account = this.account(address);
    return account && decodeMint(address, account.owner, account.data);
  }

  /** Decimals of a mint (cached; a mint's decimals never change). Throws for an address that is not a mint. */
  decimals(mint: Address): number {
    let decimals = this.#decimals.get(mint);
    if (decimals === undefined) {
      const info = this.mint(mint);
      if (!info) throw new Error(`not a token mint: ${mint}`);
      decimals = info.decimals;
      this.#decimals.set(mint, decimals);
    }
    return decimals;
  }

  tokenAccount(address: Address): TokenAccount | null {
    const account = this.account(address);
    return account && decodeTokenAccount(address, account.owner, account.data);
  }

  tokenAccountsByOwner(owner: Address, filter: { mint?: Address } = {}): TokenAccount[] {
    const result: TokenAccount[] = [];
    for (const address of this.#ownerIndex().get(owner) ?? []) {
      const token = this.tokenAccount(address);
      if (token && token.owner === owner && (!filter.mint || token.mint === filter.mint)) result.push(token);
    }
    return result;
  }

  #ownerIndex(): Map<Address, Set<Address>> {
    if (this.#byOwner) return this.#byOwner;
    const index = new Map<Address, Set<Address>>();
    this.#byOwner = index;
    for (const account of this.svm.getProgramAccounts(TOKEN_PROGRAM_ADDRESS)) {
      const token = decodeTokenAccount(
        account.address,
        account.programAddress,
        Uint8Array.from(account.data),
      );
      if (token) this.#index(token);
    }
    return index;
  }

  #index(token: TokenAccount): void {
    const index = this.#byOwner!;
    const addresses = index.get(token.owner) ?? new Set<Address>();
    addresses.add(token.address);
    index.set(token.owner, addresses);
  }

  /** Keeps the owner index up to date with the accounts a transaction touched. */
  protected noteAccounts(addresses: readonly Address[]): void {
    if (!this.#byOwner) return;
    for (const address of addresses) {
      const token = this.tokenAccount(address);
      if (token) this.#index(token);
    }
  }

  /** Total of `mint` held by `owner` across all its token accounts (base units). */
  tokenBalance(owner: Address, mint: Address): bigint {
    return this.tokenAccountsByOwner(owner, { mint }).reduce((sum, account) => sum + account.amount, 0n);
  }

  /** Number of landed transactions (successful and failed). */
  transactionCount(): number {
    return this.store.size;
  }

  /**
   * Unix time of a block: the clock for the current slot, the recorded time for a slot that holds a
   * transaction, and for another past slot the time it had by the slot length (every slot makes a block
   * on the simulated cluster). Null before the first slot.
   */
  blockTime(slot: bigint): bigint | null {
    const current = this.slot('processed');
    if (slot >= current) return this.clock.unix();
    if (slot < this.clock.startSlot) return null;
    const recorded = this.store.blockTime(slot);
    if (recorded !== undefined) return recorded;
    const behind = ((current - slot) * SLOT_MS) / 1000n;
    return this.clock.unix() - behind;
  }

  transaction(signature: string): TransactionRecord | undefined {
    return this.store.get(signature);
  }

  signatureStatus(signature: string): SignatureStatus | null {
    const record = this.store.get(signature);
    if (!record) return null;
    const finalized = record.slot <= this.slot('finalized');
    return {
      slot: record.slot,
      confirmations: finalized ? null : this.slot() - record.slot,
      err: record.meta.err,
      confirmationStatus: finalized ? 'finalized' : 'confirmed',
    };
  }

  /** Transactions mentioning `address`, newest first, paged like `getSignaturesForAddress`. */
  signaturesForAddress(
    address: Address,
    options: { limit?: number; before?: string; until?: string } = {},
  ): TransactionRecord[] {
    let list = this.store.forAddress(address);
    if (options.before) {
      const index = list.findIndex((record) => record.signature === options.before);
      list = index < 0 ? [] : list.slice(index + 1);
    }
    if (options.until) {
      const index = list.findIndex((record) => record.signature === options.until);
      if (index >= 0) list = list.slice(0, index);
    }
    return list.slice(0, options.limit ?? 1000);
  }
}
