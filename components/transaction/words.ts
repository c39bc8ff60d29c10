import type { TxRecordStatus } from '@/lib/api';
import type { Tone } from '@/components/ui/status-badge';

// What the transaction page says of a record: its standing, the error it landed with, and the programs it
// called by name where they are the well-known ones.

export const STATUS: Record<TxRecordStatus, { text: string; tone: Tone; explanation: string }> = {
  processed: {
    text: 'Processed, not confirmed yet',
    tone: 'info',
    explanation: 'A validator has it, but the network has not confirmed it: it may still be dropped.',
  },
  confirmed: {
    text: 'Confirmed',
    tone: 'success',
    explanation: 'It succeeded, and most of the network has voted for its block.',
  },
  finalized: {
    text: 'Finalized',
    tone: 'success',
    explanation: 'It succeeded, and its block can no longer be rolled back.',
  },
  failed: {
    text: 'Failed',
    tone: 'danger',
    explanation: 'It landed with an error, so nothing but its fee changed: the fee was still paid.',
  },
};

const PROGRAMS: Record<string, string> = {
  '11111111111111111111111111111111': 'System Program',
  TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA: 'Token Program',
  TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb: 'Token-2022 Program',
  ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL: 'Associated Token Account Program',
  ComputeBudget111111111111111111111111111111: 'Compute Budget Program',
  metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s: 'Token Metadata Program',
  MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr: 'Memo Program',
};

/** "Token Program" for a well-known program; null for any other. */
export function programName(address: string): string | null {
  return PROGRAMS[address] ?? null;
}

/** "InsufficientFundsForFee" → "insufficient funds for fee". */
function words(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

function detail(value: unknown): string {
  if (typeof value === 'string') return words(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const [[name, inner] = []] = Object.entries(value);
    if (name === 'Custom' && typeof inner === 'number')
      return `custom program error ${inner} (0x${inner.toString(16)})`;
    if (name !== undefined) return `${words(name)} ${JSON.stringify(inner)}`;
  }
  return JSON.stringify(value);
}

/**
 * The error a transaction landed with, in a sentence: "Instruction 4 failed: custom program error 1
 * (0x1)." for the usual instruction error (numbered from 1, as the page lists them), the error's own name in
 * words otherwise.
 */
export function describeTxError(err: unknown): string {
  if (err && typeof err === 'object' && 'InstructionError' in err) {
    const value = (err as { InstructionError: unknown }).InstructionError;
    if (Array.isArray(value) && typeof value[0] === 'number')
      return `Instruction ${value[0] + 1} failed: ${detail(value[1])}.`;
  }
  const text = detail(err);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
