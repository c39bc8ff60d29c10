import type { Address } from '@solana/kit';
import { Connection, PublicKey, SystemProgram, TransactionMessage } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ledger, type SentTransaction } from '../ledger';
import { GENESIS_HASH } from './index';
import { startRpcServer, type RpcServer } from './serve';

const SOL = 1_000_000_000n;
let ledger: Ledger;
let server: RpcServer;
let connection: Connection;
let mint: Address;
let alice: Address;
let vault: Address;
let lock: SentTransaction;
let failed: SentTransaction;

beforeAll(async () => {
  ledger = await Ledger.create({ startUnix: 1_750_000_000n, followWallClock: false });
  server = await startRpcServer(ledger);
  connection = new Connection(server.url, { commitment: 'confirmed', wsEndpoint: server.wsUrl });
  mint = await ledger.createMint({ seed: 'mint:RPC' });
  const aliceSigner = await ledger.keypair('user:alice');
  const vaultSigner = await ledger.keypair('vault:rpc');
  alice = aliceSigner.address;
  vault = vaultSigner.address;
  await ledger.airdrop(aliceSigner.address, 3n * SOL);
  await ledger.mintTo(mint, aliceSigner.address, 5_000_000n);
  const transfer = (amount: bigint) =>
    ledger.tokenTransferInstructions({
      authority: aliceSigner,
      mint,
      toOwner: vaultSigner.address,
      amount,
      createDestinationPayer: aliceSigner,
    });
  lock = await ledger.send({
    feePayer: aliceSigner,
    instructions: await transfer(1_500_000n),
    priorityFeeLamports: 2_000n,
    tipLamports: 1_000_000n,
  });
  failed = await ledger.send({
    feePayer: aliceSigner,
    instructions: await transfer(9_000_000n),
    priorityFeeLamports: 2_000n,
    tipLamports: 1_000_000n,
  });
});

afterAll(async () => {
  // web3.js keeps a status check running after confirmTransaction resolves; let it finish first.
  await new Promise((resolve) => setTimeout(resolve, 300));
  await server?.close();
});

