import { getBase58Decoder } from '@solana/kit';
import type { CompiledInstructionRecord, TransactionRecord } from '../ledger';

export const TRANSACTION_ENCODINGS = ['json', 'jsonParsed', 'base64', 'base58'] as const;
export type TransactionEncoding = (typeof TRANSACTION_ENCODINGS)[number];

const base58 = getBase58Decoder();

function instructionJson(ix: CompiledInstructionRecord) {
  return {
    programIdIndex: ix.programIdIndex,
    accounts: ix.accounts,
    data: base58.decode(ix.data),
    stackHeight: ix.stackHeight,
  };
}

/** jsonParsed without program parsers: instructions are rendered raw, with account addresses (as real nodes do for unknown programs). */
function rawInstructionJson(keys: readonly string[], ix: CompiledInstructionRecord) {
  return {
    programId: keys[ix.programIdIndex],
    accounts: ix.accounts.map((index) => keys[index]),
    data: base58.decode(ix.data),
    stackHeight: ix.stackHeight,
  };
}

function annotatedKeys(record: TransactionRecord) {
  const { accountKeys, header } = record.message;
  const signers = header.numRequiredSignatures;
  return accountKeys.map((pubkey, index) => ({
    pubkey,
    signer: index < signers,
    writable:
      index < signers
        ? index < signers - header.numReadonlySignedAccounts
        : index < accountKeys.length - header.numReadonlyUnsignedAccounts,
    source: 'transaction',
  }));
}

function metaJson(record: TransactionRecord, parsed: boolean) {
  const { meta } = record;
  const keys = record.message.accountKeys;
  const render = (ix: CompiledInstructionRecord) =>
    parsed ? rawInstructionJson(keys, ix) : instructionJson(ix);
  return {
    err: meta.err,
    status: meta.err === null ? { Ok: null } : { Err: meta.err },
    fee: Number(meta.fee),
    preBalances: meta.preBalances.map(Number),
    postBalances: meta.postBalances.map(Number),
    innerInstructions: meta.innerInstructions.map(({ index, instructions }) => ({
      index,
      instructions: instructions.map(render),
    })),
    logMessages: meta.logMessages,
    preTokenBalances: meta.preTokenBalances,
    postTokenBalances: meta.postTokenBalances,
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: Number(meta.computeUnitsConsumed),
  };
}

function transactionJson(record: TransactionRecord, encoding: TransactionEncoding): unknown {
  const { message } = record;
  switch (encoding) {
    case 'base64':
      return [Buffer.from(record.wire).toString('base64'), 'base64'];
    case 'base58':
      return [base58.decode(record.wire), 'base58'];
    case 'jsonParsed':
      return {
        signatures: record.signatures,
        message: {
          accountKeys: annotatedKeys(record),
          instructions: message.instructions.map((ix) => rawInstructionJson(message.accountKeys, ix)),
          recentBlockhash: message.recentBlockhash,
        },
      };
    case 'json':
      return {
        signatures: record.signatures,
        message: {
          accountKeys: message.accountKeys,
          header: message.header,
          instructions: message.instructions.map(instructionJson),
          recentBlockhash: message.recentBlockhash,
        },
      };
  }
}

/**
 * A `getTransaction` result. `version` appears only when the caller sent `maxSupportedTransactionVersion`
 * (as on a real node); every ledger transaction is legacy.
 */
export function encodeTransaction(
  record: TransactionRecord,
  encoding: TransactionEncoding,
  withVersion: boolean,
) {
  return {
    slot: Number(record.slot),
    blockTime: Number(record.blockTime),
    transaction: transactionJson(record, encoding),
    meta: metaJson(record, encoding === 'jsonParsed'),
    ...(withVersion ? { version: 'legacy' as const } : {}),
  };
}
