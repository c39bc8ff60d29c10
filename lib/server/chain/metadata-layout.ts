import 'server-only';
import bs58 from 'bs58';

// The Metaplex Token Metadata account layout (MetadataV1), decoded far enough to read a token's name,
// symbol and uri: key, update authority, mint, then three borsh strings (u32 length + bytes, which Metaplex
// pads with NULs to 32, 10 and 200 bytes), the seller fee, optional creators, and the two flags. Pure:
// bytes in, fields out; anything malformed is null, never an exception.

export const METADATA_PROGRAM_ID = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
export const METADATA_V1_KEY = 4;

/** Longest string accepted in any of the three fields (Metaplex allows at most 200 bytes). */
const MAX_STRING_BYTES = 1024;
const CREATOR_BYTES = 34; // address, verified, share

export interface MetadataAccount {
  updateAuthority: string;
  mint: string;
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints: number;
  primarySaleHappened: boolean;
  isMutable: boolean;
}

class Reader {
  #at = 0;
  readonly #view: DataView;
  readonly #decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(readonly bytes: Uint8Array) {
    this.#view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  #take(length: number): Uint8Array {
    if (length < 0 || this.#at + length > this.bytes.length) throw new RangeError('short account data');
    const slice = this.bytes.subarray(this.#at, this.#at + length);
    this.#at += length;
    return slice;
  }

  u8(): number {
    return this.#take(1)[0] ?? 0;
  }

  u16(): number {
    const at = this.#at;
    this.#take(2);
    return this.#view.getUint16(at, true);
  }

  u32(): number {
    const at = this.#at;
    this.#take(4);
    return this.#view.getUint32(at, true);
  }

  skip(length: number): void {
    this.#take(length);
  }

  address(): string {
    return bs58.encode(this.#take(32));
  }

  /** A borsh string with the NUL padding Metaplex adds taken off. */
  paddedString(): string {
    const length = this.u32();
    if (length > MAX_STRING_BYTES) throw new RangeError('string too long');
    return this.#decoder.decode(this.#take(length)).replace(/\0+$/, '');
  }
}

/** Name, symbol, uri and the fixed fields of a MetadataV1 account, or null when the data is not one. */
export function decodeMetadataAccount(data: Uint8Array): MetadataAccount | null {
  const reader = new Reader(data);
  try {
    if (reader.u8() !== METADATA_V1_KEY) return null;
    const updateAuthority = reader.address();
    const mint = reader.address();
    const name = reader.paddedString();
    const symbol = reader.paddedString();
    const uri = reader.paddedString();
    const sellerFeeBasisPoints = reader.u16();
    const creators = reader.u8(); // Option<Vec<Creator>>
    if (creators > 1) return null;
    if (creators === 1) reader.skip(reader.u32() * CREATOR_BYTES);
    const primarySaleHappened = reader.u8() === 1;
    const isMutable = reader.u8() === 1;
    return { updateAuthority, mint, name, symbol, uri, sellerFeeBasisPoints, primarySaleHappened, isMutable };
  } catch {
    return null;
  }
}
