import 'server-only';
import type { TokenMetadataView } from '@/lib/api';
import { ApiError, catalogueError } from '@/lib/partner';
import { canonicalSymbol, metadataAddressOf } from './chain';
import { readMetadataAccount } from './chain/metadata';
import { readGovernance } from './partner';
import type { Runtime } from './runtime';
import { readTokenMetadata } from './token-metadata';

// A token's metadata found from its mint alone: the account at the mint's canonical Metaplex address,
// else (for a connected person) the account the token's governance names. `404 not_found` when neither
// exists. Through the runtime's chain and seam.

type Reads = Pick<Runtime, 'chain' | 'partner'>;

export async function readMintMetadata(
  rt: Reads,
  mint: string,
  sessionId: string | null,
): Promise<TokenMetadataView> {
  try {
    return await readTokenMetadata(rt.chain, metadataAddressOf(mint));
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'not_found' || !sessionId) throw error;
  }
  const governed = await readGovernance(rt.partner, sessionId, mint).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'governance_not_found') return null;
    throw error;
  });
  if (!governed)
    throw catalogueError('not_found', { message: 'No metadata account was found for this token.' });
  return readTokenMetadata(rt.chain, governed.governance.metadata);
}

/**
 * A token's symbol found from its mint alone, without its metadata JSON: the canonical metadata account's,
 * else (for a connected person) that of the account the token's governance names; null when neither has
 * one or a read fails.
 */
export async function readMintSymbol(
  rt: Reads,
  mint: string,
  sessionId: string | null,
): Promise<string | null> {
  const canonical = await canonicalSymbol(rt.chain)(mint);
  if (canonical || !sessionId) return canonical;
  try {
    const governed = await readGovernance(rt.partner, sessionId, mint);
    return (await readMetadataAccount(rt.chain, governed.governance.metadata))?.symbol.trim() || null;
  } catch {
    return null;
  }
}
