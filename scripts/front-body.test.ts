// Request bodies at the front door (scripts/front.mjs), over real sockets: each route's limit (from
// lib/server/http/body-limits.ts) enforced before the app reads or holds a body.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { NextConfig } from 'next';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueError, LIMITS } from '@/lib/partner';
import { bodyLimitFor, EMBED_SESSION_BODY_BYTES, NO_BODY_BYTES } from '@/lib/server/http/body-limits';
import { MULTIPART_BODY_BYTES, readMultipart } from '@/lib/server/relay/multipart-reader';
import {
  CHUNKED_BODY_BYTES,
  createFront,
  MAX_REQUEST_BODY_BYTES,
  parseTrustedProxies,
  payloadTooLargeBody,
  type RefusedBody,
} from './front.mjs';

const UPLOAD = '/api/partner/v1/governance/proposals/update-content';
const VOTE = '/api/partner/v1/governance/votes';

describe('the body limit of each route', () => {
  it('is the multipart form for the upload, 64 KiB for JSON writes, small for everything else', () => {
    expect(bodyLimitFor('POST', UPLOAD)).toBe(MULTIPART_BODY_BYTES);
    expect(MULTIPART_BODY_BYTES).toBeGreaterThan(LIMITS.fileBytes);
    expect(bodyLimitFor('POST', VOTE)).toBe(LIMITS.jsonBodyBytes);
    expect(bodyLimitFor('GET', '/api/partner/v1/governance/M1')).toBe(NO_BODY_BYTES);
    expect(bodyLimitFor('POST', '/api/partner/v1/nowhere')).toBe(NO_BODY_BYTES);
    expect(bodyLimitFor('POST', '/api/embed/session')).toBe(EMBED_SESSION_BODY_BYTES);
    expect(bodyLimitFor('POST', '/api/auth/logout')).toBe(NO_BODY_BYTES);
    expect(bodyLimitFor('POST', '/tokens/abc')).toBe(NO_BODY_BYTES);
  });

  it('is below the ceiling, which caps the copy Next keeps for the proxy', async () => {
    const configFile = '../next.config.mjs'; // plain JavaScript, without declarations
    const nextConfig = ((await import(configFile)) as { default: NextConfig }).default;
    expect(MULTIPART_BODY_BYTES).toBeLessThanOrEqual(MAX_REQUEST_BODY_BYTES);
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBe(MAX_REQUEST_BODY_BYTES);
  });

  it('is refused in the error shape', () => {
    const message = `The request body may be at most ${LIMITS.jsonBodyBytes} bytes here.`;
    expect(JSON.parse(payloadTooLargeBody(LIMITS.jsonBodyBytes))).toEqual(
      catalogueError('payload_too_large', { message }).toBody(),
    );
  });
});

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

type Seen = { url: string; bytes: number };

/** The front door over `handler`, with the app's body limits; what reached the app, and what was logged. */
async function listen(handler?: (req: IncomingMessage, res: ServerResponse) => Promise<void>) {
  const seen: Seen[] = [];
  const refusals: Parameters<RefusedBody>[0][] = [];
  const app =
    handler ??
    (async (req: IncomingMessage, res: ServerResponse) => {
      let bytes = 0;
      for await (const chunk of req) bytes += (chunk as Buffer).byteLength;
      seen.push({ url: req.url ?? '', bytes });
      res.end(JSON.stringify({ bytes }));
    });
  const front = createFront(
    (req, res) => {
      if (handler) seen.push({ url: req.url ?? '', bytes: -1 });
      return app(req, res);
    },
    {
      trusted: parseTrustedProxies(''),
      bodyLimit: () => bodyLimitFor,
      refused: () => (entry) => refusals.push(entry),
      drainMs: 300,
    },
  );
  server = createServer(front);
  server.on('checkContinue', (req, res) => front(req, res, true));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, seen, refusals };
}

/**
 * Sends the head, then `body` (a Buffer, or a count of chunks of `chunkBytes` sent as a chunked body)
 * unless told to wait for the answer first; collects the answer until the server closes the connection.
 */
function exchange(
  port: number,
  head: string,
  body: { bytes?: Buffer; chunks?: number; chunkBytes?: number; waitForAnswer?: boolean } = {},
): Promise<{ text: string; sentBytes: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let sentBytes = 0;
    socket.on('data', (data) => (text += data.toString('latin1')));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error),
    );
    socket.on('close', () => resolve({ text, sentBytes }));
    socket.write(head);
    if (body.waitForAnswer) return;
    void (async () => {
      if (body.bytes) {
        socket.write(body.bytes);
        sentBytes += body.bytes.byteLength;
      }
      const chunk = Buffer.alloc(body.chunkBytes ?? 0, 0x61);
      for (let i = 0; i < (body.chunks ?? 0); i += 1) {
        if (socket.destroyed || text !== '') return;
        const ok = socket.write(`${chunk.byteLength.toString(16)}\r\n`);
        socket.write(chunk);
        socket.write('\r\n');
        sentBytes += chunk.byteLength;
        if (!ok) await new Promise((r) => setTimeout(r, 5));
      }
      if (body.chunks !== undefined && !socket.destroyed) socket.write('0\r\n\r\n');
    })();
  });
}

const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);
const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

