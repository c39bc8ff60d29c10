import { EventEmitter } from 'node:events';
import { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueError } from '@/lib/partner';
import { runtime } from '@/lib/server/runtime';
import { METADATA_REQUESTS_PER_MINUTE, takeMetadataRead } from '@/lib/server/token-metadata';
import {
  createFront,
  createFrontServer,
  FRONT_ERROR_BODIES,
  normalizeForwarding,
  originForm,
  parseTrustedProxies,
  REQUEST_TIMEOUT_BODY,
  streamsCollector,
  type HotRead,
  type HotStream,
  type Trusted,
} from './front.mjs';

const nobody = parseTrustedProxies('');

describe('TRUSTED_PROXIES', () => {
  it('takes addresses and CIDR ranges of both families, IPv4-mapped addresses included', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8');
    for (const address of ['10.1.2.3', '::ffff:10.9.9.9', '192.168.1.7', '::1', 'fd12::5'])
      expect(trusted(address), address).toBe(true);
    for (const address of ['11.0.0.1', '192.168.1.8', '::2', 'fe80::1', 'not-an-ip', undefined])
      expect(trusted(address), String(address)).toBe(false);
  });

  it('trusts nobody when unset', () => {
    expect(nobody('127.0.0.1')).toBe(false);
  });

  it.each(['10.0.0.0/33', 'localhost', '10.0.0.1/8/1', '::1/129', '1.2.3'])(
    'refuses %s with a message naming the variable',
    (entry) => {
      expect(() => parseTrustedProxies(`127.0.0.1,${entry}`)).toThrow(/TRUSTED_PROXIES/);
    },
  );
});

describe('normalizeForwarding', () => {
  const spoofed = {
    host: 'dash.example',
    'x-forwarded-for': '1.2.3.4',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-proto': 'https',
    'x-real-ip': '5.6.7.8',
    forwarded: 'for=9.9.9.9',
  };

  it('ignores every forwarding header from a peer that is not a trusted proxy', () => {
    const headers = normalizeForwarding(spoofed, { peer: '203.0.113.9', encrypted: false, trusted: nobody });
    expect(headers).toMatchObject({
      host: 'dash.example',
      'x-forwarded-for': '203.0.113.9',
      'x-forwarded-host': 'dash.example',
      'x-forwarded-proto': 'http',
    });
    expect(headers['x-real-ip']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
  });

  it('takes them from a trusted proxy: the last untrusted hop, the public host and scheme', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8');
    const headers = normalizeForwarding(
      {
        ...spoofed,
        'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.3',
        'x-forwarded-host': 'dash.example',
      },
      { peer: '::ffff:10.0.0.2', encrypted: false, trusted },
    );
    expect(headers).toMatchObject({
      host: 'dash.example',
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'https',
    });
  });

  it('keeps the socket’s scheme when the connection itself is TLS', () => {
    const headers = normalizeForwarding(
      { host: 'a.example' },
      { peer: '1.1.1.1', encrypted: true, trusted: nobody },
    );
    expect(headers['x-forwarded-proto']).toBe('https');
  });
});

describe('originForm', () => {
  it('drops the scheme and host of an absolute-form request target', () => {
    expect(originForm('http://evil.example/api/auth/login?returnTo=/x')).toBe('/api/auth/login?returnTo=/x');
    expect(originForm('/tokens/abc')).toBe('/tokens/abc');
    expect(originForm('http://[bad')).toBe('/');
  });
});

// Over a real socket: what the app behind the front sees, and the slow-body deadline.
let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: {
    trusted?: Trusted;
    bodyTimeoutMs?: number;
    hot?: () => HotRead | undefined;
    stream?: () => HotStream | undefined;
  } = {},
): Promise<number> {
  server = createFrontServer(createFront(handler, { trusted: options.trusted ?? nobody, ...options }));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server!.address() as AddressInfo).port;
}

/** Sends raw bytes, then collects everything the server sends until it closes the connection. */
function raw(port: number, chunks: string[], gapMs = 0): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (data) => (text += data.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, closed: true }));
    void (async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        socket.write(chunk);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
    })();
  });
}

