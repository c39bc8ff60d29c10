import {
  addSignersToTransactionMessage,
  appendTransactionMessageInstructions,
  blockhash,
  createTransactionMessage,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getSignatureFromTransaction,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type TransactionSigner,
} from '@solana/kit';
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from 'litesvm';
import { LedgerRejectedError, toErrorJson, type TransactionErrorJson } from './errors';
import { messageFee } from './fees';
import { priorityFeeInstructions } from './instructions';
import type { CompiledInstructionRecord, TokenBalanceJson, TransactionRecord } from './store';
import { decodeTokenAccount, TOKEN_PROGRAM_ADDRESS, uiTokenAmount } from './token';

export interface SendRequest {
  /** Pays the fee (the user's delegated wallet for partner operations). */
  feePayer: TransactionSigner;
  instructions: readonly Instruction[];
  /** Extra signers not already embedded in the instructions' account metas. */
  signers?: readonly TransactionSigner[];
  /** Charged through the compute-budget price, so it is part of `meta.fee` and paid even on failure. */
  priorityFeeLamports?: bigint;
  /** Charged like the priority fee (see ledger README): part of `meta.fee`, paid even on failure. */
  tipLamports?: bigint;
}

export interface SendContext {
  svm: LiteSVM;
  slot: bigint;
  blockTime: bigint;
  lastValidBlockHeight: bigint;
  decimals(mint: Address): number;
}

const base58 = getBase58Decoder();

function snapshot(ctx: SendContext, keys: readonly Address[]) {
  const lamports = keys.map((key) => ctx.svm.getBalance(key) ?? 0n);
  const tokens: TokenBalanceJson[] = [];
  keys.forEach((key, accountIndex) => {
    const account = ctx.svm.getAccount(key);
    if (!account.exists) return;
    const token = decodeTokenAccount(key, account.programAddress, Uint8Array.from(account.data));
    if (!token) return;
    const amount = uiTokenAmount(token.amount, ctx.decimals(token.mint));
    tokens.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId: TOKEN_PROGRAM_ADDRESS,
      uiTokenAmount: amount,
    });
  });
  return { lamports, tokens };
}

function innerInstructions(result: TransactionMetadata): TransactionRecord['meta']['innerInstructions'] {
  return result.innerInstructions().flatMap((list, index) => {
    if (list.length === 0) return [];
    const instructions: CompiledInstructionRecord[] = list.map((inner) => {
      const ix = inner.instruction();
      return {
        programIdIndex: ix.programIdIndex(),
        accounts: [...ix.accounts()],
        data: Uint8Array.from(ix.data()),
        stackHeight: inner.stackHeight(),
      };
    });
    return [{ index, instructions }];
  });
}

/**
 * Builds a legacy transaction, signs it, executes it on LiteSVM and returns its record. A transaction that
 * fails during execution is recorded with `err` set and its fee charged; one refused before execution throws
 * {@link LedgerRejectedError}. The caller serialises calls and closes the slot afterwards.
 */
export async function signAndSend(ctx: SendContext, request: SendRequest): Promise<TransactionRecord> {
  const fee = (request.priorityFeeLamports ?? 0n) + (request.tipLamports ?? 0n);
  const message = pipe(
    createTransactionMessage({ version: 'legacy' }),
    (m) => setTransactionMessageFeePayerSigner(request.feePayer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: blockhash(ctx.svm.latestBlockhash()), lastValidBlockHeight: ctx.lastValidBlockHeight },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions([...priorityFeeInstructions(fee), ...request.instructions], m),
    (m) => addSignersToTransactionMessage([...(request.signers ?? [])], m),
  );
  const transaction = await signTransactionMessageWithSigners(message);
  const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes);
  if (compiled.version === 1) throw new Error('v1 messages are not supported');
  const keys = compiled.staticAccounts;
  const pre = snapshot(ctx, keys);
  const result = ctx.svm.sendTransaction(transaction);
  const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
  let err: TransactionErrorJson | null = null;
  if (result instanceof FailedTransactionMetadata) {
    const { json, landed } = toErrorJson(result.err());
    if (!landed) throw new LedgerRejectedError(json, meta.logs());
    err = json;
  }
  const post = snapshot(ctx, keys);
  const header = compiled.header;
  return {
    signature: getSignatureFromTransaction(transaction),
    slot: ctx.slot,
    blockTime: ctx.blockTime,
    wire: Uint8Array.from(getTransactionEncoder().encode(transaction)),
    signatures: keys
      .slice(0, header.numSignerAccounts)
      .map((key) => base58.decode(transaction.signatures[key] ?? new Uint8Array(64))),
    message: {
      accountKeys: [...keys],
      header: {
        numRequiredSignatures: header.numSignerAccounts,
        numReadonlySignedAccounts: header.numReadonlySignerAccounts,
        numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
      },
      instructions: compiled.instructions.map((ix) => ({
        programIdIndex: ix.programAddressIndex,
        accounts: [...(ix.accountIndices ?? [])],
        data: Uint8Array.from(ix.data ?? []),
        stackHeight: null,
      })),
      recentBlockhash: compiled.lifetimeToken,
    },
    meta: {
      err,
      fee: messageFee(compiled),
      preBalances: pre.lamports,
      postBalances: post.lamports,
      preTokenBalances: pre.tokens,
      postTokenBalances: post.tokens,
      logMessages: meta.logs(),
      innerInstructions: innerInstructions(meta),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    },
  };
}
