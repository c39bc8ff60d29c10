// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TxRecord } from '@/lib/api';
import '@/test/support/render';
import { TxRecordView } from './tx-record-view';

const ALICE = 'A1ice1111111111111111111111111111111111111111';
const VENUE = 'Venue111111111111111111111111111111111111111';
const MINT = 'Mint1111111111111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

const record = (overrides: Partial<TxRecord> = {}): TxRecord => ({
  signature: '5'.repeat(88),
  status: 'confirmed',
  err: null,
  slot: 1_234_567n,
  blockTime: 1_790_000_000n,
  details: {
    fee: 1_010_000n,
    feePayer: ALICE,
    accounts: [
      { address: ALICE, signer: true, writable: true, solChange: -501_010_000n },
      { address: VENUE, signer: true, writable: true, solChange: 500_000_000n },
      { address: TOKEN, signer: false, writable: false, solChange: 0n },
    ],
    tokenChanges: [
      {
        account: 'Acc1',
        owner: ALICE,
        mint: MINT,
        symbol: 'GRASS',
        decimals: 6,
        change: 16_129_032_258_064n,
      },
      { account: 'Acc2', owner: VENUE, mint: MINT, symbol: null, decimals: 6, change: -16_129_032_258_064n },
    ],
    instructions: [{ program: TOKEN, accounts: ['Acc2', MINT, 'Acc1', VENUE], dataBytes: 10 }],
  },
  ...overrides,
});

describe('TxRecordView', () => {
  it('shows the standing, slot, time and fee, every change with its sign and unit, and the instructions', () => {
    render(<TxRecordView record={record()} wallet={ALICE} />);
    expect(screen.getByTestId('tx-status').textContent).toContain('Confirmed');
    expect(screen.getByTestId('tx-slot').textContent).toContain('1,234,567');
    expect(screen.getByTestId('tx-block-time').textContent).toContain('2026');
    expect(screen.getByTestId('tx-fee').textContent).toContain('0.00101 SOL');
    expect(within(screen.getByTestId('tx-fee-payer')).getByText('your wallet')).toBeTruthy();
    const sol = screen.getByTestId('tx-sol-changes').textContent!;
    expect(sol).toContain('−0.50101 SOL');
    expect(sol).toContain('+0.5 SOL');
    expect(screen.getByText('1 other account kept its SOL.')).toBeTruthy();
    const tokens = screen.getByTestId('tx-token-changes').textContent!;
    expect(tokens).toContain('+16,129,032.258064 GRASS');
    expect(tokens).toContain('−16,129,032.258064 tokens of Mint…1111');
    const instructions = screen.getByTestId('tx-instruction-list');
    expect(instructions.textContent).toContain('1. Token Program');
    expect(within(instructions).getAllByRole('listitem')).toHaveLength(1 + 4);
    expect(screen.queryByTestId('tx-error')).toBeNull();
  });

  it('says a failed transaction’s error in words, and that only its fee was paid', () => {
    render(
      <TxRecordView
        record={record({ status: 'failed', err: { InstructionError: [3, { Custom: 1 }] } })}
        wallet={null}
      />,
    );
    expect(screen.getByTestId('tx-status').textContent).toContain('Failed');
    expect(screen.getByTestId('tx-status').textContent).toContain('the fee was still paid');
    expect(screen.getByTestId('tx-error').textContent).toContain(
      'Instruction 4 failed: custom program error 1 (0x1).',
    );
    expect(screen.queryByText('your wallet')).toBeNull();
  });

  it('shows a transaction that is only processed without the figures it cannot know yet', () => {
    render(
      <TxRecordView
        record={record({ status: 'processed', blockTime: null, details: null })}
        wallet={ALICE}
      />,
    );
    expect(screen.getByTestId('tx-status').textContent).toContain('Processed, not confirmed yet');
    expect(screen.getByTestId('tx-block-time').textContent).toContain('Not known yet');
    expect(screen.queryByTestId('tx-fee')).toBeNull();
    expect(screen.getByText(/can be read once the network confirms it/)).toBeTruthy();
  });
});
