import 'server-only';
import { isAddress } from '@/lib/domain';
import { catalogueError } from '@/lib/partner';
import type { RequestHead } from '../http/request-head';
import type { OpenStream } from '../http/respond';
import type { Runtime } from '../runtime';
import { requireSession } from '../session';

// A page's request for its governance stream (GET /api/stream/governance/{mint}?proposal=…), by either
// door: Next's route (app/api/stream/governance/[mint]) and the production server's front door
// (relay/hot.ts `hotStream`, which writes the events to Node's response without a web Request, a
// ReadableStream and Next's piping per stream: a crowd of thousands holds a fraction of the memory).

/**
 * The checks before a stream opens (an active session, the token's and proposal's addresses, room for it
 * on the server), in that order; throws the error to answer, or gives what opens the stream.
 */
export async function governanceStreamRequest(
  rt: Pick<Runtime, 'store' | 'streams'>,
  request: RequestHead,
  mint: string,
): Promise<OpenStream> {
  const { sessionId, view } = await requireSession(rt, request);
  if (view.status !== 'active') throw catalogueError('needs_reconnect');
  const proposal = new URL(request.url).searchParams.get('proposal');
  if (!isAddress(mint) || (proposal !== null && !isAddress(proposal)))
    throw catalogueError('invalid_address', { message: 'The token or proposal address is not valid.' });
  const topic = { mint, proposal };
  const viewer = { sessionId, wallet: view.wallet };
  const refused = rt.streams.refusal(topic, viewer);
  if (refused) throw refused;
  return (send, end) => rt.streams.open(topic, viewer, send, end);
}
