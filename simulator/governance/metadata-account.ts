// Token metadata accounts on the ledger, in the Metaplex Token Metadata v1 layout, so the chain shows each
// token's name, symbol and uri as a real reader (mpl-token-metadata, the dashboard) decodes them. The
// ledger runs no metadata program: accounts are written directly, at seeding and when an applied
// update-content changes them.
import { address, getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';
import type { Ledger } from '../ledger';
import type { TokenMetadata } from '../core/types';
import type { GovContext } from './context';
import type { GovernanceState } from './state';

export const METADATA_PROGRAM_ADDRESS = address('metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s');

/**
 * The canonical (Metaplex) metadata address of a mint, the program address of ["metadata", program, mint]:
 * where a token without governance keeps its account, so a client finds it from the mint alone.
 */
export async function metadataAddressOf(mint: Address): Promise<Address> {
  const encoder = getAddressEncoder();
  const [pda] = await getProgramDerivedAddress({
    programAddress: METADATA_PROGRAM_ADDRESS,
    seeds: ['metadata', encoder.encode(METADATA_PROGRAM_ADDRESS), encoder.encode(mint)],
  });
  return pda;
}

/** Metaplex's fixed field sizes (MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_URI_LENGTH, MAX_METADATA_LEN). */
export const NAME_BYTES = 32;
export const SYMBOL_BYTES = 10;
export const URI_BYTES = 200;
export const METADATA_ACCOUNT_BYTES = 679;
const KEY_METADATA_V1 = 4;

export interface MetadataAccountFields {
  updateAuthority: Address;
  mint: Address;
  name: string;
  symbol: string;
  uri: string;
  sellerFeeBasisPoints?: number;
  primarySaleHappened?: boolean;
  isMutable: boolean;
}

/**
 * The account data: key, update authority, mint, then name, symbol and uri as borsh strings padded with
 * NULs to their fixed sizes (as Metaplex stores them), seller fee, no creators, the two flags, and zeros
 * to the full account size (every later optional field reads as absent).
 */
export function encodeMetadataAccount(fields: MetadataAccountFields): Uint8Array {
  const data = new Uint8Array(METADATA_ACCOUNT_BYTES);
  const view = new DataView(data.buffer);
  const addresses = getAddressEncoder();
  let at = 0;
  data[at++] = KEY_METADATA_V1;
  data.set(addresses.encode(fields.updateAuthority), at);
  data.set(addresses.encode(fields.mint), (at += 32));
  at += 32;
  for (const [label, text, size] of [
    ['name', fields.name, NAME_BYTES],
    ['symbol', fields.symbol, SYMBOL_BYTES],
    ['uri', fields.uri, URI_BYTES],
  ] as const) {
    const bytes = new TextEncoder().encode(text);
    if (bytes.length > size) throw new Error(`metadata ${label} is longer than ${size} bytes`);
    view.setUint32(at, size, true);
    data.set(bytes, at + 4);
    at += 4 + size;
  }
  view.setUint16(at, fields.sellerFeeBasisPoints ?? 0, true);
  at += 2;
  data[at++] = 0; // creators: None
  data[at++] = fields.primarySaleHappened ? 1 : 0;
  data[at] = fields.isMutable ? 1 : 0;
  return data;
}

/** Writes (or rewrites) the metadata account at `account` with a token's name, symbol and uri. */
export function writeMetadataAccount(
  ledger: Ledger,
  account: Address,
  fields: Omit<MetadataAccountFields, 'name' | 'symbol' | 'uri'> & { metadata: TokenMetadata },
): void {
  const { metadata, ...rest } = fields;
  const data = encodeMetadataAccount({
    ...rest,
    name: metadata.name,
    symbol: metadata.symbol,
    uri: metadata.uri,
  });
  ledger.setAccountData(account, METADATA_PROGRAM_ADDRESS, data);
}

/**
 * Rewrites a governed token's metadata account from its metadata as it stands (`SimToken.metadata`); the
 * governance account is the update authority, and the account turns immutable once metadata is finalized.
 */
export function syncGovernedMetadata(ctx: GovContext, governance: GovernanceState): void {
  const token = ctx.sim.tokens.get(governance.mint);
  if (!token) throw new Error(`no token ${governance.mint}`);
  writeMetadataAccount(ctx.sim.ledger, governance.metadata, {
    mint: governance.mint,
    updateAuthority: governance.governance,
    metadata: token.metadata,
    isMutable: governance.finalizedBy === null,
  });
}
