import 'server-only';
import { ApiError, type TokenMetadataView } from '@/lib/partner';
import { metadataAddressOf } from './chain';
import { readGovernance } from './partner';
import { readTokenMetadata } from './token-metadata';

// A token's metadata found from its mint alone: the account at the mint's canonical Metaplex address,
// else (for a connected person) the account the token's governance names. `404 not_found` when neither
// exists.

export async function readMintMetadata(mint: string, sessionId: string | null): Promise<TokenMetadataView> {
  try {
    return await readTokenMetadata(metadataAddressOf(mint));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'not_found' || !sessionId) throw error;
  }
  const governed = await readGovernance(sessionId, mint).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'governance_not_found') return null;
    throw error;
  });
  if (!governed)
    throw ApiError.from('not_found', { message: 'No metadata account was found for this token.' });
  return readTokenMetadata(governed.governance.metadata);
}
