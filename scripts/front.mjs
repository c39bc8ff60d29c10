// The front door of the production server (scripts/serve.mjs): the one place that sees the socket, so
// the one place that decides what the forwarding headers mean. Only a peer listed in TRUSTED_PROXIES may
// tell the client's address (X-Forwarded-For), the public host (X-Forwarded-Host) and the scheme
// (X-Forwarded-Proto); from anyone else they are dropped and the socket's own values stand. Behind it
// the app reads one normalised set: `Host` is the public host, `X-Forwarded-For` the client's single
// address, `X-Forwarded-Proto` http or https. It also cuts request bodies that trickle in, bounds each
// body by its route's limit before anything holds it (see `createFront`), and answers every request it
// cannot pass on (a method the app does not serve, what Node cannot parse) in the error shape.
import { createServer } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** How long a request body may take to arrive in full; then 408 and the connection is closed. */
export const BODY_TIMEOUT_MS = 30_000;

const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;

/** The 408 answer, in the error shape of lib/partner's catalogue (`request_timeout`). */
export const REQUEST_TIMEOUT_BODY = JSON.stringify({
  error: 'request_timeout',
  message: 'The request took too long to arrive.',
  action: 'Check your connection and try again.',
  retryable: false,
});

/**
 * The largest request body of any route (each has its own limit, below this: lib/server/http/body-limits.ts),
 * and the cap on the copy of a body Next keeps for the proxy (next.config.mjs).
 */
export const MAX_REQUEST_BODY_BYTES = 8 * 1024 * 1024;

/**
 * The largest body sent without a length (chunked) on any route: such a body is held here until it ends,
 * so a crowd of them is bounded by this, not by the routes' limits. Browsers always send the length.
 */
export const CHUNKED_BODY_BYTES = 64 * 1024;

/** The 413 answer for a body over `limit` bytes, in the error shape (`payload_too_large`). */
export function payloadTooLargeBody(limit, chunked = false) {
  return JSON.stringify({
    error: 'payload_too_large',
    message: chunked
      ? `A request body sent without its length may be at most ${limit} bytes here.`
      : `The request body may be at most ${limit} bytes here.`,
    action: chunked
      ? 'Send the body with a Content-Length, or a smaller one.'
      : 'Use a smaller image or shorter text.',
    retryable: false,
  });
}

/** The answers the front door gives itself, in the error shape of lib/partner's catalogue (same wording). */
export const FRONT_ERROR_BODIES = {
  method_not_allowed: JSON.stringify({
    error: 'method_not_allowed',
    message: 'This action is not supported here.',
    action: 'Reload the dashboard and try again.',
    retryable: false,
  }),
  headers_too_large: JSON.stringify({
    error: 'headers_too_large',
    message: 'The address or the headers of the request are too long.',
    action: 'Use a shorter link, or clear this site’s cookies and try again.',
    retryable: false,
  }),
  malformed_request: JSON.stringify({
    error: 'malformed_request',
    message: 'The request could not be read.',
    action: 'Check the address and try again.',
    retryable: false,
  }),
  request_timeout: REQUEST_TIMEOUT_BODY,
};

/**
 * The methods that reach the app: the API's (Next's route handlers know no others: any other token it
 * answered with an empty 400, TRACE with a 500), and for pages only reads. Anything else is answered
 * here with `405 method_not_allowed` in the error shape.
 */
export const API_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
export const PAGE_METHODS = ['GET', 'HEAD'];

