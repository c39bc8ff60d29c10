// Metadata accounts on the ledger: the Metaplex v1 layout, one account per seed token (governed or not),
// rewritten when an applied action changes the metadata.
import { getAddressDecoder } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { governanceModule } from './index';
import {
  encodeMetadataAccount,
  METADATA_ACCOUNT_BYTES,
  METADATA_PROGRAM_ADDRESS,
  metadataAddressOf,
} from './metadata-account';
import { pinnedContent } from './pinned';
import { Gov } from '@/test/support/simulator/governance-kit';
import { marketModule } from '../market';
import { testOAuth } from '@/test/support/simulator/fixtures';
import { startSimulator, type RunningSimulator } from '@/test/support/simulator/harness';

/** The fields at their fixed offsets (the seeded strings are padded, so every offset is fixed). */
function read(data: Uint8Array) {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const text = (at: number) => {
    const length = view.getUint32(at, true);
    return new TextDecoder().decode(data.subarray(at + 4, at + 4 + length)).replace(/\0+$/, '');
  };
  return {
    key: data[0],
    updateAuthority: getAddressDecoder().decode(data.subarray(1, 33)),
    mint: getAddressDecoder().decode(data.subarray(33, 65)),
    name: text(65),
    symbol: text(101),
    uri: text(115),
    creators: data[321],
    isMutable: data[323] === 1,
  };
}

describe('encodeMetadataAccount', () => {
  const authority = getAddressDecoder().decode(new Uint8Array(32).fill(1));
  const mint = getAddressDecoder().decode(new Uint8Array(32).fill(2));
  const fields = { updateAuthority: authority, mint, name: 'Lumen', symbol: 'LUMEN', isMutable: true };

  it('writes the v1 layout with the strings padded to 32, 10 and 200 bytes', () => {
    const data = encodeMetadataAccount({ ...fields, uri: 'https://pin.example/a' });
    expect(data.length).toBe(METADATA_ACCOUNT_BYTES);
    expect(new DataView(data.buffer).getUint32(65, true)).toBe(32);
    expect(read(data)).toEqual({ key: 4, ...fields, uri: 'https://pin.example/a', creators: 0 });
  });

  it('refuses a name, symbol or uri longer than its field', () => {
    expect(() => encodeMetadataAccount({ ...fields, name: 'n'.repeat(33), uri: '' })).toThrow(/name/);
    expect(() => encodeMetadataAccount({ ...fields, symbol: 'ÜÜÜÜÜÜ', uri: '' })).toThrow(/symbol/);
    expect(() => encodeMetadataAccount({ ...fields, uri: 'u'.repeat(201) })).toThrow(/uri/);
  });
});

describe('seeded metadata accounts', () => {
  let run: RunningSimulator;
  let gov: Gov;
  beforeAll(async () => {
    run = await startSimulator({ oauth: testOAuth, governance: governanceModule, market: marketModule });
    gov = new Gov(run);
  });
  afterAll(() => run.close());

  it('gives every token an account owned by the metadata program that matches SimToken.metadata', async () => {
    const sim = run.sim();
    const symbols = [...sim.tokens.values()].map((t) => t.metadata.symbol);
    expect(symbols).toEqual([
      'LUMEN',
      'TIDE',
      'EMBER',
      'STONE',
      'QUILL',
      'PLAIN',
      'GRASS',
      'EDGE',
      'MIGR',
      'OPEN',
      'POOL',
    ]);
    const images = new Set<string>();
    for (const token of sim.tokens.values()) {
      const governance = sim.governance.governanceOf(token.mint);
      // Tokens without governance keep theirs at the mint's canonical (Metaplex) address.
      const address = governance
        ? (await sim.ledger.keypair(`metadata:${token.metadata.symbol}`)).address
        : await metadataAddressOf(token.mint);
      if (governance)
        expect((await gov.governance(token.metadata.symbol as 'LUMEN')).governance.metadata).toBe(address);
      const account = sim.ledger.account(address);
      expect(account?.owner).toBe(METADATA_PROGRAM_ADDRESS);
      const fields = read(account?.data ?? new Uint8Array());
      expect(fields).toMatchObject({
        key: 4,
        mint: token.mint,
        name: token.metadata.name,
        uri: token.metadata.uri,
      });
      expect(fields.updateAuthority).toBe(governance ?? sim.ledger.authority.address);
      expect(fields.uri.startsWith(`${run.url}/pinned/`)).toBe(true);
      const doc = pinnedContent(sim, fields.uri.split('/pinned/')[1] ?? '');
      expect(JSON.parse(new TextDecoder().decode(doc?.bytes))).toMatchObject({ name: token.metadata.name });
      images.add(token.metadata.image);
    }
    expect(images.size).toBe(sim.tokens.size);
  });

  it('marks finalized metadata immutable, mutable governance mutable', async () => {
    const address = async (symbol: string) =>
      symbol === 'PLAIN'
        ? metadataAddressOf([...run.sim().tokens.values()].find((t) => t.metadata.symbol === symbol)!.mint)
        : (await run.sim().ledger.keypair(`metadata:${symbol}`)).address;
    const flag = async (symbol: string) =>
      read(run.sim().ledger.account(await address(symbol))!.data).isMutable;
    expect(await flag('STONE')).toBe(false);
    expect(await flag('LUMEN')).toBe(true);
    expect(await flag('PLAIN')).toBe(false);
  });

  it('rewrites the account when a passed content change is applied at settlement', async () => {
    const tide = await gov.proposal('TIDE', 1);
    const address = (await run.sim().ledger.keypair('metadata:TIDE')).address;
    const before = read(run.sim().ledger.account(address)!.data).uri;
    await gov.write('settleProposal', 'bob', { proposal: tide.proposal });
    const after = read(run.sim().ledger.account(address)!.data);
    expect(after.uri).not.toBe(before);
    expect(after.uri).toBe(tide.actionUri);
    expect(run.sim().tokens.get(await gov.mint('TIDE'))?.metadata.uri).toBe(after.uri);
  });
});
