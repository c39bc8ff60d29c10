// GET /api/metadata/mints/{mint} – a token's metadata found from its mint (name, symbol, image)
import type { TokenMetadataView } from '@/lib/api';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { readMintMetadata } from '@/lib/server/mint-metadata';
import { sessionOf } from '@/lib/server/session';
import { takeMetadataRead } from '@/lib/server/token-metadata';

export const dynamic = 'force-dynamic';

// Public chain data with a per-IP budget; a connected person's session also finds governed tokens' metadata.
export const GET = route<{ mint: string }>('metadata.mint', async ({ request, params, rt }) => {
  const limited = await takeMetadataRead(rt, request, 'metadata.mint');
  if (limited) return limited;
  if (!isAddress(params.mint))
    throw catalogueError('invalid_address', { message: 'The token address is not a valid Solana address.' });
  const session = await sessionOf(rt, request);
  return json(
    (await readMintMetadata(rt, params.mint, session?.sessionId ?? null)) satisfies TokenMetadataView,
  );
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('metadata.mint', ['GET']);