const isApiPath = (target) => target === '/api' || /^\/api[/?#]/.test(target);

/** The head of an answer in the error shape: JSON, never cached, nothing sniffed. */
function errorHead(status, body, extra = {}) {
  return {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...extra,
  };
}

/** Writes one of FRONT_ERROR_BODIES as the answer to a request Node has parsed. */
function refuse(res, status, code, extra = {}) {
  const body = FRONT_ERROR_BODIES[code];
  res.writeHead(status, errorHead(status, body, extra));
  res.end(body);
}

const STATUS_TEXT = {
  400: 'Bad Request',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** An answer written straight to a socket whose request Node could not parse (no response object). */
function rawAnswer(status, code, extra = {}) {
  const body = FRONT_ERROR_BODIES[code];
  const head = { ...errorHead(status, body, extra), connection: 'close' };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * Node's answer to a request it could not parse (an unknown method token, a malformed request line or
 * header, headers over the size limit, a body that never came), in the error shape instead of its bare
 * status line; a socket that cannot take an answer any more is closed.
 */
export function answerClientError(error, socket) {
  const code = error?.code;
  const answered = socket._httpMessage?.headersSent;
  if (code === 'ECONNRESET' || !socket.writable || answered) return void socket.destroy();
  let answer;
  if (code === 'HPE_HEADER_OVERFLOW') answer = rawAnswer(431, 'headers_too_large');
  else if (code === 'HPE_INVALID_METHOD')
    answer = rawAnswer(405, 'method_not_allowed', { allow: API_METHODS.join(', ') });
  else if (code === 'ERR_HTTP_REQUEST_TIMEOUT') answer = rawAnswer(408, 'request_timeout');
  else answer = rawAnswer(400, 'malformed_request');
  socket.end(answer);
}

/**
 * How long an idle kept-alive connection is kept. Node's default (5 s) is shorter than many clients keep
 * one (a load balancer's is often 60 s): a request a client sends on a connection as the server closes it
 * is reset (a browser sends it again; a balancer answers 502; a script's client fails). So the server keeps
 * idle connections longer; a slow client is still bounded by `headersTimeout`, which an idle connection
 * does not count against.
 */
export const KEEP_ALIVE_MS = 65_000;

/**
 * Connections waiting to be accepted, at most (the kernel caps it at `net.core.somaxconn`). Node's
 * default, 511, fills when a crowd's pages open their streams within seconds while the event loop is
 * busy: the kernel drops what does not fit, and each of those clients' TCP tries again a second or more
 * later (the crowd bench found the instances' queues full while 10,000 streams opened).
 */
export const LISTEN_BACKLOG = 4096;

/**
 * The production server's HTTP server around `listener` (the front door): a request Node cannot parse,
 * a CONNECT (Node has no listener for it and drops the connection) and an expectation other than
 * 100-continue each get a clean answer; a request without a Host header reaches the front door, which
 * answers it (Node's own answer is a bare 400).
 */
export function createFrontServer(listener) {
  const server = createServer({ requireHostHeader: false, keepAliveTimeout: KEEP_ALIVE_MS }, listener);
  server.on('clientError', answerClientError);
  server.on('connect', (_req, socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, 'method_not_allowed', { allow: API_METHODS.join(', ') }));
  });
  // An expectation other than 100-continue is ignored (RFC 9110 lets a server do so): the request is served.
  server.on('checkExpectation', listener);
  return server;
}

/** An IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) as the IPv4 address it is. */
export function plainAddress(address) {
  const value = String(address ?? '').trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value);
  return mapped ? mapped[1] : value;
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges (IPv4 or IPv6). Returns a predicate over
 * addresses; throws an Error naming the variable on a bad entry.
 */
export function parseTrustedProxies(raw) {
  const list = new BlockList();
  const entries = String(raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const valid =
      family !== 0 &&
      extra === undefined &&
      (prefix === undefined || (/^[0-9]{1,3}$/.test(prefix) && Number(prefix) <= bits));
    if (!valid)
      throw new Error(
        `Invalid configuration:\n  TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`,
      );
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  if (entries.length === 0) return () => false;
  return (candidate) => {
    const address = plainAddress(candidate);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

const first = (value) =>
  String(value ?? '')
    .split(',')[0]
    .trim();

/**
 * The request as the app may read it. `peer` is the socket's address, `encrypted` whether the socket is
 * TLS, `trusted` the TRUSTED_PROXIES predicate. Returns the headers to use (forwarding headers replaced).
 */
export function normalizeForwarding(headers, { peer, encrypted, trusted }) {
  const fromProxy = trusted(peer);
  let client = plainAddress(peer);
  let host = typeof headers.host === 'string' ? headers.host : '';
  let proto = encrypted ? 'https' : 'http';
  if (fromProxy) {
    // The client is the last hop no trusted proxy vouches for, read from the right.
    const hops = String(headers['x-forwarded-for'] ?? '')
      .split(',')
      .map((hop) => plainAddress(hop))
      .filter(Boolean);
    for (const hop of hops.reverse()) {
      if (isIP(hop) === 0) break;
      client = hop;
      if (!trusted(hop)) break;
    }
    const forwardedHost = first(headers['x-forwarded-host']);
    if (HOST.test(forwardedHost)) host = forwardedHost;
    const forwardedProto = first(headers['x-forwarded-proto']).toLowerCase();
    if (forwardedProto === 'https' || forwardedProto === 'http') proto = forwardedProto;
  }
  const result = { ...headers };
  for (const name of FORWARDING_HEADERS) delete result[name];
  result['x-forwarded-for'] = client;
  result['x-forwarded-proto'] = proto;
  if (host !== '' && HOST.test(host)) {
    result.host = host;
    result['x-forwarded-host'] = host;
  } else delete result.host;
  return result;
}

/** `http://other.example/path?q` (absolute form) as `/path?q`: the Host header alone names the site. */
export function originForm(url) {
  if (typeof url !== 'string' || url.startsWith('/')) return url || '/';
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return '/';
  }
}

/**
 * Malformed percent-encoding made literal: each `%` of a path segment that does not decode becomes `%25`,
 * so Next never fails on it (it answered 500) and the segment names what was sent. The same rule as
 * lib/domain/percent-encoding.ts, which the simulator uses.
 */
export function literalMalformedEscapes(target) {
  if (!target.includes('%')) return target;
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  const query = queryAt < 0 ? '' : target.slice(queryAt);
  const repaired = path
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replaceAll('%', '%25');
      }
    })
    .join('/');
  return `${repaired}${query}`;
}

