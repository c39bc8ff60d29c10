// GET /api/stream/inbox – server-sent events for the header's bell: `unread` with the signed-in wallet's
// unread count at open and at each change, heartbeats and `retry:`.
import { otherMethods, route } from '@/lib/server/http/route';
import { streamResponse } from '@/lib/server/http/respond';
import { inboxStreamRequest } from '@/lib/server/inbox/stream';

// The production server's front door answers this route itself (lib/server/relay/hot.ts `hotStream`),
// with the same checks (inboxStreamRequest); this handler serves it under `next dev` and wherever Next
// alone serves the app.

export const dynamic = 'force-dynamic';

export const GET = route('stream.inbox', async ({ request, rt }) =>
  streamResponse(await inboxStreamRequest(rt, request), request.signal),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('stream.inbox', ['GET']);
