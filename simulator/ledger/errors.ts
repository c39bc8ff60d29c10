import type { FailedTransactionMetadata } from 'litesvm';

/** An instruction error as the Solana JSON-RPC renders it: a variant name, or `{Custom: n}`. */
export type InstructionErrorJson = string | { Custom: number } | { BorshIoError: string };

/** A transaction error as the Solana JSON-RPC renders it (`meta.err`, `status.Err`). */
export type TransactionErrorJson =
  | string
  | { InstructionError: [number, InstructionErrorJson] }
  | { DuplicateInstruction: number }
  | { InsufficientFundsForRent: { account_index: number } }
  | { ProgramExecutionTemporarilyRestricted: { account_index: number } };

// Variant names in the order of LiteSVM's (and agave's) fieldless enums.
// prettier-ignore
const INSTRUCTION_ERRORS = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged',
  'AccountNotExecutable', 'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync',
  'InvalidError', 'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId', 'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded',
  'InvalidSeeds', 'InvalidRealloc', 'ComputationalBudgetExceeded', 'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete', 'ProgramFailedToCompile', 'Immutable',
  'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner', 'ArithmeticOverflow', 'UnsupportedSysvar',
  'IllegalOwner', 'MaxAccountsDataAllocationsExceeded', 'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
] as const;

// prettier-ignore
const TRANSACTION_ERRORS = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
] as const;

type LiteSvmError = ReturnType<FailedTransactionMetadata['err']>;
type LiteSvmInstructionError = Extract<LiteSvmError, { index: number; err(): unknown }>;

function instructionError(err: ReturnType<LiteSvmInstructionError['err']>): InstructionErrorJson {
  if (typeof err === 'number') return INSTRUCTION_ERRORS[err] ?? `InstructionError${err}`;
  if ('code' in err) return { Custom: err.code };
  return { BorshIoError: err.msg };
}

/**
 * Converts LiteSVM's error object to the JSON-RPC shape. `landed` is false for the fieldless errors
 * raised before execution (bad blockhash, fee payer cannot pay, ...): such a transaction is not
 * recorded on a real chain and charges no fee.
 */
export function toErrorJson(err: LiteSvmError): { json: TransactionErrorJson; landed: boolean } {
  if (typeof err === 'number')
    return { json: TRANSACTION_ERRORS[err] ?? `TransactionError${err}`, landed: false };
  if ('err' in err)
    return { json: { InstructionError: [err.index, instructionError(err.err())] }, landed: true };
  if ('index' in err) return { json: { DuplicateInstruction: err.index }, landed: true };
  const account = { account_index: err.accountIndex };
  if (err.constructor.name.includes('Restricted')) {
    return { json: { ProgramExecutionTemporarilyRestricted: account }, landed: true };
  }
  return { json: { InsufficientFundsForRent: account }, landed: true };
}

/** A transaction the ledger refused before execution: nothing was recorded and no fee was charged. */
export class LedgerRejectedError extends Error {
  override readonly name = 'LedgerRejectedError';
  constructor(
    readonly reason: TransactionErrorJson,
    readonly logs: string[] = [],
  ) {
    super(`transaction rejected: ${JSON.stringify(reason)}`);
  }
}