describe('Solana JSON-RPC through @solana/web3.js v1', () => {
  it('confirms a signature (websocket subscription + status) and reports statuses', async () => {
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash();
    const confirmed = await connection.confirmTransaction({
      signature: lock.signature,
      blockhash,
      lastValidBlockHeight,
    });
    expect(confirmed.value.err).toBeNull();

    const { value } = await connection.getSignatureStatuses(
      [lock.signature, failed.signature, '1'.repeat(88)],
      {
        searchTransactionHistory: true,
      },
    );
    expect(value[0]).toMatchObject({ slot: Number(lock.slot), err: null, confirmationStatus: 'confirmed' });
    expect(value[1]?.err).toEqual({ InstructionError: [3, { Custom: 1 }] });
    expect(value[2]).toBeNull();
  });

  it('reads locked tokens and SOL changes from getTransaction', async () => {
    const tx = await connection.getTransaction(lock.signature, { maxSupportedTransactionVersion: 0 });
    expect(tx).not.toBeNull();
    expect(tx!.version).toBe('legacy');
    expect(tx!.blockTime).toBe(1_750_000_000);
    const meta = tx!.meta!;
    expect(meta.err).toBeNull();
    expect(meta.fee).toBe(5_000 + 2_000 + 1_000_000);
    const owned = (balances: typeof meta.preTokenBalances, owner: string) =>
      BigInt(balances?.find((b) => b.owner === owner && b.mint === mint)?.uiTokenAmount.amount ?? '0');
    expect(owned(meta.postTokenBalances, vault) - owned(meta.preTokenBalances, vault)).toBe(1_500_000n);
    expect(owned(meta.preTokenBalances, alice) - owned(meta.postTokenBalances, alice)).toBe(1_500_000n);
    const keys = tx!.transaction.message.getAccountKeys().staticAccountKeys.map((k) => k.toBase58());
    const aliceIndex = keys.indexOf(alice);
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    expect(meta.preBalances[aliceIndex]! - meta.postBalances[aliceIndex]!).toBe(meta.fee + rent);

    const failedTx = await connection.getTransaction(failed.signature, { maxSupportedTransactionVersion: 0 });
    expect(failedTx!.meta!.err).toEqual({ InstructionError: [3, { Custom: 1 }] });
    expect(failedTx!.meta!.preBalances[0]! - failedTx!.meta!.postBalances[0]!).toBe(failedTx!.meta!.fee);

    const parsed = await connection.getParsedTransaction(lock.signature, {
      maxSupportedTransactionVersion: 0,
    });
    expect(parsed!.transaction.message.accountKeys[0]).toMatchObject({ signer: true, writable: true });
  });

  it('reads balances and token accounts', async () => {
    expect(await connection.getBalance(new PublicKey(vault))).toBe(0);
    const aliceLamports = await connection.getBalance(new PublicKey(alice));
    expect(BigInt(aliceLamports)).toBe(ledger.solBalance(alice));

    const parsed = await connection.getParsedTokenAccountsByOwner(new PublicKey(vault), {
      mint: new PublicKey(mint),
    });
    expect(parsed.value).toHaveLength(1);
    const info = parsed.value[0]!.account.data.parsed.info;
    expect(info).toMatchObject({ mint, owner: vault, state: 'initialized' });
    expect(info.tokenAmount).toEqual({
      amount: '1500000',
      decimals: 6,
      uiAmount: 1.5,
      uiAmountString: '1.5',
    });

    const raw = await connection.getTokenAccountsByOwner(new PublicKey(alice), {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    expect(raw.value).toHaveLength(1);
    expect(raw.value[0]!.account.data.length).toBe(165);
    const balance = await connection.getTokenAccountBalance(raw.value[0]!.pubkey);
    expect(balance.value.amount).toBe('3500000');

    const mintInfo = await connection.getParsedAccountInfo(new PublicKey(mint));
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    });
    expect(
      await connection.getAccountInfo(new PublicKey('So11111111111111111111111111111111111111112')),
    ).toBeNull();
  });

  it('lists every token account of an owner over the token program, jsonParsed, as a real node does', async () => {
    const other = await ledger.createMint({ seed: 'mint:RPC-OTHER' });
    const owner = (await ledger.keypair('user:holder-of-two')).address;
    await ledger.mintTo(mint, owner, 2_000_000n);
    await ledger.mintTo(other, owner, 7_000_000n);
    const parsed = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    });
    const held = parsed.value.map(({ account }) => {
      expect(account.owner.toBase58()).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA');
      expect(account.data.program).toBe('spl-token');
      expect(account.data.parsed.type).toBe('account');
      const info = account.data.parsed.info as {
        mint: string;
        owner: string;
        tokenAmount: { amount: string };
      };
      expect(info.owner).toBe(owner);
      return [info.mint, info.tokenAmount.amount];
    });
    expect(held.sort()).toEqual(
      [
        [mint, '2000000'],
        [other, '7000000'],
      ].sort(),
    );
    // Token-2022 holds nothing here; any other program is refused, as a real node refuses it.
    const token2022 = await connection.getParsedTokenAccountsByOwner(new PublicKey(owner), {
      programId: new PublicKey('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb'),
    });
    expect(token2022.value).toEqual([]);
    await expect(
      connection.getParsedTokenAccountsByOwner(new PublicKey(owner), { programId: SystemProgram.programId }),
    ).rejects.toThrow(/unrecognized Token program id/);
  });

  it('answers chain queries', async () => {
    const slot = await connection.getSlot();
    expect(slot).toBe(Number(ledger.slot()));
    expect(await connection.getBlockHeight()).toBe(slot);
    expect(await connection.getGenesisHash()).toBe(GENESIS_HASH);
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/);
    const { blockhash } = await connection.getLatestBlockhash();
    const message = new TransactionMessage({
      payerKey: new PublicKey(alice),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(alice),
          toPubkey: new PublicKey(vault),
          lamports: 1,
        }),
      ],
    }).compileToLegacyMessage();
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000);
    const signatures = await connection.getSignaturesForAddress(new PublicKey(vault));
    expect(signatures.map((s) => s.signature)).toEqual([failed.signature, lock.signature]);
  });

  it('turns finalized after 32 slots', async () => {
    expect(
      await connection.getTransaction(lock.signature, {
        commitment: 'finalized',
        maxSupportedTransactionVersion: 0,
      }),
    ).toBeNull();
    ledger.advanceClock(13n);
    const status = await connection.getSignatureStatus(lock.signature);
    expect(status.value).toMatchObject({ confirmationStatus: 'finalized', confirmations: null });
    const tx = await connection.getTransaction(lock.signature, {
      commitment: 'finalized',
      maxSupportedTransactionVersion: 0,
    });
    expect(tx?.slot).toBe(Number(lock.slot));
    const confirmed = await connection.confirmTransaction(lock.signature, 'finalized');
    expect(confirmed.value.err).toBeNull();
  });
});
