import { describe, expect, it } from 'vitest';
import { Ledger, SimClock } from './index';

describe('SimClock', () => {
  it('advances time and warps slots at 400 ms per slot', () => {
    const clock = new SimClock({ startUnix: 1_000n, startSlot: 10n, followWallClock: false });
    expect(clock.unix()).toBe(1_000n);
    expect(clock.slot()).toBe(10n);
    clock.advance(2n);
    expect(clock.unix()).toBe(1_002n);
    expect(clock.slot()).toBe(15n);
    clock.advanceTo(1_010n);
    expect(clock.slot()).toBe(35n);
    expect(() => clock.advanceTo(1_000n)).toThrow(RangeError);
    expect(() => clock.advance(-1n)).toThrow(RangeError);
  });

  it('follows an injected wall clock plus the advance offset', () => {
    let wall = 5_000_000;
    const clock = new SimClock({ startUnix: 2_000n, wallMs: () => wall });
    wall += 1_500;
    expect(clock.unix()).toBe(2_001n);
    clock.advance(60n);
    expect(clock.unix()).toBe(2_061n);
  });
});

describe('Ledger clock', () => {
  it('stamps transactions with the simulated time and updates the Clock sysvar', async () => {
    const ledger = await Ledger.create({ startUnix: 1_750_000_000n, followWallClock: false });
    const alice = await ledger.keypair('user:alice');
    const first = await ledger.airdrop(alice.address, 1_000_000_000n);
    expect(first.blockTime).toBe(1_750_000_000n);
    expect(ledger.slot()).toBe(first.slot + 1n);

    ledger.advanceClock(3_600n);
    expect(ledger.now()).toBe(1_750_003_600n);
    const second = await ledger.airdrop(alice.address, 1_000_000_000n);
    expect(second.blockTime).toBe(1_750_003_600n);
    expect(second.slot).toBe(first.slot + 1n + 9_000n);
  });

  it('reports confirmed, then finalized once finalityDepth slots have passed', async () => {
    const ledger = await Ledger.create({ followWallClock: false, finalityDepth: 32n });
    const alice = await ledger.keypair('user:alice');
    const sent = await ledger.airdrop(alice.address, 1_000_000_000n);
    expect(ledger.signatureStatus(sent.signature)).toEqual({
      slot: sent.slot,
      confirmations: 1n,
      err: null,
      confirmationStatus: 'confirmed',
    });
    ledger.advanceClock(12n); // +30 slots
    expect(ledger.signatureStatus(sent.signature)?.confirmationStatus).toBe('confirmed');
    ledger.advanceClock(1n);
    expect(ledger.signatureStatus(sent.signature)).toMatchObject({
      confirmations: null,
      confirmationStatus: 'finalized',
    });
    expect(ledger.signatureStatus('unknown')).toBeNull();
  });
});
