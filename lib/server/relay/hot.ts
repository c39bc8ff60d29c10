import 'server-only';
import { processHolder } from '../holder.mjs';
import { bodyLimitFor, logRefusedBody } from '../http/body-limits';
import { nodeRequestHead, type NodeHeaders, type RequestHead } from '../http/request-head';
import { securityHeadersFor } from '../http/response-headers';
import { EVENT_STREAM_HEADERS, type OpenStream } from '../http/respond';
import { handle } from '../http/route';
import { toWire, type WireAnswer } from '../http/wire';
import { inboxStreamRequest } from '../inbox/stream';
import { stopRuntime, type Runtime } from '../runtime';
import { servedAnswer, type Served, type ServedAnswer } from '../read-model';
import { governanceStreamRequest } from '../read-model/stream-request';
import { relayRead } from './index';

// The hot reads, served by the production server's front door (scripts/front.mjs) without Next's router:
// the governance read and a proposal's voter list, which the read model answers from memory for every
// viewer. They go through the same route wrapper and relay as /api/partner/v1/* (session, read model,
// errors in the spec's shape, one log line) and get the same security headers as proxy.ts gives every
// API answer. What is left out: Next's router, and the web Request and Response of each read (a body
// stream and an abort signal in, a body stream out), which together cost a read half its time. Anything
// else, and any request this cannot read, goes on to Next.

const PREFIX = '/api/partner/v1/';
const HOT = /^\/api\/partner\/v1\/governance\/(?:[^/]+|proposals\/[^/]+\/votes)$/;

/** The path's segments after the prefix, decoded as Next decodes a catch-all; null when one does not decode. */
function segments(pathname: string): string[] | null {
  try {
    return pathname.slice(PREFIX.length).split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** What the front door hands over: the method, the absolute URL and Node's header record. */
export type HotRequest = { method: string; url: string; headers: NodeHeaders };

/** A hot read's answer as the front door writes it: headers as name and value pairs (cookies repeat). */
export type HotAnswer = WireAnswer;

/** The path of an absolute URL, without its query (cheaper than `new URL` on every request). */
function pathnameOf(url: string): string {
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const queryAt = url.indexOf('?', pathStart);
  return url.slice(pathStart, queryAt < 0 ? undefined : queryAt);
}

const renderLean = (served: Served, request: RequestHead): ServedAnswer =>
  servedAnswer(served, request.headers.get('if-none-match'));

/** The answer to a hot read, or null when `request` is not one (the front door then hands it to Next). */
export async function hotRead(request: HotRequest): Promise<HotAnswer | null> {
  if (request.method !== 'GET') return null;
  const pathname = pathnameOf(request.url);
  const path = HOT.test(pathname) ? segments(pathname) : null;
  if (!path) return null;
  const head = nodeRequestHead(request.method, request.url, request.headers);
  const { requestId, answer } = await handle(
    'partner.proxy',
    head,
    { path },
    (ctx) => relayRead<ServedAnswer>(ctx, renderLean),
    { query: null },
  );
  return toWire(answer, requestId, securityHeadersFor(head, pathname));
}

/**
 * The event streams the front door answers itself: a page's governance stream and the header's bell. Each
 * with its route's name and query, and the checks Next's route makes (its stream's request function).
 */
const STREAMS: {
  pattern: RegExp;
  name: string;
  query: readonly string[];
  open: (rt: Runtime, request: RequestHead, param: string | undefined) => Promise<OpenStream>;
}[] = [
  {
    pattern: /^\/api\/stream\/governance\/([^/]+)$/,
    name: 'stream.governance',
    query: ['proposal'],
    open: (rt, request, mint) => governanceStreamRequest(rt, request, mint!),
  },
  {
    pattern: /^\/api\/stream\/inbox$/,
    name: 'stream.inbox',
    query: [],
    open: (rt, request) => inboxStreamRequest(rt, request),
  },
];

/** As much of Node's response as a stream writes (the front door's `ServerResponse`). */
export type StreamSink = {
  writeHead(status: number, headers: string[]): unknown;
  write(chunk: Uint8Array): unknown;
  end(): unknown;
  once(event: 'close', listener: () => void): unknown;
  /** True once the connection is gone (the client left, or the server closed it). */
  readonly destroyed: boolean;
};

/**
 * An event stream (a page's GET /api/stream/governance/{mint}?proposal=…, or the bell's GET
 * /api/stream/inbox), answered by the front door: the same route wrapper (request id, one log line) and
 * checks as Next's route, the same headers as Next's answer with the API's security headers, and the same
 * events, written to Node's response as they come. 'streaming' once the stream is open (it ends when
 * `sink` closes) or its client has gone, the error to write when it may not open, or null when `request`
 * is not one (the front door then hands it to Next). Next's route would hold a web Request and its abort
 * signal, a ReadableStream and Next's piping for each open page: a crowd of thousands of streams holds a
 * fraction of that memory here.
 */
export async function hotStream(
  request: HotRequest,
  sink: StreamSink,
): Promise<HotAnswer | 'streaming' | null> {
  if (request.method !== 'GET') return null;
  const pathname = pathnameOf(request.url);
  let found: { stream: (typeof STREAMS)[number]; param: string | undefined } | null = null;
  try {
    for (const stream of STREAMS) {
      const match = stream.pattern.exec(pathname);
      if (match) found = { stream, param: match[1] === undefined ? undefined : decodeURIComponent(match[1]) };
    }
  } catch {
    return null;
  }
  if (!found) return null;
  const { stream, param } = found;
  const head = nodeRequestHead(request.method, request.url, request.headers);
  const security = securityHeadersFor(head, pathname);
  let streaming = false;
  const { requestId, answer } = await handle(
    stream.name,
    head,
    {},
    async ({ request: checked, rt, requestId: id }) => {
      const openStream = await stream.open(rt, checked, param);
      // The client may have left while its session was read: nothing to open then.
      if (sink.destroyed) return { status: 499 };
      const headers = { ...EVENT_STREAM_HEADERS, ...security, 'x-request-id': id };
      sink.writeHead(200, Object.entries(headers).flat());
      const close = openStream(
        (chunk) => {
          if (!sink.destroyed) sink.write(chunk);
        },
        () => sink.end(),
      );
      sink.once('close', close);
      streaming = true;
      return { status: 200 };
    },
    { query: stream.query },
  );
  if (streaming || sink.destroyed) return 'streaming';
  return toWire(answer as Response, requestId, security);
}

/**
 * The front door's adapter to the app (scripts/front.mjs, run by scripts/serve.mjs in the same process):
 * the hot reads and the event streams it answers without Next's router, each route's body limit (enforced before Next reads or
 * copies a body) and its log line, and the shutdown it runs on SIGTERM or SIGINT before the process
 * exits, so that the store is closed (its last copy written, PostgreSQL stopped cleanly, its lock
 * released) rather than cut off mid-write.
 */
export const frontDoor = {
  hotRead,
  hotStream,
  bodyLimit: bodyLimitFor,
  refusedBody: logRefusedBody,
  shutdown: stopRuntime,
};

export type FrontDoor = typeof frontDoor;

/** Puts the adapter where the front door finds it, as the app starts (instrumentation.ts). */
export function openFrontDoor(): void {
  processHolder.front = frontDoor;
}
