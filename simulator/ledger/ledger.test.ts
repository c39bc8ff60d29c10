import { describe, expect, it } from 'vitest';
import { LAMPORTS_PER_SIGNATURE, Ledger } from './index';
import { sendTokenTransfer } from '@/test/support/simulator/ledger-kit';

const SOL = 1_000_000_000n;

async function setup() {
  const ledger = await Ledger.create({ startUnix: 1_750_000_000n, followWallClock: false });
  const mint = await ledger.createMint({ seed: 'mint:TEST' });
  const alice = await ledger.keypair('user:alice');
  const vault = await ledger.keypair('vault:test');
  await ledger.airdrop(alice.address, 2n * SOL);
  await ledger.mintTo(mint, alice.address, 1_000_000_000n);
  return { ledger, mint, alice, vault };
}

describe('Ledger', () => {
  it('derives the same addresses from the same seeds', async () => {
    const a = await Ledger.create({ followWallClock: false });
    const b = await Ledger.create({ followWallClock: false });
    expect((await a.keypair('user:alice')).address).toBe((await b.keypair('user:alice')).address);
    expect(a.faucet.address).toBe(b.faucet.address);
    expect((await a.keypair('user:alice')).address).not.toBe((await a.keypair('user:bob')).address);
  });

  it('creates a 6-decimal mint, token accounts and balances', async () => {
    const { ledger, mint, alice } = await setup();
    expect(ledger.mint(mint)).toMatchObject({
      decimals: 6,
      supply: 1_000_000_000n,
      mintAuthority: ledger.authority.address,
    });
    expect(ledger.solBalance(alice.address)).toBe(2n * SOL);
    expect(ledger.tokenBalance(alice.address, mint)).toBe(1_000_000_000n);
    const accounts = ledger.tokenAccountsByOwner(alice.address);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      mint,
      owner: alice.address,
      amount: 1_000_000_000n,
      state: 'initialized',
    });
    expect(accounts[0]?.address).toBe(await ledger.tokenAccountAddress(alice.address, mint));
  });

  it('locks tokens in a vault and releases them, recording balances and fees', async () => {
    const { ledger, mint, alice, vault } = await setup();
    const lock = await sendTokenTransfer(
      ledger,
      { authority: alice, mint, toOwner: vault.address, amount: 250_000_000n, createDestinationPayer: alice },
      { feePayer: alice, priorityFeeLamports: 10_000n, tipLamports: 1_000_000n },
    );
    expect(lock.err).toBeNull();
    expect(lock.fee).toBe(LAMPORTS_PER_SIGNATURE + 10_000n + 1_000_000n);
    expect(ledger.tokenBalance(alice.address, mint)).toBe(750_000_000n);
    expect(ledger.tokenBalance(vault.address, mint)).toBe(250_000_000n);

    const record = ledger.transaction(lock.signature);
    expect(record).toBeDefined();
    const { meta, message } = record!;
    expect(message.accountKeys[0]).toBe(alice.address);
    const rent = ledger.minimumBalanceForRentExemption(165n);
    expect(meta.preBalances[0]! - meta.postBalances[0]!).toBe(lock.fee + rent);
    const vaultAta = await ledger.tokenAccountAddress(vault.address, mint);
    const vaultIndex = message.accountKeys.indexOf(vaultAta);
    expect(meta.preTokenBalances.find((b) => b.accountIndex === vaultIndex)).toBeUndefined();
    expect(meta.postTokenBalances.find((b) => b.accountIndex === vaultIndex)).toEqual({
      accountIndex: vaultIndex,
      mint,
      owner: vault.address,
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      uiTokenAmount: { amount: '250000000', decimals: 6, uiAmount: 250, uiAmountString: '250' },
    });
    expect(meta.innerInstructions.length).toBeGreaterThan(0); // the ATA program's CPIs

    const release = await sendTokenTransfer(
      ledger,
      { authority: vault, mint, toOwner: alice.address, amount: 250_000_000n },
      { feePayer: alice },
    );
    expect(release.err).toBeNull();
    expect(release.fee).toBe(2n * LAMPORTS_PER_SIGNATURE); // alice and the vault authority sign
    expect(ledger.tokenBalance(alice.address, mint)).toBe(1_000_000_000n);
    expect(release.slot).toBeGreaterThan(lock.slot);
  });

  it('serialises concurrent sends, each in its own slot', async () => {
    const { ledger, alice } = await setup();
    const bob = await ledger.keypair('user:bob');
    const sends = await Promise.all([1n, 2n, 3n].map((n) => ledger.airdrop(bob.address, n * SOL)));
    expect(new Set(sends.map((s) => s.slot)).size).toBe(3);
    expect(ledger.solBalance(bob.address)).toBe(6n * SOL);
    expect(ledger.signaturesForAddress(alice.address).length).toBe(2);
  });
});
