// The limits on fetching a metadata JSON, against a local server standing in for the upstream (its origin
// is the configured base URL): content type, size, redirects, and what the view keeps of odd values.
import { promises as dns, type LookupAddress } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { log } from './log';
import { allowedMetadataUrl, METADATA_MAX_BYTES, readMetadataJson, viewableImage } from './token-metadata';

let server: Server;
let base = '';
const savedEnv = { ...process.env };

const routes: Record<string, (res: import('node:http').ServerResponse) => void> = {
  '/ok': (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":"Ok","symbol":"OK"}'),
  '/ld': (res) =>
    res.writeHead(200, { 'content-type': 'application/ld+json; charset=utf-8' }).end('{"name":"Ld"}'),
  '/html': (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hi</p>'),
  '/array': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[]'),
  '/broken': (res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"name":'),
  '/missing': (res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{}'),
  '/declared-big': (res) =>
    res
      .writeHead(200, { 'content-type': 'application/json', 'content-length': METADATA_MAX_BYTES + 1 })
      .end(),
  '/streamed-big': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ description: 'x'.repeat(METADATA_MAX_BYTES) }));
  },
  '/same-origin-redirect': (res) => res.writeHead(302, { location: '/ok' }).end(),
  '/away': (res) => res.writeHead(302, { location: 'https://evil.example/x.json' }).end(),
  '/loop': (res) => res.writeHead(307, { location: '/loop' }).end(),
  '/odd': (res) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name: 5,
        symbol: '  ODD ',
        description: '   ',
        image: 'javascript:alert(1)',
        website: 'javascript:alert(1)',
        twitter: '@odd_token',
        telegram: 'https://t.me/odd_chat',
        extra: { nested: true },
      }),
    ),
};

beforeAll(async () => {
  server = createServer((req, res) => (routes[req.url ?? ''] ?? routes['/missing']!)(res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  process.env.SIMULATOR_PORT = String(port);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  process.env = savedEnv;
});

describe('readMetadataJson limits', () => {
  it('reads JSON and +json content types, following a redirect within the origin', async () => {
    expect(await readMetadataJson(`${base}/ok`)).toMatchObject({ name: 'Ok', symbol: 'OK', image: null });
    expect(await readMetadataJson(`${base}/ld`)).toMatchObject({ name: 'Ld', symbol: null });
    expect(await readMetadataJson(`${base}/same-origin-redirect`)).toMatchObject({ name: 'Ok' });
  });

  it.each(['html', 'array', 'broken', 'missing', 'declared-big', 'streamed-big', 'away', 'loop'])(
    'answers pin_unavailable for /%s',
    async (path) => {
      await expect(readMetadataJson(`${base}/${path}`)).rejects.toMatchObject({
        code: 'pin_unavailable',
        status: 502,
      });
    },
  );

  it('keeps only safe values: wrong types and unsafe links become null, links are canonical', async () => {
    expect(await readMetadataJson(`${base}/odd`)).toEqual({
      name: null,
      symbol: 'ODD',
      image: null,
      description: null,
      website: null,
      twitter: 'https://x.com/odd_token',
      telegram: 'https://t.me/odd_chat',
    });
  });
});

describe('metadata on hosts of the server’s own network', () => {
  it.each(['127.0.0.1', '10.0.0.1', '169.254.169.254', '::1', '::ffff:127.0.0.1'])(
    'refuses a public-looking name that resolves to %s, and logs why',
    async (address) => {
      const lookup = vi
        .spyOn(dns, 'lookup')
        .mockResolvedValue([{ address, family: address.includes(':') ? 6 : 4 }] as never as LookupAddress);
      const warn = vi.spyOn(log, 'warn');
      try {
        await expect(readMetadataJson('https://metadata.example.org/x.json')).rejects.toMatchObject({
          code: 'pin_unavailable',
        });
        expect(lookup).toHaveBeenCalledWith('metadata.example.org', expect.anything());
        expect(JSON.stringify(warn.mock.calls)).toContain('RefusedAddressError');
      } finally {
        lookup.mockRestore();
        warn.mockRestore();
      }
    },
  );

  it('refuses any port but 443 before fetching', () => {
    expect(allowedMetadataUrl('https://metadata.example.org:8443/x.json')).toBeNull();
    expect(allowedMetadataUrl('https://metadata.example.org:443/x.json')).not.toBeNull();
  });
});

describe('viewableImage', () => {
  it('keeps https and upstream images, drops the rest', () => {
    expect(viewableImage('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(viewableImage(`${base}/pinned/abc`)).toBe(`${base}/pinned/abc`);
    expect(viewableImage('http://cdn.example.org/a.png')).toBeNull();
    expect(viewableImage('data:image/png;base64,AAAA')).toBeNull();
    expect(viewableImage('ipfs://bafy')).toBeNull();
    expect(viewableImage('')).toBeNull();
    expect(viewableImage(undefined)).toBeNull();
  });
});
