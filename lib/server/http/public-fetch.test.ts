// The guard on fetches of addresses from the chain or a person: a fake resolver gives each host name the
// addresses under test, and a local TLS server (its certificate for metadata.test) stands in for a public
// host, so that a connection that gets through is seen arriving, and a refused one is seen not to.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_TLS_CERT, TEST_TLS_KEY } from '@/test/support/tls';
import { createPublicFetch, refusedRange, type ResolvedAddress } from './public-fetch';

const REFUSED = [
  '10.0.0.1',
  '127.0.0.1',
  '169.254.169.254',
  '100.64.0.1',
  '::1',
  'fc00::1',
  'fe80::1',
  '::ffff:127.0.0.1',
  '224.0.0.1',
  '0.0.0.0',
  '192.168.1.1',
  '172.16.0.1',
  '::ffff:10.0.0.1',
  'ff02::1',
  '::',
];

describe('refusedRange', () => {
  it.each(REFUSED)('refuses %s', (address) => {
    expect(refusedRange(address)).not.toBeNull();
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(refusedRange(address)).toBeNull();
  });
});

let server: Server;
let port = 0;
const arrived: string[] = [];

beforeAll(async () => {
  server = createServer({ cert: TEST_TLS_CERT, key: TEST_TLS_KEY }, (req, res) => {
    arrived.push(`${req.headers.host}${req.url}`);
    if (req.url === '/hop') res.writeHead(302, { location: `https://elsewhere.test:${port}/ok` }).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

/**
 * A public fetch on the test server's port whose resolver answers from `names`, counting lookups;
 * `localIsPublic` lets it dial the test server (127.0.0.1) as if it were a public host.
 */
function fetcher(names: Record<string, string[]>, { localIsPublic = false } = {}) {
  const lookups: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    lookups.push(hostname);
    return (names[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  const fetch = createPublicFetch({
    resolve,
    port,
    tls: { ca: TEST_TLS_CERT },
    refuse: (address) => (localIsPublic && address === '127.0.0.1' ? null : refusedRange(address)),
  });
  return { fetch, lookups };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  const cause = (error as Error).cause as Error | undefined;
  expect(cause?.name).toBe('RefusedAddressError');
  return cause!.message;
}

describe('createPublicFetch', () => {
  it('connects to the address it checked, looking the name up once, with the name kept for TLS', async () => {
    arrived.length = 0;
    const { fetch, lookups } = fetcher({ 'metadata.test': ['127.0.0.1'] }, { localIsPublic: true });
    const response = await fetch(new URL(`https://metadata.test:${port}/ok`));
    expect(await response.json()).toEqual({ ok: true });
    expect(arrived).toEqual([`metadata.test:${port}/ok`]);
    expect(lookups).toEqual(['metadata.test']);
  });

  it.each(REFUSED)('refuses a host that resolves to %s, before any connection', async (address) => {
    arrived.length = 0;
    const { fetch } = fetcher({ 'metadata.test': [address] });
    expect(await refusal(fetch(new URL(`https://metadata.test:${port}/ok`)))).toMatch(/resolves to/);
    expect(arrived).toEqual([]);
  });

  it('refuses a host when any one of its addresses is internal', async () => {
    const { fetch } = fetcher({ 'metadata.test': ['93.184.216.34', '10.0.0.1'] });
    await refusal(fetch(new URL(`https://metadata.test:${port}/ok`)));
  });

  it('refuses internal IP literals, IPv6 and mapped forms included', async () => {
    const { fetch, lookups } = fetcher({});
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '169.254.169.254'])
      await refusal(fetch(new URL(`https://${host}:${port}/ok`)));
    expect(lookups).toEqual([]);
    expect(arrived).not.toContain(`127.0.0.1:${port}/ok`);
  });

  it('refuses any port but its own, and plain http, before looking the name up', async () => {
    const { fetch, lookups } = fetcher({ 'metadata.test': ['127.0.0.1'] }, { localIsPublic: true });
    expect(await refusal(fetch(new URL(`https://metadata.test:${port + 1}/ok`)))).toMatch(/only https/);
    expect(await refusal(fetch(new URL(`http://metadata.test:${port}/ok`)))).toMatch(/only https/);
    expect(lookups).toEqual([]);
  });

  it('refuses a redirect to a host that resolves to an internal address', async () => {
    arrived.length = 0;
    const { fetch, lookups } = fetcher(
      { 'metadata.test': ['127.0.0.1'], 'elsewhere.test': ['169.254.169.254'] },
      { localIsPublic: true },
    );
    const manual = await fetch(new URL(`https://metadata.test:${port}/hop`));
    expect(manual.status).toBe(302);
    await manual.body?.cancel();
    await refusal(fetch(new URL(manual.headers.get('location')!)));
    await refusal(fetch(new URL(`https://metadata.test:${port}/hop`), { redirect: 'follow' }));
    expect(arrived).toEqual([`metadata.test:${port}/hop`, `metadata.test:${port}/hop`]);
    expect(lookups.filter((name) => name === 'elsewhere.test')).toHaveLength(2);
  });
});
