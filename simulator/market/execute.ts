// Builds and sends the ONE transaction of a fill: the user's SOL and tokens against the venue's accounts
// (the venue authority co-signs), plus the partner fee as a SOL transfer to the app's fee wallet. A fill
// whose bound failed at execution gets a last, always-failing instruction: the transaction lands with
// `err`, its fees paid and everything else rolled back, as the on-chain bound check would.
import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import { catalogueError } from '@/lib/partner';
import {
  createTokenAccountInstruction,
  failingInstruction,
  LedgerRejectedError,
  solTransferInstruction,
  type SentTransaction,
} from '../ledger';
import type { Fill } from './fill';
import type { Market, MarketToken } from './market';

export interface Execution {
  payer: KeyPairSigner;
  token: MarketToken;
  fill: Fill;
  feeWallet: Address | null;
  priorityFeeLamports: bigint;
  tipLamports: bigint;
  /** The bound is not met at execution: land the transaction as failed. */
  fail: boolean;
}

async function instructionsFor(market: Market, ex: Execution): Promise<Instruction[]> {
  const { ledger } = market;
  const { payer, token, fill } = ex;
  const venue = token.migration ? token.pool : token.curve;
  const list: Instruction[] = [];
  if (fill.kind === 'sell') {
    list.push(
      ...(await ledger.tokenTransferInstructions({
        authority: payer,
        mint: token.mint,
        toOwner: venue.address,
        amount: fill.tokens,
      })),
      solTransferInstruction(venue, payer.address, fill.swapLamports),
    );
  } else {
    const userAccount = await ledger.tokenAccountAddress(payer.address, token.mint);
    if (!ledger.account(userAccount)) {
      list.push(await createTokenAccountInstruction(payer, payer.address, token.mint));
    }
    list.push(
      solTransferInstruction(payer, venue.address, fill.swapLamports),
      ...(await ledger.tokenTransferInstructions({
        authority: venue,
        mint: token.mint,
        toOwner: payer.address,
        amount: fill.tokens,
      })),
    );
  }
  if (fill.partnerFee > 0n && ex.feeWallet)
    list.push(solTransferInstruction(payer, ex.feeWallet, fill.partnerFee));
  if (ex.fail) list.push(failingInstruction(payer));
  return list;
}

export async function executeFill(market: Market, ex: Execution): Promise<SentTransaction> {
  const instructions = await instructionsFor(market, ex);
  try {
    return await market.ledger.send({
      feePayer: ex.payer,
      instructions,
      priorityFeeLamports: ex.priorityFeeLamports,
      tipLamports: ex.tipLamports,
    });
  } catch (error) {
    // Refused before execution (nothing recorded, nothing charged): the wallet cannot pay the fees.
    if (error instanceof LedgerRejectedError) {
      throw catalogueError('insufficient_sol', {
        requiredLamports: (ex.priorityFeeLamports + ex.tipLamports).toString(),
        availableLamports: market.ledger.solBalance(ex.payer.address).toString(),
      });
    }
    throw error;
  }
}
