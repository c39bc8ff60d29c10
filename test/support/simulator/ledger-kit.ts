// Helpers for the ledger's own tests.
import type { TokenTransferArgs } from '@/simulator/ledger/instructions';
import type { Ledger, SentTransaction } from '@/simulator/ledger/ledger';
import type { SendRequest } from '@/simulator/ledger/send';

/** Sends one token transfer (`transfer`, less the mint's decimals) in a transaction shaped by `request`. */
export async function sendTokenTransfer(
  ledger: Ledger,
  transfer: Omit<TokenTransferArgs, 'decimals'>,
  request: Omit<SendRequest, 'instructions'>,
): Promise<SentTransaction> {
  return ledger.send({ ...request, instructions: await ledger.tokenTransferInstructions(transfer) });
}
