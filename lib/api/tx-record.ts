// A transaction as the network records it, as the transaction page (/tx/{signature}) shows it: its
// standing, slot, block time and fee, what it changed for every account it names, and its instructions.
// The page is rendered on the server, which reads it through its own RPC connection; amounts are bigint
// base units (lamports, token units), each with the decimals that read them.

export type TxRecordStatus = 'processed' | 'confirmed' | 'finalized' | 'failed';

/** One account the transaction names, with what it did to its SOL. */
export interface TxRecordAccount {
  address: string;
  signer: boolean;
  writable: boolean;
  /** Lamports after less lamports before. */
  solChange: bigint;
}

/** The change of one token account's balance, under its owner. */
export interface TxRecordTokenChange {
  /** The token account. */
  account: string;
  /** Its owner (the wallet), when the RPC reports it. */
  owner: string | null;
  mint: string;
  /** The token's symbol from its metadata account, when it has one. */
  symbol: string | null;
  decimals: number;
  /** Base units after less base units before. */
  change: bigint;
}

export interface TxRecordInstruction {
  /** The program's address. */
  program: string;
  /** The accounts it is given, in order. */
  accounts: string[];
  /** Bytes of instruction data. */
  dataBytes: number;
}

export interface TxRecord {
  signature: string;
  status: TxRecordStatus;
  /** The error it landed with, as the RPC reports it (`{"InstructionError":[2,{"Custom":1}]}`), or null. */
  err: unknown;
  slot: bigint;
  /** Unix seconds, when the network knows it. */
  blockTime: bigint | null;
  /**
   * Null while the transaction is only `processed`: the network has its status but no readable record
   * yet, so nothing below is known.
   */
  details: {
    /** Lamports, paid by the first signer whatever the outcome. */
    fee: bigint;
    feePayer: string;
    accounts: TxRecordAccount[];
    tokenChanges: TxRecordTokenChange[];
    instructions: TxRecordInstruction[];
  } | null;
}
