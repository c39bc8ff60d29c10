/** JSON-RPC 2.0 error codes, plus the Solana-specific ones the ledger can raise. */
export const RPC_ERRORS = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  minContextSlotNotReached: -32016,
} as const;

export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  toJson(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export function invalidParams(message: string): RpcError {
  return new RpcError(
    RPC_ERRORS.invalidParams,
    message.startsWith('Invalid') ? message : `Invalid param: ${message}`,
  );
}
