// Seeding shortcut: balances are minted straight to their holders (vaults included) in batched
// transactions paid by the faucet, instead of replaying every historical vote and bond as its own
// transaction. The tokens really sit where the state says they are.
import type { Address } from '@solana/kit';
import { createTokenAccountInstruction, mintToInstruction, type Ledger } from '../ledger';

/** Recipients per transaction: each adds two accounts and two instructions; seven stay far below 1232 bytes. */
const BATCH = 7;

/** Mints `amount` to each owner's associated token account (created when missing); returns the signatures. */
export async function mintToMany(
  ledger: Ledger,
  mint: Address,
  entries: readonly { owner: Address; amount: bigint }[],
): Promise<string[]> {
  const decimals = ledger.decimals(mint);
  const signatures: string[] = [];
  for (let i = 0; i < entries.length; i += BATCH) {
    const instructions = [];
    for (const { owner, amount } of entries.slice(i, i + BATCH)) {
      instructions.push(await createTokenAccountInstruction(ledger.faucet, owner, mint));
      if (amount > 0n)
        instructions.push(await mintToInstruction(ledger.authority, mint, owner, amount, decimals));
    }
    const sent = await ledger.send({ feePayer: ledger.faucet, instructions });
    if (sent.err) throw new Error(`seed transaction failed: ${JSON.stringify(sent.err)}`);
    signatures.push(sent.signature);
  }
  return signatures;
}

/** Balances to mint for one token, gathered while its history is seeded, then sent in batches. */
export class Funding {
  readonly #amounts = new Map<Address, bigint>();

  add(owner: Address, amount: bigint): void {
    this.#amounts.set(owner, (this.#amounts.get(owner) ?? 0n) + amount);
  }

  get total(): bigint {
    let sum = 0n;
    for (const amount of this.#amounts.values()) sum += amount;
    return sum;
  }

  flush(ledger: Ledger, mint: Address): Promise<string[]> {
    return mintToMany(
      ledger,
      mint,
      [...this.#amounts].map(([owner, amount]) => ({ owner, amount })),
    );
  }
}
