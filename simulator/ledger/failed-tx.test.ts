import { describe, expect, it } from 'vitest';
import {
  failingInstruction,
  LAMPORTS_PER_SIGNATURE,
  Ledger,
  LedgerRejectedError,
  solTransferInstruction,
} from './index';
import { sendTokenTransfer } from '@/test/support/simulator/ledger-kit';

const SOL = 1_000_000_000n;

describe('failed transactions', () => {
  it('records a transaction whose token transfer exceeds the balance: err set, fee paid, nothing moved', async () => {
    const ledger = await Ledger.create({ followWallClock: false });
    const mint = await ledger.createMint({ seed: 'mint:FAIL' });
    const alice = await ledger.keypair('user:alice');
    const vault = await ledger.keypair('vault:fail');
    await ledger.airdrop(alice.address, SOL);
    await ledger.mintTo(mint, alice.address, 100n);
    await ledger.createTokenAccount(vault.address, mint);

    const before = ledger.solBalance(alice.address);
    const sent = await sendTokenTransfer(
      ledger,
      { authority: alice, mint, toOwner: vault.address, amount: 101n },
      { feePayer: alice, priorityFeeLamports: 5_000n, tipLamports: 1_000_000n },
    );
    // SPL Token error 1 = InsufficientFunds; instructions 0 and 1 are the compute-budget ones.
    expect(sent.err).toEqual({ InstructionError: [2, { Custom: 1 }] });
    expect(sent.fee).toBe(LAMPORTS_PER_SIGNATURE + 1_005_000n);
    expect(ledger.solBalance(alice.address)).toBe(before - sent.fee);
    expect(ledger.tokenBalance(alice.address, mint)).toBe(100n);
    expect(ledger.tokenBalance(vault.address, mint)).toBe(0n);

    const record = ledger.transaction(sent.signature)!;
    expect(record.meta.err).toEqual(sent.err);
    expect(record.meta.preBalances[0]! - record.meta.postBalances[0]!).toBe(sent.fee);
    expect(record.meta.preTokenBalances).toEqual(record.meta.postTokenBalances);
    expect(record.meta.logMessages.join('\n')).toContain('insufficient funds');
    expect(ledger.signatureStatus(sent.signature)).toMatchObject({
      err: sent.err,
      confirmationStatus: 'confirmed',
    });
  });

  it('failingInstruction rolls back the other instructions but charges the fee', async () => {
    const ledger = await Ledger.create({ followWallClock: false });
    const alice = await ledger.keypair('user:alice');
    const bob = await ledger.keypair('user:bob');
    await ledger.airdrop(alice.address, SOL);
    await ledger.airdrop(bob.address, SOL);
    const sent = await ledger.send({
      feePayer: alice,
      instructions: [solTransferInstruction(alice, bob.address, 1_000n), failingInstruction(alice)],
      tipLamports: 1_000_000n,
    });
    expect(sent.err).toEqual({ InstructionError: [3, { Custom: 1 }] });
    expect(ledger.solBalance(alice.address)).toBe(SOL - sent.fee);
    expect(ledger.solBalance(bob.address)).toBe(SOL);
  });

  it('rejects (records nothing, charges nothing) when the fee payer cannot pay', async () => {
    const ledger = await Ledger.create({ followWallClock: false });
    const poor = await ledger.keypair('user:poor');
    const bob = await ledger.keypair('user:bob');
    const attempt = ledger.send({ feePayer: poor, instructions: [failingInstruction(poor)], signers: [bob] });
    await expect(attempt).rejects.toBeInstanceOf(LedgerRejectedError);
    await expect(attempt).rejects.toMatchObject({ reason: 'AccountNotFound' });
    // The queue keeps working after a rejection.
    await ledger.airdrop(bob.address, SOL);
    expect(ledger.solBalance(bob.address)).toBe(SOL);
  });
});