/** The reads the app may answer itself, before Next's router (lib/server/relay/hot.ts). */
const HOT_PREFIX = '/api/partner/v1/governance/';

/**
 * A hot read answered by the app's `hotRead` (the method, the absolute URL and Node's header record in;
 * out, its status, header pairs and body, or null when it is not one); anything it does not answer, or a
 * failure before an answer, goes on to Next.
 */
async function serveHot(hotRead, req, res, handle) {
  let answer = null;
  try {
    const origin = `${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host ?? 'localhost'}`;
    answer = await hotRead({ method: 'GET', url: `${origin}${req.url}`, headers: req.headers });
  } catch {
    answer = null;
  }
  if (!answer) return handle(req, res);
  writeAnswer(res, answer);
}

/** Writes an answer of the app (status, header pairs, body) with its length in bytes. */
function writeAnswer(res, answer) {
  const head = [];
  for (const [name, value] of answer.headers) if (name !== 'content-length') head.push(name, value);
  head.push(
    'content-length',
    String(typeof answer.body === 'string' ? Buffer.byteLength(answer.body) : answer.body.byteLength),
  );
  res.writeHead(answer.status, head);
  res.end(answer.body);
}

/** The event streams the app may answer itself (lib/server/relay/hot.ts `hotStream`). */
const STREAM_PREFIX = '/api/stream/';

/**
 * An event stream (a page's governance stream, the header's bell) opened by the app's `hotStream`, which writes to `res` itself (the method,
 * the absolute URL and Node's header record in; out, 'streaming', an error to write, or null when it is
 * not one); anything it does not answer, or a failure before its answer began, goes on to Next.
 */
async function serveStream(hotStream, req, res, handle) {
  let answer = null;
  try {
    const origin = `${req.headers['x-forwarded-proto'] ?? 'http'}://${req.headers.host ?? 'localhost'}`;
    answer = await hotStream({ method: 'GET', url: `${origin}${req.url}`, headers: req.headers }, res);
  } catch {
    answer = null;
  }
  if (answer === 'streaming') return;
  if (res.headersSent) return res.end();
  if (!answer) return handle(req, res);
  writeAnswer(res, answer);
}

/** How long a refused body's sender has to finish sending it (discarded) before its connection is cut. */
export const DRAIN_MS = 5_000;

/**
 * Answers 413. The rest of the body is never kept: it is discarded as it arrives, so that the client, still
 * sending, reads the answer rather than a reset; a body not over within `drainMs` has its connection cut.
 */
function refuseBody(req, res, limit, declared, refused, drainMs) {
  refused?.({ method: req.method, path: req.url.split('?')[0], status: 413, limit, declared });
  if (res.headersSent) return req.socket.destroy();
  const body = payloadTooLargeBody(limit, declared === null);
  res.writeHead(413, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
  if (!req.complete)
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, drainMs).unref();
}

/**
 * A body sent without a length (chunked): its chunks are held here as they arrive, counted, until it ends
 * (then they are given to the request as they came, and `then` runs) or passes `limit` (then they are
 * dropped, the request is answered 413 and the rest of the body is discarded: the app never sees it).
 * Next would hold such a body in full before its route runs anyway; here none is held past the limit.
 */
function holdChunked(req, res, limit, refused, drainMs, then) {
  const push = req.push;
  let chunks = [];
  let size = 0;
  req.push = (chunk, encoding) => {
    if (chunks === null) return true;
    if (chunk === null) {
      delete req.push;
      for (const held of chunks) push.call(req, held);
      chunks = null;
      push.call(req, null);
      setImmediate(then);
      return true;
    }
    size += chunk.byteLength ?? Buffer.byteLength(chunk, encoding);
    if (size > limit) {
      chunks = null;
      refuseBody(req, res, limit, null, refused, drainMs);
      return true;
    }
    chunks.push(chunk);
    return true;
  };
}

