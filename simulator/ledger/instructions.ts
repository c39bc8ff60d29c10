import { AccountRole, address, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getMintToCheckedInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token';

export const COMPUTE_BUDGET_PROGRAM_ADDRESS = address('ComputeBudget111111111111111111111111111111');
/**
 * Compute unit limit the ledger requests when it charges a priority fee. With exactly one million units,
 * a price of N micro-lamports per unit costs exactly N lamports, so `meta.fee` carries the fee to the lamport.
 */
export const PRIORITY_COMPUTE_UNITS = 1_000_000;
const U64_MAX = 2n ** 64n - 1n;

export function setComputeUnitLimitInstruction(units: number): Instruction {
  const data = new Uint8Array(5);
  data[0] = 2;
  new DataView(data.buffer).setUint32(1, units, true);
  return { programAddress: COMPUTE_BUDGET_PROGRAM_ADDRESS, accounts: [], data };
}

export function setComputeUnitPriceInstruction(microLamportsPerUnit: bigint): Instruction {
  const data = new Uint8Array(9);
  data[0] = 3;
  new DataView(data.buffer).setBigUint64(1, microLamportsPerUnit, true);
  return { programAddress: COMPUTE_BUDGET_PROGRAM_ADDRESS, accounts: [], data };
}

/** Compute-budget instructions whose prioritization fee is exactly `lamports` (none for zero). */
export function priorityFeeInstructions(lamports: bigint): Instruction[] {
  if (lamports <= 0n) return [];
  return [setComputeUnitLimitInstruction(PRIORITY_COMPUTE_UNITS), setComputeUnitPriceInstruction(lamports)];
}

export function solTransferInstruction(from: TransactionSigner, to: Address, lamports: bigint): Instruction {
  return getTransferSolInstruction({ source: from, destination: to, amount: lamports });
}

/**
 * An instruction that changes nothing and names `accounts`, read-only: the payer sends itself 0 lamports.
 * A governance write names its token and proposal this way, as the service's program names them among
 * its instruction's accounts, so that a wallet's history shows what each transaction was for.
 */
export function namingInstruction(payer: TransactionSigner, accounts: readonly Address[]): Instruction {
  const transfer = getTransferSolInstruction({ source: payer, destination: payer.address, amount: 0n });
  return {
    ...transfer,
    accounts: [
      ...transfer.accounts,
      ...accounts.map((named) => ({ address: named, role: AccountRole.READONLY })),
    ],
  };
}

/**
 * An instruction that always fails (`{"InstructionError":[i,{"Custom":1}]}`, the system program's
 * "insufficient lamports"): the payer sends itself u64::MAX lamports. Appended last, it turns a transaction
 * into a recorded failure that rolls back every other instruction while the fee is still charged.
 */
export function failingInstruction(payer: TransactionSigner): Instruction {
  return getTransferSolInstruction({ source: payer, destination: payer.address, amount: U64_MAX });
}

/** The associated token account of (owner, mint) under the classic Token program. */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint, tokenProgram: TOKEN_PROGRAM_ADDRESS });
  return ata;
}

/** Creates the associated token account of (owner, mint) if missing; a no-op when it exists. */
export async function createTokenAccountInstruction(
  payer: TransactionSigner,
  owner: Address,
  mint: Address,
): Promise<Instruction> {
  const ata = await associatedTokenAddress(owner, mint);
  return getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner, mint });
}

export interface TokenTransferArgs {
  /** Owner of the source associated token account; signs the transfer. */
  authority: TransactionSigner;
  mint: Address;
  /** Owner of the destination associated token account. */
  toOwner: Address;
  amount: bigint;
  decimals: number;
  /** When set, the destination account is created first (idempotently), paid by this signer. */
  createDestinationPayer?: TransactionSigner;
}

/** A `transferChecked` between the associated token accounts of two owners. */
export async function tokenTransferInstructions(args: TokenTransferArgs): Promise<Instruction[]> {
  const source = await associatedTokenAddress(args.authority.address, args.mint);
  const destination = await associatedTokenAddress(args.toOwner, args.mint);
  const transfer = getTransferCheckedInstruction({
    source,
    mint: args.mint,
    destination,
    authority: args.authority,
    amount: args.amount,
    decimals: args.decimals,
  });
  if (!args.createDestinationPayer) return [transfer];
  return [
    await createTokenAccountInstruction(args.createDestinationPayer, args.toOwner, args.mint),
    transfer,
  ];
}

export async function mintToInstruction(
  mintAuthority: TransactionSigner,
  mint: Address,
  toOwner: Address,
  amount: bigint,
  decimals: number,
): Promise<Instruction> {
  const token = await associatedTokenAddress(toOwner, mint);
  return getMintToCheckedInstruction({ mint, token, mintAuthority, amount, decimals });
}
