import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const RPC = 'https://rpc.example:8899/?api-key=canary-rpc-key-41b7';
const saved = process.env.SOLANA_RPC_URL;
beforeAll(() => {
  process.env.SOLANA_RPC_URL = RPC;
});
afterAll(() => {
  process.env.SOLANA_RPC_URL = saved;
});

describe('RPC failures', () => {
  it('describe an error without the RPC URL or its host', async () => {
    const { describeRpcError } = await import('./connection');
    const normalized = new URL(RPC).href.replace(/\/+$/, '');
    const failure = describeRpcError(
      new TypeError(`request to ${normalized} failed: rpc.example:8899 refused`),
    );
    expect(failure.name).toBe('TypeError');
    expect(failure.message).not.toContain('canary-rpc-key');
    expect(failure.message).not.toContain('rpc.example');
  });

  it('become 502 rpc_unavailable, retryable, whatever the cause', async () => {
    const { withRpc } = await import('./connection');
    await expect(
      withRpc('getSlot', () => Promise.reject(new Error(`connect ECONNREFUSED ${RPC}`))),
    ).rejects.toMatchObject({ code: 'rpc_unavailable', status: 502, retryable: true });
  });
});
