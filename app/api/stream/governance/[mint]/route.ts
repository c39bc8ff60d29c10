// GET /api/stream/governance/{mint}?proposal=… – server-sent events for a token's page (and the proposal
// it shows): `governance` or `votes` with the data the page shows at open and at each new version, the
// network's `time`, heartbeats, `retry:`, and `ended` when the viewer's connection to the service ended.
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import { otherMethods, route } from '@/lib/server/http/route';
import { eventStream } from '@/lib/server/http/respond';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route<{ mint: string }>(
  'stream.governance',
  async ({ request, params, rt }) => {
    const { sessionId, view } = await requireSession(rt, request);
    if (view.status !== 'active') throw catalogueError('needs_reconnect');
    const proposal = new URL(request.url).searchParams.get('proposal');
    if (!isAddress(params.mint) || (proposal !== null && !isAddress(proposal)))
      throw catalogueError('invalid_address', { message: 'The token or proposal address is not valid.' });
    const viewer = { sessionId, wallet: view.wallet };
    const refused = rt.streams.refusal({ mint: params.mint, proposal }, viewer);
    if (refused) throw refused;

    let close = () => {};
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        close = rt.streams.open(
          { mint: params.mint, proposal },
          viewer,
          (chunk) => {
            try {
              controller.enqueue(chunk);
            } catch {
              close();
            }
          },
          () => {
            try {
              controller.close();
            } catch {
              // already closed
            }
          },
        );
        request.signal.addEventListener('abort', () => {
          close();
          try {
            controller.close();
          } catch {
            // already closed
          }
        });
      },
      cancel() {
        close();
      },
    });
    return eventStream(body);
  },
  { query: ['proposal'] },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods('stream.governance', ['GET']);
