import bs58 from 'bs58';
import { describe, expect, it } from 'vitest';
import { decodeMetadataAccount, METADATA_V1_KEY } from './metadata-layout';

// Account bytes built by hand, field by field, as Metaplex writes them.

const AUTHORITY = new Uint8Array(32).fill(7);
const MINT = new Uint8Array(32).fill(9);

function borshString(text: string, padTo?: number): number[] {
  const bytes = [...new TextEncoder().encode(text)];
  while (padTo !== undefined && bytes.length < padTo) bytes.push(0);
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, bytes.length, true);
  return [...length, ...bytes];
}

interface Parts {
  key?: number;
  name?: string;
  symbol?: string;
  uri?: string;
  pad?: boolean;
  creators?: number[];
  flags?: [number, number];
  trailing?: number;
}

function account(parts: Parts = {}): Uint8Array {
  const pad = parts.pad ?? true;
  return Uint8Array.from([
    parts.key ?? METADATA_V1_KEY,
    ...AUTHORITY,
    ...MINT,
    ...borshString(parts.name ?? 'Lumen', pad ? 32 : undefined),
    ...borshString(parts.symbol ?? 'LUMEN', pad ? 10 : undefined),
    ...borshString(parts.uri ?? 'https://pin.example/abc', pad ? 200 : undefined),
    0xf4,
    0x01, // seller fee 500
    ...(parts.creators ?? [0]),
    ...(parts.flags ?? [0, 1]),
    ...new Array<number>(parts.trailing ?? 0).fill(0),
  ]);
}

describe('decodeMetadataAccount', () => {
  it('reads the fields of a padded MetadataV1 account and trims the NULs', () => {
    expect(decodeMetadataAccount(account({ trailing: 355 }))).toEqual({
      updateAuthority: bs58.encode(AUTHORITY),
      mint: bs58.encode(MINT),
      name: 'Lumen',
      symbol: 'LUMEN',
      uri: 'https://pin.example/abc',
      sellerFeeBasisPoints: 500,
      primarySaleHappened: false,
      isMutable: true,
    });
  });

  it('reads unpadded strings, multi-byte text and a full-length name', () => {
    const name = 'Ünïcødé ✓ name'.padEnd(28, 'x');
    const decoded = decodeMetadataAccount(account({ name, symbol: 'ÜN', pad: false, flags: [1, 0] }));
    expect(decoded).toMatchObject({ name, symbol: 'ÜN', primarySaleHappened: true, isMutable: false });
    expect(decodeMetadataAccount(account({ name: 'N'.repeat(32) }))?.name).toBe('N'.repeat(32));
  });

  it('skips the creators when there are some', () => {
    const creator = [...new Uint8Array(32).fill(3), 1, 100];
    const decoded = decodeMetadataAccount(account({ creators: [1, 2, 0, 0, 0, ...creator, ...creator] }));
    expect(decoded).toMatchObject({ uri: 'https://pin.example/abc', isMutable: true });
  });

  it.each<[string, Uint8Array]>([
    ['empty data', new Uint8Array(0)],
    ['another account kind (MasterEditionV2)', account({ key: 6 })],
    ['an uninitialised account', new Uint8Array(679)],
    ['data cut inside the uri', account().subarray(0, 200)],
    ['data cut before the flags', account().subarray(0, account().length - 2)],
    ['a string length beyond the data', Uint8Array.from([4, ...AUTHORITY, ...MINT, 255, 255, 255, 255])],
    ['an invalid option tag for creators', account({ creators: [2] })],
    ['more creators than bytes', account({ creators: [1, 9, 0, 0, 0] })],
    ['text that is not UTF-8', Uint8Array.from([4, ...AUTHORITY, ...MINT, 2, 0, 0, 0, 0xff, 0xfe])],
  ])('gives null for %s', (_, data) => {
    expect(decodeMetadataAccount(data)).toBeNull();
  });
});
