// GET /api/stream/inbox – server-sent events for the header's bell: `unread` with the signed-in wallet's
// unread count at open and at each change, heartbeats and `retry:`.
import { sessionWallet } from '@/lib/server/holdings';
import { otherMethods, route } from '@/lib/server/http/route';
import { eventStream } from '@/lib/server/http/respond';
import { openInboxStream } from '@/lib/server/inbox/stream';
import { requireSession } from '@/lib/server/session';

export const dynamic = 'force-dynamic';

export const GET = route('stream.inbox', async ({ request, rt }) => {
  const session = await requireSession(rt, request);
  const wallet = sessionWallet(session);
  // The bell of a connected wallet lends its session to the watcher, which reads her tokens with it.
  await rt.watcher.lend(wallet, session.sessionId);

  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const end = () => {
        close();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      close = openInboxStream(rt.watcher, wallet, (chunk) => {
        try {
          controller.enqueue(chunk);
        } catch {
          close();
        }
      });
      request.signal.addEventListener('abort', end);
    },
    cancel() {
      close();
    },
  });
  return eventStream(body);
});

export const { POST, PUT, PATCH, DELETE } = otherMethods('stream.inbox', ['GET']);
