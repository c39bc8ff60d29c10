// GET /api/metadata/json?uri= – a pinned metadata JSON (e.g. a proposal's actionUri), fetched server-side
import type { MetadataJsonView } from '@/lib/api';
import { catalogueError } from '@/lib/partner';
import { pinnedMetadataUrl } from '@/lib/server/metadata-uri';
import { json } from '@/lib/server/http/respond';
import { otherMethods, route } from '@/lib/server/http/route';
import { takePerIp } from '@/lib/server/http/per-ip';
import {
  METADATA_FETCHES_PER_MINUTE,
  metadataJsonKept,
  readMetadataJson,
  takeMetadataRead,
} from '@/lib/server/token-metadata';

export const dynamic = 'force-dynamic';

const MAX_URI_LENGTH = 2048;

// Public content: no session, a per-IP budget instead. Only pinned, content-addressed metadata is fetched.
export const GET = route(
  'metadata.json',
  async ({ request, rt }) => {
    const limited = await takeMetadataRead(rt, request, 'metadata.json');
    if (limited) return limited;
    const uri = new URL(request.url).searchParams.get('uri');
    if (!uri || uri.length > MAX_URI_LENGTH)
      throw catalogueError('invalid_input', { message: 'Name the metadata address in the uri parameter.' });
    const url = pinnedMetadataUrl(uri);
    if (!url)
      throw catalogueError('invalid_input', {
        message: 'Only pinned metadata (the service’s pinned content, IPFS or Arweave) can be read here.',
      });
    // What is not kept yet costs a fetch from the pinning service: fewer of those per address.
    if (!metadataJsonKept(url.href)) {
      const fetching = await takePerIp(rt, request, 'metadata.fetch', METADATA_FETCHES_PER_MINUTE);
      if (fetching) return fetching;
    }
    return json((await readMetadataJson(url.href)) satisfies MetadataJsonView);
  },
  { query: ['uri'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('metadata.json', ['GET']);
