import { describe, expect, it } from 'vitest';
import { TOKEN } from '@/test/support/fixtures/voting';
import { bondSentence, bondView, coverSentence } from './bond';

const SUPPLY = String(1_000_000_000n * TOKEN);

describe('the bond', () => {
  it('is floor(totalSupply × proposalBondBps / 10000)', () => {
    expect(bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, null).amount).toBe(15_000_000n * TOKEN);
    expect(bondView({ totalSupply: '9999', proposalBondBps: 1 }, null).amount).toBe(0n); // 0.9999 rounds down
    expect(bondView({ totalSupply: '10001', proposalBondBps: 3 }, null).amount).toBe(3n); // 3.0003
    expect(bondView({ totalSupply: String(2n ** 64n), proposalBondBps: 10_000 }, null).amount).toBe(
      2n ** 64n,
    );
  });

  it('shows the bond in tokens and as a share of the supply', () => {
    const view = bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, null);
    expect(bondSentence(view, 'QUILL')).toBe(
      'Bond: 15,000,000 QUILL (1.5% of the supply), locked until the proposal is settled, then reclaimable.',
    );
    expect(bondSentence(bondView({ totalSupply: SUPPLY, proposalBondBps: 0 }, null))).toBe(
      'This token asks no bond of proposers.',
    );
  });

  it('gives bob on QUILL the exact shortfall, and alice enough', () => {
    const bob = 8_000_000n * TOKEN;
    const short = bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, bob);
    expect(short.shortfall).toBe(7_000_000n * TOKEN);
    expect(coverSentence(short, bob, 'QUILL')).toBe(
      'You hold 8,000,000 QUILL: 7,000,000 QUILL short of the bond. You cannot propose until you hold at least 15,000,000 QUILL.',
    );
    const alice = 60_000_000n * TOKEN;
    const covered = bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, alice);
    expect(covered.shortfall).toBe(0n);
    expect(coverSentence(covered, alice, 'QUILL')).toBe('You hold 60,000,000 QUILL, enough to cover it.');
    const exact = bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, 15_000_000n * TOKEN);
    expect(exact.shortfall).toBe(0n);
    const oneShort = bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, 15_000_000n * TOKEN - 1n);
    expect(coverSentence(oneShort, 15_000_000n * TOKEN - 1n, 'QUILL')).toMatch(
      /: 0\.000001 QUILL short of the bond/,
    );
    expect(coverSentence(bondView({ totalSupply: SUPPLY, proposalBondBps: 150 }, null), null)).toBeNull();
  });
});
