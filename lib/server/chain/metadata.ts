import 'server-only';
import { PublicKey } from '@solana/web3.js';
import { withRpc, type ChainConnections } from './connection';
import { decodeMetadataAccount, METADATA_PROGRAM_ID, type MetadataAccount } from './metadata-layout';

// A token's metadata account as the chain holds it (Metaplex Token Metadata), read through the process's
// RPC connection. Failures of the RPC itself are `502 rpc_unavailable` (withRpc).

export { METADATA_PROGRAM_ID, type MetadataAccount } from './metadata-layout';

const METADATA_PROGRAM = new PublicKey(METADATA_PROGRAM_ID);

/**
 * The decoded metadata account at `address` (a valid base58 address), or null when there is no account,
 * the metadata program does not own it, or its data is not a MetadataV1 account.
 */
export async function readMetadataAccount(
  chain: ChainConnections,
  address: string,
): Promise<MetadataAccount | null> {
  const info = await withRpc('getAccountInfo', () =>
    chain.connection().getAccountInfo(new PublicKey(address), 'confirmed'),
  );
  if (!info || !info.owner.equals(METADATA_PROGRAM)) return null;
  return decodeMetadataAccount(info.data);
}
