// GET /api/stream/governance/{mint}?proposal=… – server-sent events for a token's page (and the proposal
// it shows): `governance` or `votes` with the data the page shows at open and at each new version, the
// network's `time`, heartbeats, `retry:`, and `ended` when the viewer's connection to the service ended.
import { otherMethods, route } from '@/lib/server/http/route';
import { streamResponse } from '@/lib/server/http/respond';
import { governanceStreamRequest } from '@/lib/server/read-model/stream-request';

// The production server's front door answers this route itself (lib/server/relay/hot.ts `hotStream`),
// with the same checks (governanceStreamRequest); this handler serves it under `next dev` and wherever
// Next alone serves the app.

export const dynamic = 'force-dynamic';

export const GET = route<{ mint: string }>(
  'stream.governance',
  async ({ request, params, rt }) =>
    streamResponse(await governanceStreamRequest(rt, request, params.mint), request.signal),
  { query: ['proposal'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('stream.governance', ['GET']);
