import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bondAmount } from './governance';
import {
  bondCoverage,
  bondState,
  checkExtension,
  extensionSeconds,
  SEND_MARGIN_SECONDS,
  voteDurationRange,
} from './proposing';

const TOKEN = 1_000_000n;
const SUPPLY = 1_000_000_000n * TOKEN;

describe('bondCoverage', () => {
  it('QUILL: a 1.5% bond is 15,000,000 tokens; alice covers it, bob is 7,000,000 short', () => {
    const bond = bondAmount(SUPPLY, 150);
    expect(bond).toBe(15_000_000n * TOKEN);
    expect(bondCoverage(bond, 60_000_000n * TOKEN)).toEqual({
      kind: 'covered',
      bond,
      balance: 60_000_000n * TOKEN,
      left: 45_000_000n * TOKEN,
    });
    expect(bondCoverage(bond, 8_000_000n * TOKEN)).toEqual({
      kind: 'short',
      bond,
      balance: 8_000_000n * TOKEN,
      shortfall: 7_000_000n * TOKEN,
    });
  });

  it('holding exactly the bond covers it, one base unit less does not', () => {
    expect(bondCoverage(100n, 100n)).toMatchObject({ kind: 'covered', left: 0n });
    expect(bondCoverage(100n, 99n)).toMatchObject({ kind: 'short', shortfall: 1n });
  });

  it('no bond asks for nothing, whatever the balance; an unknown balance is left to the service', () => {
    expect(bondCoverage(bondAmount(SUPPLY, 0), 0n)).toEqual({ kind: 'none' });
    expect(bondCoverage(bondAmount(9_999n, 1), null)).toEqual({ kind: 'none' });
    expect(bondCoverage(5n, null)).toEqual({ kind: 'unknown', bond: 5n });
    expect(() => bondCoverage(-1n, 0n)).toThrow(RangeError);
  });

  it('shortfall plus balance is the bond; what is left plus the bond is the balance (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        (supply, bps, balance) => {
          const bond = bondAmount(supply, bps);
          const coverage = bondCoverage(bond, balance);
          if (coverage.kind === 'short') expect(coverage.balance + coverage.shortfall).toBe(bond);
          if (coverage.kind === 'covered') expect(coverage.left + bond).toBe(balance);
          expect(coverage.kind === 'none').toBe(bond === 0n);
        },
      ),
    );
  });
});

describe('bondState', () => {
  const p = (amount: string, settled: boolean, withdrawn: boolean) => ({
    proposalBondAmount: amount,
    settled,
    proposalBondWithdrawn: withdrawn,
  });

  it('is locked until settlement, reclaimable after it (pass or fail), then reclaimed', () => {
    expect(bondState(p('10000000000000', false, false))).toBe('locked');
    expect(bondState(p('10000000000000', true, false))).toBe('reclaimable');
    expect(bondState(p('10000000000000', true, true))).toBe('reclaimed');
  });

  it('a proposal that locked no bond has none, settled or not (STONE #0)', () => {
    expect(bondState(p('0', true, false))).toBe('none');
    expect(bondState(p('0', false, false))).toBe('none');
  });
});

describe('voteDurationRange', () => {
  const now = 1_000_000n;

  it('runs from 60 s to the end of the window, however long it is (no longest vote is assumed)', () => {
    expect(voteDurationRange(now, now + 30n * 86_400n)).toEqual({
      possible: true,
      min: 60n,
      max: 30n * 86_400n - SEND_MARGIN_SECONDS,
    });
  });

  it('ends before the window closes, keeping a margin for the request to arrive', () => {
    const until = now + 5n * 86_400n;
    expect(voteDurationRange(now, until)).toEqual({
      possible: true,
      min: 60n,
      max: 5n * 86_400n - SEND_MARGIN_SECONDS,
    });
  });

  it('is impossible when less than the shortest vote (plus the margin) remains', () => {
    expect(voteDurationRange(now, now + 119n)).toEqual({ possible: false, min: 60n, secondsLeft: 119n });
    expect(voteDurationRange(now, now + 120n)).toEqual({ possible: true, min: 60n, max: 60n });
    expect(voteDurationRange(now, now - 5n)).toEqual({ possible: false, min: 60n, secondsLeft: 0n });
  });

  it('follows other bounds when given', () => {
    expect(voteDurationRange(now, now + 10n ** 9n, { min: 300, max: 3_600 })).toEqual({
      possible: true,
      min: 300n,
      max: 3_600n,
    });
  });

  it('never allows a vote that ends after the window (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 10n }),
        fc.bigInt({ min: -1000n, max: 10n ** 7n }),
        (n, left) => {
          const range = voteDurationRange(n, n + left);
          if (range.possible) {
            expect(range.min <= range.max).toBe(true);
            expect(n + SEND_MARGIN_SECONDS + range.max <= n + left).toBe(true);
          } else {
            expect(left < 60n + SEND_MARGIN_SECONDS).toBe(true);
          }
        },
      ),
    );
  });
});

describe('window extension', () => {
  it('counts days and hours in seconds', () => {
    expect(extensionSeconds(7n, 0n)).toBe(604_800n);
    expect(extensionSeconds(2n, 12n)).toBe(216_000n);
    expect(() => extensionSeconds(-1n, 0n)).toThrow(RangeError);
  });

  it('gives the new end: the current end plus the extension', () => {
    expect(
      checkExtension({ additionalSeconds: 86_400n, mutableUntilUnix: '1000', capSeconds: null }),
    ).toEqual({
      ok: true,
      additionalSeconds: 86_400n,
      newMutableUntilUnix: 87_400n,
    });
  });

  it('refuses no time at all', () => {
    expect(
      checkExtension({ additionalSeconds: 0n, mutableUntilUnix: 1000n, capSeconds: null }),
    ).toMatchObject({
      ok: false,
      code: 'invalid_extension',
    });
  });

  it('holds to the cap only once the service has named it', () => {
    const long = { additionalSeconds: 31n * 86_400n, mutableUntilUnix: 0n };
    expect(checkExtension({ ...long, capSeconds: null })).toMatchObject({ ok: true });
    expect(checkExtension({ ...long, capSeconds: 30n * 86_400n })).toMatchObject({
      ok: false,
      code: 'mutability_extension_exceeds_cap',
    });
    expect(
      checkExtension({ additionalSeconds: 30n * 86_400n, mutableUntilUnix: 0n, capSeconds: 30n * 86_400n }),
    ).toMatchObject({ ok: true });
  });
});
