import type { Address } from '@solana/kit';
import type { TransactionErrorJson } from './errors';
import type { UiTokenAmount } from './token';

export interface CompiledInstructionRecord {
  programIdIndex: number;
  accounts: number[];
  data: Uint8Array;
  stackHeight: number | null;
}

/** A token balance in the exact JSON-RPC `meta.preTokenBalances` shape. */
export interface TokenBalanceJson {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: UiTokenAmount;
}

export interface TransactionMeta {
  err: TransactionErrorJson | null;
  fee: bigint;
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: TokenBalanceJson[];
  postTokenBalances: TokenBalanceJson[];
  logMessages: string[];
  innerInstructions: { index: number; instructions: CompiledInstructionRecord[] }[];
  computeUnitsConsumed: bigint;
}

/** Everything the ledger keeps about a landed transaction (successful or failed). */
export interface TransactionRecord {
  signature: string;
  slot: bigint;
  /** Unix seconds. */
  blockTime: bigint;
  /** The signed transaction in wire format. */
  wire: Uint8Array;
  signatures: string[];
  message: {
    accountKeys: Address[];
    header: {
      numRequiredSignatures: number;
      numReadonlySignedAccounts: number;
      numReadonlyUnsignedAccounts: number;
    };
    instructions: CompiledInstructionRecord[];
    recentBlockhash: string;
  };
  meta: TransactionMeta;
}

/** Landed transactions by signature, plus per-address history (newest last). */
export class TransactionStore {
  readonly #bySignature = new Map<string, TransactionRecord>();
  readonly #byAddress = new Map<string, TransactionRecord[]>();
  readonly #blockTimeBySlot = new Map<bigint, bigint>();

  add(record: TransactionRecord): void {
    this.#bySignature.set(record.signature, record);
    this.#blockTimeBySlot.set(record.slot, record.blockTime);
    for (const key of new Set(record.message.accountKeys)) {
      const list = this.#byAddress.get(key) ?? [];
      list.push(record);
      this.#byAddress.set(key, list);
    }
  }

  get(signature: string): TransactionRecord | undefined {
    return this.#bySignature.get(signature);
  }

  get size(): number {
    return this.#bySignature.size;
  }

  /** The block time of a slot that holds a transaction, or undefined. */
  blockTime(slot: bigint): bigint | undefined {
    return this.#blockTimeBySlot.get(slot);
  }

  /** Transactions that mention `address`, newest first. */
  forAddress(address: string): TransactionRecord[] {
    return [...(this.#byAddress.get(address) ?? [])].reverse();
  }
}
