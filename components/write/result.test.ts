import { describe, expect, it } from 'vitest';
import { txReport } from '@/test/support/tx-report';
import { resultOf } from '@/components/write/result';

const SIG = 'sig';

describe('resultOf', () => {
  const base = { signature: SIG, fee: '1010000' };
  it('says what left or came back to the wallet, and the fees paid', () => {
    const locked = txReport({
      ...base,
      changes: { sol: '-1010000', tokens: [{ mint: 'M', delta: '-10000000000', decimals: 6 }] },
    });
    expect(resultOf(locked, 'M', 'LUMEN')).toBe(
      '10,000 LUMEN left your wallet (locked). Fees paid: 0.00101 SOL.',
    );
    const released = txReport({
      ...base,
      changes: { sol: '-1010000', tokens: [{ mint: 'M', delta: '2500000', decimals: 6 }] },
    });
    expect(resultOf(released, 'M', null)).toBe(
      '2.5 tokens came back to your wallet. Fees paid: 0.00101 SOL.',
    );
  });

  it('ignores other mints, and says nothing without a report', () => {
    const other = txReport({
      ...base,
      fee: null,
      changes: { sol: '0', tokens: [{ mint: 'X', delta: '5', decimals: 6 }] },
    });
    expect(resultOf(other, 'M', 'LUMEN')).toBeNull();
    expect(resultOf(null, 'M')).toBeNull();
  });
});
