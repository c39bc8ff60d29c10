import {
  address,
  lamports as toLamports,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import { getInitializeMint2Instruction } from '@solana-program/token';
import { LiteSVM } from 'litesvm';
import { SimClock, SLOTS_PER_EPOCH, type ClockOptions } from './clock';
import type { TransactionErrorJson } from './errors';
import {
  associatedTokenAddress,
  createTokenAccountInstruction,
  mintToInstruction,
  solTransferInstruction,
  tokenTransferInstructions,
  type TokenTransferArgs,
} from './instructions';
import { KeyRing } from './keys';
import { signAndSend, type SendRequest } from './send';
import { LedgerState } from './state';
import { MINT_SIZE, TOKEN_DECIMALS, TOKEN_PROGRAM_ADDRESS } from './token';

export interface LedgerOptions extends ClockOptions {
  /** Slots after which a transaction is reported `finalized`. Default 32. */
  finalityDepth?: bigint;
}

/** What a write returns: enough for an endpoint to answer and to tell success from failure. */
export interface SentTransaction {
  signature: string;
  slot: bigint;
  blockTime: bigint;
  err: TransactionErrorJson | null;
  fee: bigint;
  logs: string[];
}

const FAUCET_LAMPORTS = 1_000_000_000_000_000_000n; // 1e9 SOL
const SYSTEM_PROGRAM_ADDRESS = address('11111111111111111111111111111111');

/**
 * The simulator's chain: LiteSVM plus a clock, a transaction store and setup helpers. Writes are
 * serialised; each landed transaction gets its own slot and a fresh blockhash.
 */
export class Ledger extends LedgerState {
  readonly #keys: KeyRing;
  readonly #listeners = new Set<() => void>();
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    svm: LiteSVM,
    clock: SimClock,
    finalityDepth: bigint,
    keys: KeyRing,
    /** Mint authority of every simulator mint; also a ready-made owner for escrow/vault accounts. */
    readonly authority: KeyPairSigner,
    /** Holds the simulator's SOL; pays for setup transactions and airdrops. */
    readonly faucet: KeyPairSigner,
  ) {
    super(svm, clock, finalityDepth);
    this.#keys = keys;
  }

  static async create(options: LedgerOptions = {}): Promise<Ledger> {
    const keys = new KeyRing();
    const [authority, faucet] = await Promise.all([keys.get('sim:authority'), keys.get('sim:faucet')]);
    const svm = new LiteSVM();
    svm.setAccount({
      address: faucet.address,
      lamports: toLamports(FAUCET_LAMPORTS),
      programAddress: SYSTEM_PROGRAM_ADDRESS,
      data: new Uint8Array(0),
      executable: false,
      space: 0n,
    });
    return new Ledger(svm, new SimClock(options), options.finalityDepth ?? 32n, keys, authority, faucet);
  }

  /** A deterministic keypair for a label (`user:alice`); the same label gives the same address on every start. */
  keypair(label: string): Promise<KeyPairSigner> {
    return this.#keys.get(label);
  }

  /** Moves simulated time forward; slots warp with it. */
  advanceClock(seconds: bigint): void {
    this.clock.advance(seconds);
    this.#notify();
  }

  advanceClockTo(unix: bigint): void {
    this.clock.advanceTo(unix);
    this.#notify();
  }

  /** Called after every landed transaction and clock advance (for subscriptions). */
  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Signs and executes a transaction; failures during execution are recorded (err set, fee paid). */
  send(request: SendRequest): Promise<SentTransaction> {
    const run = this.#queue.then(() => this.#sendNow(request));
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #sendNow(request: SendRequest): Promise<SentTransaction> {
    const slot = this.clock.slot();
    const blockTime = this.clock.unix();
    const sysvar = this.svm.getClock();
    sysvar.slot = slot;
    sysvar.unixTimestamp = blockTime;
    sysvar.epoch = slot / SLOTS_PER_EPOCH;
    sysvar.leaderScheduleEpoch = sysvar.epoch + 1n;
    this.svm.setClock(sysvar);
    const { lastValidBlockHeight } = this.latestBlockhash();
    const context = {
      svm: this.svm,
      slot,
      blockTime,
      lastValidBlockHeight,
      decimals: (m: Address) => this.decimals(m),
    };
    const record = await signAndSend(context, request);
    this.store.add(record);
    this.noteAccounts(record.message.accountKeys);
    this.clock.produceSlot();
    this.svm.expireBlockhash();
    this.#notify();
    const { signature, meta } = record;
    return { signature, slot, blockTime, err: meta.err, fee: meta.fee, logs: meta.logMessages };
  }

  #notify(): void {
    for (const listener of this.#listeners) listener();
  }

  async #setup(instructions: Instruction[]): Promise<SentTransaction> {
    const sent = await this.send({ feePayer: this.faucet, instructions });
    if (sent.err) throw new Error(`setup transaction failed: ${JSON.stringify(sent.err)}`);
    return sent;
  }

  /**
   * Writes an account's data directly, rent-exempt for its size, without a transaction: for the state of a
   * program the ledger does not run (the token metadata accounts). Readers see it at once.
   */
  setAccountData(address: Address, owner: Address, data: Uint8Array): void {
    const space = BigInt(data.length);
    this.svm.setAccount({
      address,
      lamports: toLamports(this.minimumBalanceForRentExemption(space)),
      programAddress: owner,
      data: Uint8Array.from(data),
      executable: false,
      space,
    });
    this.#notify();
  }

  /** Sends SOL from the faucet (a real, recorded transfer). New accounts need at least the rent minimum (890880). */
  airdrop(to: Address, lamports: bigint): Promise<SentTransaction> {
    return this.#setup([solTransferInstruction(this.faucet, to, lamports)]);
  }

  /** Creates an SPL mint whose keypair derives from `seed`, with {@link authority} as mint authority. Idempotent. */
  async createMint(options: { seed: string; decimals?: number }): Promise<Address> {
    const mint = await this.keypair(options.seed);
    if (this.account(mint.address)) return mint.address;
    const space = BigInt(MINT_SIZE);
    const lamports = this.minimumBalanceForRentExemption(space);
    const create = getCreateAccountInstruction({
      payer: this.faucet,
      newAccount: mint,
      lamports,
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    });
    const decimals = options.decimals ?? TOKEN_DECIMALS;
    const init = getInitializeMint2Instruction({
      mint: mint.address,
      decimals,
      mintAuthority: this.authority.address,
    });
    await this.#setup([create, init]);
    return mint.address;
  }

  tokenAccountAddress(owner: Address, mint: Address): Promise<Address> {
    return associatedTokenAddress(owner, mint);
  }

  /** Creates the associated token account of (owner, mint), paid by the faucet, unless it exists. */
  async createTokenAccount(owner: Address, mint: Address): Promise<Address> {
    const address = await associatedTokenAddress(owner, mint);
    if (!this.account(address))
      await this.#setup([await createTokenAccountInstruction(this.faucet, owner, mint)]);
    return address;
  }

  /** Mints `amount` base units to the owner's associated token account, creating it if needed. */
  async mintTo(mint: Address, owner: Address, amount: bigint): Promise<SentTransaction> {
    const decimals = this.decimals(mint);
    return this.#setup([
      await createTokenAccountInstruction(this.faucet, owner, mint),
      await mintToInstruction(this.authority, mint, owner, amount, decimals),
    ]);
  }

  /** Instructions for a token transfer between associated token accounts; decimals are looked up. */
  tokenTransferInstructions(args: Omit<TokenTransferArgs, 'decimals'>): Promise<Instruction[]> {
    return tokenTransferInstructions({ ...args, decimals: this.decimals(args.mint) });
  }
}
