export { Ledger, type LedgerOptions, type SentTransaction } from './ledger';
export type { Commitment, LedgerAccount, SignatureStatus } from './state';
export type { SendRequest } from './send';
export type {
  TransactionRecord,
  TransactionMeta,
  TokenBalanceJson,
  CompiledInstructionRecord,
} from './store';
export { SimClock, SLOT_MS, type ClockOptions } from './clock';
export { keypairFromSeed, seedBytes } from './keys';
export { LedgerRejectedError, type TransactionErrorJson, type InstructionErrorJson } from './errors';
export { LAMPORTS_PER_SIGNATURE, messageFee } from './fees';
export {
  associatedTokenAddress,
  createTokenAccountInstruction,
  failingInstruction,
  mintToInstruction,
  namingInstruction,
  priorityFeeInstructions,
  solTransferInstruction,
  tokenTransferInstructions,
  COMPUTE_BUDGET_PROGRAM_ADDRESS,
} from './instructions';
export {
  decodeMint,
  decodeTokenAccount,
  uiAmountString,
  uiTokenAmount,
  TOKEN_DECIMALS,
  TOKEN_PROGRAM_ADDRESS,
  type MintInfo,
  type TokenAccount,
  type UiTokenAmount,
} from './token';
