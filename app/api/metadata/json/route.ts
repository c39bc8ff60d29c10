// GET /api/metadata/json?uri= – a pinned metadata JSON (e.g. a proposal's actionUri), fetched server-side
import { ApiError } from '@/lib/partner';
import { json } from '@/lib/server/http/respond';
import { route } from '@/lib/server/http/route';
import { readMetadataJson, takeMetadataRead } from '@/lib/server/token-metadata';

export const dynamic = 'force-dynamic';

const MAX_URI_LENGTH = 2048;

// Public content: no session, a per-IP budget instead. Only https or the upstream's origin is fetched.
export const GET = route('metadata.json', async ({ request }) => {
  const limited = await takeMetadataRead(request, 'metadata.json');
  if (limited) return limited;
  const uri = new URL(request.url).searchParams.get('uri');
  if (!uri || uri.length > MAX_URI_LENGTH)
    throw ApiError.from('invalid_input', { message: 'Name the metadata address in the uri parameter.' });
  return json(await readMetadataJson(uri));
});
