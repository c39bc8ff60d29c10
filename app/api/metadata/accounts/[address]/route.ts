// GET /api/metadata/accounts/{address} – a token's metadata as it stands (its on-chain account and JSON)
import type { TokenMetadataView } from '@/lib/api';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { readTokenMetadata, takeMetadataRead } from '@/lib/server/token-metadata';

export const dynamic = 'force-dynamic';

// Public chain data: no session, a per-IP budget instead.
export const GET = route<{ address: string }>('metadata.account', async ({ request, params, rt }) => {
  const limited = await takeMetadataRead(rt, request, 'metadata.account');
  if (limited) return limited;
  return json((await readTokenMetadata(rt.chain, params.address)) satisfies TokenMetadataView);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('metadata.account', ['GET']);