describe('the front door over a socket', () => {
  it('hands the app the socket address and its own Host, for an absolute-form target too', async () => {
    const port = await listen((req, res) => {
      res.setHeader('connection', 'close');
      res.end(JSON.stringify({ url: req.url, headers: req.headers }));
    });
    const { text } = await raw(port, [
      'GET http://evil.example/api/auth/login HTTP/1.1\r\nHost: dash.example\r\n' +
        'X-Forwarded-For: 1.2.3.4\r\nX-Forwarded-Host: evil.example\r\nConnection: close\r\n\r\n',
    ]);
    const seen = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as {
      url: string;
      headers: Record<string, string>;
    };
    expect(seen.url).toBe('/api/auth/login');
    expect(seen.headers).toMatchObject({ host: 'dash.example', 'x-forwarded-for': '127.0.0.1' });
    expect(seen.headers['x-forwarded-host']).toBe('dash.example');
  });

  it('counts per-IP limits against the socket address, whatever X-Forwarded-For says', async () => {
    const port = await listen(async (req, res) => {
      const request = new Request(`http://localhost${req.url}`, {
        headers: Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]),
      });
      const limited = await takeMetadataRead(runtime(), request, 'front-test');
      res.statusCode = limited ? limited.status : 200;
      res.end();
    });
    const statuses: number[] = [];
    for (let i = 0; i <= METADATA_REQUESTS_PER_MINUTE; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { 'x-forwarded-for': `10.0.${i >> 8}.${i & 255}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps an idle kept-alive connection past Node’s 5 s, so a request sent on it then is answered', async () => {
    const port = await listen((_req, res) => res.end('ok'));
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    socket.on('data', (data) => (text += data.toString()));
    socket.on('close', () => (closed = true));
    const request = 'GET / HTTP/1.1\r\nHost: dash.example\r\n\r\n';
    const answers = () => text.split('HTTP/1.1 200').length - 1;
    socket.write(request);
    await vi.waitFor(() => expect(answers()).toBe(1));
    expect(text).toMatch(/keep-alive: timeout=65/i);
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(closed).toBe(false);
    socket.write(request);
    await vi.waitFor(() => expect(answers()).toBe(2));
    socket.destroy();
  }, 15_000);

  it('answers a body that trickles in with 408 in the error shape and closes the connection', async () => {
    const port = await listen(
      async (req, res) => {
        for await (const _chunk of req) void _chunk; // reads the body, as a route would
        res.end('{}');
      },
      { bodyTimeoutMs: 300 },
    );
    const started = Date.now();
    const head =
      'POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { text, closed } = await raw(port, [head, ...Array.from({ length: 40 }, () => ' ')], 50);
    expect(closed).toBe(true);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4))).toEqual(
      catalogueError('request_timeout').toBody(),
    );
    expect(JSON.parse(REQUEST_TIMEOUT_BODY)).toEqual(catalogueError('request_timeout').toBody());
  });
});

describe('requests the app does not serve, answered at the front door', () => {
  const app = (req: IncomingMessage, res: ServerResponse) => res.end(`app:${req.method}`);
  const send = async (port: number, head: string) =>
    (await raw(port, [`${head}\r\nConnection: close\r\n\r\n`])).text;
  const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown;

  it('has the catalogue’s wording for each of its answers', () => {
    for (const [code, body] of Object.entries(FRONT_ERROR_BODIES))
      expect(JSON.parse(body), code).toEqual(catalogueError(code as 'malformed_request').toBody());
  });

  it('refuses a method the app does not serve with 405 in the error shape: any on the API, all but reads on pages', async () => {
    const port = await listen(app);
    for (const [head, allow] of [
      ['PROPFIND /api/health HTTP/1.1\r\nHost: a', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['TRACE /api/%%% HTTP/1.1\r\nHost: a', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['M-SEARCH /api?x=1 HTTP/1.1\r\nHost: a', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'],
      ['POST /tokens/x HTTP/1.1\r\nHost: a\r\nContent-Length: 0', 'GET, HEAD'],
      ['PURGE / HTTP/1.1\r\nHost: a', 'GET, HEAD'],
    ] as const) {
      const text = await send(port, head);
      expect(text, head).toMatch(/^HTTP\/1\.1 405 /);
      expect(text.toLowerCase(), head).toContain(`allow: ${allow.toLowerCase()}`);
      expect(bodyOf(text), head).toEqual(catalogueError('method_not_allowed').toBody());
    }
    for (const head of [
      'GET / HTTP/1.1\r\nHost: a',
      'DELETE /api/x HTTP/1.1\r\nHost: a',
      'OPTIONS /api HTTP/1.1\r\nHost: a',
    ])
      expect(await send(port, head), head).toMatch(/^HTTP\/1\.1 200 [\s\S]*app:/);
  });

  it('answers what Node cannot parse, a CONNECT and a request without a Host in the error shape', async () => {
    const port = await listen(app);
    for (const [head, status, code] of [
      ['FOO /api/health HTTP/1.1\r\nHost: a', 405, 'method_not_allowed'],
      ['get / HTTP/1.1\r\nHost: a', 405, 'method_not_allowed'],
      [`${'X'.repeat(300)} /api HTTP/1.1\r\nHost: a`, 405, 'method_not_allowed'],
      ['CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443', 405, 'method_not_allowed'],
      [`GET /api/time?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: a`, 431, 'headers_too_large'],
      [`GET / HTTP/1.1\r\nHost: a\r\nCookie: sid=${'z'.repeat(20_000)}`, 431, 'headers_too_large'],
      ['GET /api/health HTTP/1.1\r\nHost: a\r\nBad Header: x', 400, 'malformed_request'],
      ['POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2', 400, 'malformed_request'],
      ['GET /api/health HTTP/x\r\nHost: a', 400, 'malformed_request'],
      ['GET /api/health HTTP/1.1', 400, 'malformed_request'],
    ] as const) {
      const text = await send(port, head);
      expect(text.slice(0, 40), head.slice(0, 60)).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      expect(bodyOf(text), head.slice(0, 60)).toEqual(catalogueError(code).toBody());
    }
    // An expectation the server does not know is ignored, the request served.
    expect(await send(port, 'GET /api/x HTTP/1.1\r\nHost: a\r\nExpect: tea')).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the hot reads at the front door', () => {
  const next = (req: IncomingMessage, res: ServerResponse) => res.end(`next:${req.method} ${req.url}`);

  it('writes the app’s answer to a governance read and hands everything else to Next', async () => {
    const seen: string[] = [];
    const hot: HotRead = async (request) => {
      seen.push(`${request.method} ${request.url} ${request.headers['x-forwarded-for']}`);
      if (request.url.endsWith('/not-hot')) return null;
      return {
        status: 200,
        headers: [
          ['etag', '"v1"'],
          ['set-cookie', 'a=1'],
          ['set-cookie', 'b=2'],
        ],
        body: '{"ok":"é"}',
      };
    };
    const port = await listen(next, { hot: () => hot });
    const base = `http://127.0.0.1:${port}`;
    const answered = await fetch(`${base}/api/partner/v1/governance/M1?x=1`);
    expect(answered.status).toBe(200);
    expect(answered.headers.get('etag')).toBe('"v1"');
    expect(answered.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    // The length is in bytes, not characters.
    expect(answered.headers.get('content-length')).toBe('11');
    expect(await answered.text()).toBe('{"ok":"é"}');
    // The app saw the request as Next would: the normalised client address, the Host it was sent to.
    expect(seen).toEqual([`GET http://127.0.0.1:${port}/api/partner/v1/governance/M1?x=1 127.0.0.1`]);
    expect(await (await fetch(`${base}/api/partner/v1/governance/not-hot`)).text()).toBe(
      'next:GET /api/partner/v1/governance/not-hot',
    );
    // Writes, other reads and other methods never reach it.
    for (const [method, path] of [
      ['POST', '/api/partner/v1/governance/votes'],
      ['GET', '/api/partner/v1/me'],
      ['HEAD', '/api/partner/v1/governance/M1'],
    ] as const) {
      const response = await fetch(`${base}${path}`, { method });
      if (method !== 'HEAD') expect(await response.text()).toBe(`next:${method} ${path}`);
    }
    expect(seen).toHaveLength(2);
  });

  it('goes on to Next while the app has not started, or when its answer fails', async () => {
    const app: { hot?: HotRead } = {};
    const port = await listen(next, { hot: () => app.hot });
    const url = `http://127.0.0.1:${port}/api/partner/v1/governance/M1`;
    expect(await (await fetch(url)).text()).toBe('next:GET /api/partner/v1/governance/M1');
    app.hot = async () => {
      throw new Error('lost');
    };
    expect(await (await fetch(url)).text()).toBe('next:GET /api/partner/v1/governance/M1');
  });
});

describe('the event streams at the front door', () => {
  const next = (req: IncomingMessage, res: ServerResponse) => res.end(`next:${req.method} ${req.url}`);

  it('lets the app write a stream or its refusal, and hands it to Next when the app does not take it', async () => {
    const app: { stream?: HotStream } = {};
    const port = await listen(next, { stream: () => app.stream });
    const base = `http://127.0.0.1:${port}`;
    const path = '/api/stream/governance/M1?proposal=P1';
    // Until the app has started, Next answers.
    expect(await (await fetch(`${base}${path}`)).text()).toBe(`next:GET ${path}`);
    const seen: string[] = [];
    app.stream = async (request, res) => {
      seen.push(`${request.method} ${request.url}`);
      if (request.url.includes('refuse'))
        return { status: 401, headers: [['x-a', '1']], body: '{"error":"é"}' };
      if (request.url.includes('fail')) throw new Error('lost');
      if (request.url.includes('other')) return null;
      res.writeHead(200, ['content-type', 'text/event-stream']);
      res.write('retry: 3000\n\n');
      res.end('event: time\ndata: {}\n\n');
      return 'streaming';
    };
    const streamed = await fetch(`${base}${path}`);
    expect(streamed.headers.get('content-type')).toBe('text/event-stream');
    expect(await streamed.text()).toBe('retry: 3000\n\nevent: time\ndata: {}\n\n');
    expect(seen).toEqual([`GET http://127.0.0.1:${port}${path}`]);
    const refused = await fetch(`${base}/api/stream/governance/refuse`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('x-a')).toBe('1');
    expect(refused.headers.get('content-length')).toBe('14');
    for (const word of ['fail', 'other'])
      expect(await (await fetch(`${base}/api/stream/governance/${word}`)).text()).toBe(
        `next:GET /api/stream/governance/${word}`,
      );
    // The bell's stream is the app's too; other paths and other methods never reach it.
    await fetch(`${base}/api/stream/inbox`);
    expect(seen.at(-1)).toBe(`GET http://127.0.0.1:${port}/api/stream/inbox`);
    expect(await (await fetch(`${base}/api/streams`)).text()).toBe('next:GET /api/streams');
    const posted = await fetch(`${base}${path}`, { method: 'POST' });
    expect(await posted.text()).toBe(`next:POST ${path}`);
    expect(seen).toHaveLength(5);
  });
});

describe('the streams collector', () => {
  const tracker = (settleMs: number) => {
    const collected = { count: 0 };
    const track = streamsCollector({
      collect: () => (collected.count += 1),
      threshold: 3,
      delayMs: 100,
      settleMs,
    });
    const open = (url = '/api/stream/governance/M') => {
      const res = new EventEmitter();
      track({ url } as IncomingMessage, res as unknown as ServerResponse);
      return () => res.emit('close');
    };
    return { collected, open };
  };

  it('collects when a crowd of streams has left, and once more when it has settled; not for a few', () => {
    vi.useFakeTimers();
    try {
      const { collected, open } = tracker(2_000);
      const closers = Array.from({ length: 5 }, () => open());
      open('/api/partner/v1/me')(); // not a stream
      closers.slice(0, 2).forEach((close) => close());
      vi.advanceTimersByTime(500);
      expect(collected.count).toBe(0); // two left: not a crowd
      closers.slice(2).forEach((close) => close());
      vi.advanceTimersByTime(50);
      expect(collected.count).toBe(0); // waits until they stop closing
      vi.advanceTimersByTime(100);
      expect(collected.count).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(collected.count).toBe(1);
      vi.advanceTimersByTime(1_000); // settled: the young generation can shrink now
      expect(collected.count).toBe(2);
      vi.advanceTimersByTime(60_000);
      expect(collected.count).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips the second collection when streams opened again meanwhile', () => {
    vi.useFakeTimers();
    try {
      const { collected, open } = tracker(2_000);
      Array.from({ length: 4 }, () => open()).forEach((close) => close());
      vi.advanceTimersByTime(150);
      expect(collected.count).toBe(1);
      open(); // a new viewer: the process is busy again
      vi.advanceTimersByTime(10_000);
      expect(collected.count).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
