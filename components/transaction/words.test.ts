import { describe, expect, it } from 'vitest';
import { describeTxError, programName } from './words';

describe('describeTxError', () => {
  it.each([
    [{ InstructionError: [3, { Custom: 1 }] }, 'Instruction 4 failed: custom program error 1 (0x1).'],
    [
      { InstructionError: [0, { Custom: 6001 }] },
      'Instruction 1 failed: custom program error 6001 (0x1771).',
    ],
    [{ InstructionError: [1, 'InsufficientFunds'] }, 'Instruction 2 failed: insufficient funds.'],
    [{ InstructionError: [2, { BorshIoError: 'x' }] }, 'Instruction 3 failed: borsh io error "x".'],
    ['InsufficientFundsForRent', 'Insufficient funds for rent.'],
    [{ InsufficientFundsForRent: { account_index: 2 } }, 'Insufficient funds for rent {"account_index":2}.'],
  ])('%j is "%s"', (err, text) => {
    expect(describeTxError(err)).toBe(text);
  });
});

describe('programName', () => {
  it('names the well-known programs and no other', () => {
    expect(programName('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe('Token Program');
    expect(programName('11111111111111111111111111111111')).toBe('System Program');
    expect(programName('Prog111111111111111111111111111111111111111')).toBeNull();
  });
});