describe('bodies at the front door', () => {
  it('answers a declared length over the route’s limit with 413 before any of the body is sent', async () => {
    const { port, seen, refusals } = await listen();
    const { text, sentBytes } = await exchange(
      port,
      `POST ${VOTE} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${10 * 1024 * 1024}\r\n\r\n`,
      { waitForAnswer: true },
    );
    // Nothing was sent: the connection was cut once the client had had its time to send the body.
    expect(sentBytes).toBe(0);
    expect(statusOf(text)).toBe(413);
    expect(bodyOf(text)).toEqual(JSON.parse(payloadTooLargeBody(LIMITS.jsonBodyBytes)));
    expect(seen).toEqual([]);
    expect(refusals).toEqual([
      { method: 'POST', path: VOTE, status: 413, limit: LIMITS.jsonBodyBytes, declared: 10 * 1024 * 1024 },
    ]);
  });

  it('never tells a client that waits for 100 Continue to send a body over the limit', async () => {
    const { port, seen } = await listen();
    const head = (length: number) =>
      `POST ${VOTE} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nExpect: 100-continue\r\n` +
      `Content-Length: ${length}\r\nConnection: close\r\n\r\n`;
    const over = await exchange(port, head(LIMITS.jsonBodyBytes + 1), { waitForAnswer: true });
    expect(over.text).not.toContain('100 Continue');
    expect(statusOf(over.text)).toBe(413);
    expect(seen).toEqual([]);
    const within = await exchange(port, head(2), { bytes: Buffer.from('{}') });
    expect(within.text).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 200 /);
    expect(seen).toEqual([{ url: VOTE, bytes: 2 }]);
  });

  it('cuts a chunked body at the route’s limit: 413, the connection closed, nothing handed on', async () => {
    const { port, seen, refusals } = await listen();
    const { text, sentBytes } = await exchange(
      port,
      `POST ${VOTE} HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      { chunks: 10 * 64, chunkBytes: 16 * 1024 },
    );
    expect(statusOf(text)).toBe(413);
    expect(bodyOf(text)).toEqual(JSON.parse(payloadTooLargeBody(LIMITS.jsonBodyBytes, true)));
    expect(sentBytes).toBeLessThan(10 * 1024 * 1024);
    expect(seen).toEqual([]);
    expect(refusals).toMatchObject([{ path: VOTE, status: 413, declared: null }]);
  });

  it('hands a chunked body within the limit on whole, and a declared one as it streams', async () => {
    const { port, seen } = await listen();
    const chunked = await exchange(
      port,
      `POST ${VOTE} HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
      { chunks: 4, chunkBytes: 16 * 1024 },
    );
    expect(statusOf(chunked.text)).toBe(200);
    const declared = await exchange(
      port,
      `POST ${VOTE} HTTP/1.1\r\nHost: a\r\nContent-Length: ${LIMITS.jsonBodyBytes}\r\nConnection: close\r\n\r\n`,
      { bytes: Buffer.alloc(LIMITS.jsonBodyBytes, 0x20) },
    );
    expect(statusOf(declared.text)).toBe(200);
    expect(seen).toEqual([
      { url: VOTE, bytes: 64 * 1024 },
      { url: VOTE, bytes: LIMITS.jsonBodyBytes },
    ]);
  });

  it('holds no chunked body past 64 KiB, even on the upload route: send its length', async () => {
    const { port, seen } = await listen();
    const { text } = await exchange(
      port,
      `POST ${UPLOAD} HTTP/1.1\r\nHost: a\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n',
      { chunks: 64, chunkBytes: 16 * 1024 },
    );
    expect(statusOf(text)).toBe(413);
    expect(bodyOf(text)).toEqual(JSON.parse(payloadTooLargeBody(CHUNKED_BODY_BYTES, true)));
    expect(JSON.parse(payloadTooLargeBody(CHUNKED_BODY_BYTES, true))).toEqual(
      catalogueError('payload_too_large', {
        message: `A request body sent without its length may be at most ${CHUNKED_BODY_BYTES} bytes here.`,
        action: 'Send the body with a Content-Length, or a smaller one.',
      }).toBody(),
    );
    expect(seen).toEqual([]);
  });

  it('lets a legal upload through to the form reader: a 5 MiB image and its fields', async () => {
    const files: number[] = [];
    const { port } = await listen(async (req, res) => {
      const request = new Request(`http://a${req.url}`, {
        method: 'POST',
        headers: { 'content-type': String(req.headers['content-type']) },
        body: Readable.toWeb(req) as ReadableStream,
        duplex: 'half',
      } as RequestInit);
      const form = await readMultipart(request, new Set(['image']));
      files.push(...form.files.map((file) => file.bytes.byteLength));
      res.end(JSON.stringify(form.fields));
    });
    const form = new FormData();
    form.set('mint', 'M1');
    form.set('description', 'd'.repeat(60 * 1024));
    form.set('image', new Blob([new Uint8Array(LIMITS.fileBytes)], { type: 'image/png' }), 'a.png');
    const response = await fetch(`http://127.0.0.1:${port}${UPLOAD}`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mint: 'M1' });
    expect(files).toEqual([LIMITS.fileBytes]);
    // The same route refuses a form over its limit before reading it.
    const big = new FormData();
    big.set('image', new Blob([new Uint8Array(MULTIPART_BODY_BYTES)], { type: 'image/png' }), 'a.png');
    const refused = await fetch(`http://127.0.0.1:${port}${UPLOAD}`, { method: 'POST', body: big });
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ error: 'payload_too_large' });
    expect(files).toHaveLength(1);
  });
});
