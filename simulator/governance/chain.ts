// The one transaction every governance write sends, signed by the caller's delegated keypair as fee
// payer. Priority fee and tip are charged through the compute-budget price (see the ledger README), so
// they are spent even when the transaction lands failed. Business-rule checks run before this is called,
// so a refused request never costs fees.
import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import { LedgerRejectedError, namingInstruction, type SentTransaction } from '../ledger';
import type { Caller } from '../core/types';
import type { Sim } from '../core/sim';
import { fail } from './context';

/** The accounts a write's transaction names: its token, its governance and the proposal it acts on. */
export type WriteNames = { mint: Address; governance?: Address | null; proposal?: Address | null };

export interface FeeFields {
  priorityFeeLamports: string;
  tipLamports: string;
}

/**
 * Sends the write's transaction. Refused before execution (the fee payer cannot pay): `422 insufficient_sol`,
 * nothing recorded. Landed with an error: `422 tx_failed` with its signature; fees were paid and the
 * caller's state change is not applied.
 */
export async function sendWrite(
  sim: Sim,
  caller: Caller,
  fees: FeeFields,
  names: WriteNames,
  instructions: Instruction[] = [],
): Promise<SentTransaction> {
  const priorityFeeLamports = BigInt(fees.priorityFeeLamports);
  const tipLamports = BigInt(fees.tipLamports);
  let sent: SentTransaction;
  try {
    const named = [names.mint, names.governance, names.proposal].filter((a): a is Address => Boolean(a));
    sent = await sim.ledger.send({
      feePayer: caller.user.signer,
      instructions: [namingInstruction(caller.user.signer, named), ...instructions],
      priorityFeeLamports,
      tipLamports,
    });
  } catch (error) {
    if (!(error instanceof LedgerRejectedError)) throw error;
    const required = priorityFeeLamports + tipLamports;
    throw fail('insufficient_sol', 'Your wallet cannot pay the network fees of this transaction.', {
      requiredLamports: required.toString(),
      availableLamports: sim.ledger.solBalance(caller.user.wallet).toString(),
    });
  }
  if (sent.err) {
    throw fail('tx_failed', 'The transaction failed on the network; the fees were still spent.', {
      signature: sent.signature,
    });
  }
  return sent;
}

/** Moves `amount` of `mint` from the caller's token account into the vault's (created when missing). */
export function lockInstructions(
  sim: Sim,
  caller: Caller,
  mint: Address,
  vault: Address,
  amount: bigint,
): Promise<Instruction[]> {
  const from = caller.user.signer;
  return sim.ledger.tokenTransferInstructions({
    authority: from,
    mint,
    toOwner: vault,
    amount,
    createDestinationPayer: from,
  });
}

/** Moves `amount` from the vault back to `to` (its token account is created, paid by the caller, if missing). */
export function releaseInstructions(
  sim: Sim,
  caller: Caller,
  vault: KeyPairSigner,
  mint: Address,
  to: Address,
  amount: bigint,
): Promise<Instruction[]> {
  return sim.ledger.tokenTransferInstructions({
    authority: vault,
    mint,
    toOwner: to,
    amount,
    createDestinationPayer: caller.user.signer,
  });
}

/** The amount in the owner's associated token account of `mint`, or null when the account does not exist. */
export async function tokenAccountAmount(sim: Sim, owner: Address, mint: Address): Promise<bigint | null> {
  const account = sim.ledger.tokenAccount(await sim.ledger.tokenAccountAddress(owner, mint));
  return account ? account.amount : null;
}
