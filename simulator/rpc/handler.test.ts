import { beforeAll, describe, expect, it } from 'vitest';
import { Ledger } from '../ledger';
import { handleRpc, RPC_METHODS } from './handler';

let ledger: Ledger;
let alice: string;
let signature: string;

beforeAll(async () => {
  ledger = await Ledger.create({ followWallClock: false });
  const signer = await ledger.keypair('user:alice');
  alice = signer.address;
  signature = (await ledger.airdrop(signer.address, 1_000_000_000n)).signature;
});

const call = (method: string, params?: unknown[], id: number | string = 1) =>
  handleRpc(ledger, { jsonrpc: '2.0', id, method, params });

describe('handleRpc envelope', () => {
  it('answers a single request with result and id', async () => {
    expect(await call('getHealth', [], 'abc')).toEqual({ jsonrpc: '2.0', id: 'abc', result: 'ok' });
  });

  it('answers batches in order and skips notifications', async () => {
    const result = await handleRpc(ledger, [
      { jsonrpc: '2.0', id: 1, method: 'getSlot' },
      { jsonrpc: '2.0', method: 'getHealth' },
      { jsonrpc: '2.0', id: 2, method: 'nope' },
    ]);
    expect(result).toEqual([
      { jsonrpc: '2.0', id: 1, result: Number(ledger.slot('finalized')) }, // a node's default commitment
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
    ]);
    expect(await handleRpc(ledger, [{ jsonrpc: '2.0', method: 'getHealth' }])).toBeNull();
  });

  it('reports parse errors, invalid requests and invalid params', async () => {
    expect(await handleRpc(ledger, '{oops')).toMatchObject({ id: null, error: { code: -32700 } });
    expect(await handleRpc(ledger, [])).toMatchObject({ error: { code: -32600 } });
    expect(await handleRpc(ledger, { id: 1, method: 'getSlot' })).toMatchObject({
      id: 1,
      error: { code: -32600 },
    });
    expect(await call('getBalance', ['not-an-address'])).toMatchObject({ error: { code: -32602 } });
    expect(await call('getBalance', [alice, { commitment: 'weird' }])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await call('getSlot', [{ minContextSlot: 10 ** 12 }])).toMatchObject({ error: { code: -32016 } });
    expect(await call('getTransaction', [signature, { commitment: 'processed' }])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await call('getTokenAccountsByOwner', [alice, { mint: alice }])).toMatchObject({
      error: { code: -32602 },
    });
    expect(await call('getTokenAccountsByOwner', [alice, {}])).toMatchObject({ error: { code: -32602 } });
    expect(
      await call('getTokenAccountsByOwner', [
        alice,
        { mint: alice, programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
      ]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringMatching(/exactly one/) } });
  });

  it('parses a raw string body and wraps state reads in a context', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getBalance', params: [alice] });
    expect(await handleRpc(ledger, body)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: {
        context: { apiVersion: expect.any(String), slot: Number(ledger.slot()) },
        value: 1_000_000_000,
      },
    });
  });

  it('renders accounts in base64, base58 and jsonParsed (falling back to base64)', async () => {
    const parsed = await call('getAccountInfo', [alice, { encoding: 'jsonParsed' }]);
    expect(parsed).toMatchObject({
      result: {
        value: { data: ['', 'base64'], lamports: 1_000_000_000, owner: '11111111111111111111111111111111' },
      },
    });
    expect(await call('getAccountInfo', [alice, { encoding: 'base58' }])).toMatchObject({
      result: { value: { data: ['', 'base58'] } },
    });
    expect(await call('getAccountInfo', [alice, { encoding: 'base64+zstd' }])).toMatchObject({
      error: { code: -32602 },
    });
  });

  it('returns the transaction in base64 and json without version unless asked', async () => {
    expect(await call('getTransaction', [signature, 'json'])).toEqual({
      jsonrpc: '2.0',
      id: 1,
      result: null,
    }); // not finalized
    const json = (await call('getTransaction', [signature, { commitment: 'confirmed' }])) as {
      result: Record<string, unknown>;
    };
    expect(json.result.version).toBeUndefined();
    expect(json.result.meta).toMatchObject({ err: null, status: { Ok: null }, fee: 5000, rewards: [] });
    const base64 = await call('getTransaction', [
      signature,
      { encoding: 'base64', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
    ]);
    expect(base64).toMatchObject({
      result: { version: 'legacy', transaction: [expect.any(String), 'base64'] },
    });
  });

  it('lists its methods', () => {
    expect(RPC_METHODS).toEqual(
      expect.arrayContaining(['getSignatureStatuses', 'getTransaction', 'getTokenAccountsByOwner']),
    );
  });
});
