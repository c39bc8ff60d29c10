import type { CompiledTransactionMessage } from '@solana/kit';
import { COMPUTE_BUDGET_PROGRAM_ADDRESS } from './instructions';

/** Lamports charged per signature (the cluster default LiteSVM uses). */
export const LAMPORTS_PER_SIGNATURE = 5000n;
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000n;
const MAX_UNITS = 1_400_000n;

/**
 * The fee a compiled message is charged: 5000 lamports per signature plus the prioritization fee
 * `ceil(unitPrice * unitLimit / 1e6)` from its compute-budget instructions.
 */
export function messageFee(message: Exclude<CompiledTransactionMessage, { version: 1 }>): bigint {
  const keys = message.staticAccounts;
  let price = 0n;
  let limit: bigint | null = null;
  let others = 0n;
  for (const ix of message.instructions) {
    const data = ix.data;
    if (keys[ix.programAddressIndex] !== COMPUTE_BUDGET_PROGRAM_ADDRESS || !data) {
      others += 1n;
      continue;
    }
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === 2 && data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (data[0] === 3 && data.length >= 9) price = view.getBigUint64(1, true);
  }
  const units =
    limit ??
    (others * DEFAULT_UNITS_PER_INSTRUCTION < MAX_UNITS ? others * DEFAULT_UNITS_PER_INSTRUCTION : MAX_UNITS);
  const priority = (price * units + 999_999n) / 1_000_000n;
  return LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) + priority;
}