/**
 * Wraps a Node request listener: forwarding headers normalised, the request target in origin form with
 * malformed escapes made literal, methods the app does not serve and requests without a Host answered in
 * the error shape, and a body that has not fully arrived within `bodyTimeoutMs` answered `408` and its connection closed.
 * `hot` gives the app's answer to the hot reads once the app has started (undefined until then), and
 * `stream` its event streams.
 * Bodies are bounded by `bodyLimit` (the app's limit for a method and path, once it has started; the
 * ceiling until then): a declared length over it is `413` at once, before any of the body is read; a
 * chunked body is held here and refused as soon as it passes the limit (and CHUNKED_BODY_BYTES, whatever
 * the route). `refused` logs each 413; the refused body is discarded for at most `drainMs`.
 * The listener's third argument says the client waits for `100 Continue` (the server's `checkContinue`):
 * it is sent only once the declared length is within the limit.
 */
export function createFront(
  handle,
  {
    trusted,
    bodyTimeoutMs = BODY_TIMEOUT_MS,
    hot = () => undefined,
    stream = () => undefined,
    bodyLimit = () => undefined,
    refused = () => undefined,
    drainMs = DRAIN_MS,
  },
) {
  return (req, res, expectsContinue = false) => {
    const hostless = req.headers.host === undefined && req.httpVersion === '1.1';
    const headers = normalizeForwarding(req.headers, {
      peer: req.socket.remoteAddress,
      encrypted: Boolean(req.socket.encrypted),
      trusted,
    });
    for (const name of Object.keys(req.headers)) if (!(name in headers)) delete req.headers[name];
    Object.assign(req.headers, headers);
    req.url = literalMalformedEscapes(originForm(req.url));
    const methods = isApiPath(req.url) ? API_METHODS : PAGE_METHODS;
    if (!methods.includes(req.method))
      return refuse(res, 405, 'method_not_allowed', { allow: methods.join(', ') });
    if (hostless) return refuse(res, 400, 'malformed_request');
    if (!req.complete) {
      const timer = setTimeout(() => {
        if (req.complete || res.writableEnded) return;
        if (!res.headersSent) {
          res.writeHead(408, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(REQUEST_TIMEOUT_BODY),
            'cache-control': 'no-store',
            connection: 'close',
          });
          res.end(REQUEST_TIMEOUT_BODY, () => req.socket.destroy());
        } else req.socket.destroy();
      }, bodyTimeoutMs);
      timer.unref();
      const clear = () => clearTimeout(timer);
      req.once('end', clear);
      res.once('close', clear);
    }
    const limit = Math.min(
      MAX_REQUEST_BODY_BYTES,
      bodyLimit()?.(req.method, req.url.split('?')[0]) ?? MAX_REQUEST_BODY_BYTES,
    );
    const lengthHeader = req.headers['content-length'];
    const declared = lengthHeader === undefined ? null : Number(lengthHeader);
    if (declared !== null && !(declared <= limit))
      return refuseBody(req, res, limit, declared, refused(), drainMs);
    if (expectsContinue) res.writeContinue();
    const proceed = () => {
      const hotRead = req.method === 'GET' && req.url.startsWith(HOT_PREFIX) ? hot() : undefined;
      if (hotRead) return serveHot(hotRead, req, res, handle);
      const hotStream = req.method === 'GET' && req.url.startsWith(STREAM_PREFIX) ? stream() : undefined;
      if (hotStream) return serveStream(hotStream, req, res, handle);
      return handle(req, res);
    };
    if (declared === null && req.headers['transfer-encoding'] !== undefined && !req.complete)
      return holdChunked(req, res, Math.min(limit, CHUNKED_BODY_BYTES), refused(), drainMs, proceed);
    return proceed();
  };
}

/**
 * Gives back the memory of a crowd of event streams once it has left. An open stream holds tens of
 * kilobytes; when thousands close at once they are garbage, but an idle server allocates nothing, so the
 * collector does not run and the process stays at its peak. When the open streams have fallen by
 * `threshold` since the last collection and none closed for `delayMs`, `collect` runs once; it runs again
 * `settleMs` later if no stream opened meanwhile, because only a collection at a low allocation rate
 * lets V8 shrink the young generation that the crowd grew (tens of megabytes otherwise kept).
 */
export function streamsCollector({ collect, threshold = 200, delayMs = 2_000, settleMs = 15_000 }) {
  let open = 0;
  let peak = 0;
  let opened = 0;
  let timer = null;
  return (req, res) => {
    if (!req.url.startsWith('/api/stream/')) return;
    open += 1;
    opened += 1;
    peak = Math.max(peak, open);
    res.once('close', () => {
      open -= 1;
      if (peak - open < threshold) return;
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        collect();
        peak = open;
        const openedBefore = opened;
        timer = setTimeout(() => {
          timer = null;
          if (opened === openedBefore) collect();
        }, settleMs);
        timer.unref?.();
      }, delayMs);
      timer.unref?.();
    });
  };
}
