// Generated odd requests, written byte for byte to a socket: any token in the method position (WebDAV
// and other registered methods, unknown ones, lower-case, very long), request targets with malformed
// percent-encoding, over-long paths and query strings, and odd headers (none, repeated, over-long,
// malformed, conflicting lengths). Built on the bad requests of test/bad-requests.ts, so every API route
// is reached; seeded, so a failure can be replayed.
import { badRequest, type Ids, type Rng } from './bad-requests';

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

function methodFor(rng: Rng, given: string): string {
  if (rng() < 0.3) return given;
  return pick(rng, [
    'PROPFIND',
    'PROPPATCH',
    'MKCOL',
    'COPY',
    'MOVE',
    'LOCK',
    'UNLOCK',
    'SEARCH',
    'QUERY',
    'REPORT',
    'PURGE',
    'M-SEARCH',
    'LINK',
    'NOTIFY',
    'SOURCE',
    'TRACE',
    'CONNECT',
    'OPTIONS',
    'FOO',
    'BREW',
    'get',
    'post',
    'Delete',
    'G3T',
    'X-CUSTOM',
    `X${'Y'.repeat(Math.floor(rng() * 400))}`,
  ]);
}

function targetFor(rng: Rng, given: string): string {
  return pick(rng, [
    () => given,
    () => given,
    () => `${given}${given.includes('?') ? '&' : '?'}q=${'%'.repeat(1 + Math.floor(rng() * 5))}`,
    () => `${given}${'/%E0%A4%A'.repeat(1 + Math.floor(rng() * 3))}`,
    () => `/api/${'a'.repeat(2_000 + Math.floor(rng() * 12_000))}`,
    () => `/api/partner/v1/governance/${'%zz'.repeat(500 + Math.floor(rng() * 3_000))}`,
    () => `${given}${given.includes('?') ? '&' : '?'}x=${'y'.repeat(1_000 + Math.floor(rng() * 14_000))}`,
    () => `/api/time?${'a=1&'.repeat(1_000 + Math.floor(rng() * 3_000))}`,
    () => `${given}${'%'.repeat(1 + Math.floor(rng() * 3))}`,
    () => `http://evil.example${given}`,
    () => '*',
    () => given.slice(1),
    () => `${given}#fragment`,
    () => `/api/${'x'.repeat(20_000)}`,
  ])();
}

type Header = [string, string];

function oddHeaders(rng: Rng, headers: Header[]): Header[] {
  return pick<() => Header[]>(rng, [
    () => headers,
    () => headers,
    () => headers.filter(([name]) => name !== 'host'),
    () => [...headers, ['host', 'other.example']],
    () => [...headers, ['cookie', `sid=${'z'.repeat(17_000)}`]],
    () => [...headers, ['x-long', 'v'.repeat(4_000 + Math.floor(rng() * 14_000))]],
    () => [...headers, ['bad header', 'x']],
    () => [...headers, ['x-ctl', 'a\u0001b']],
    () => [...headers, ['expect', pick(rng, ['100-continue', 'tea', ''])]],
    () => [...headers, ['transfer-encoding', pick(rng, ['chunked', 'gzip', 'chunked, chunked'])]],
    () => [...headers, ['content-length', '5'], ['content-length', '6']],
    () => [...headers, ['content-length', pick(rng, ['-1', 'abc', '1e3', '99999999999999999999'])]],
    () => [...headers, ['accept', '*/*'], ['accept-encoding', 'gzip, br'], ['te', 'trailers']],
    () => [...headers, ['x-forwarded-proto', 'gopher'], ['forwarded', 'for=unknown;proto=ftp']],
    () => [...headers, ['content-type', `multipart/form-data; boundary=${'-'.repeat(300)}`]],
    () => [...headers, ['if-none-match', pick(rng, ['*', '"x"', 'W/', '"'.repeat(50)])]],
    () => [...headers, ['range', pick(rng, ['bytes=0-1', 'bytes=-', 'lines=1-2'])]],
  ])();
}

export type OddRequest = {
  /** The request as written to the socket. */
  bytes: Buffer;
  method: string;
  target: string;
};

/** One odd request, with `Connection: close` so the answer ends with the connection. */
export function oddRequest(rng: Rng, ids: Ids): OddRequest {
  const { target: given, init } = badRequest(rng, ids);
  const method = methodFor(rng, init.method ?? 'GET');
  const target = targetFor(rng, given);
  const version = rng() < 0.95 ? 'HTTP/1.1' : pick(rng, ['HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1 extra', 'HTTP/x']);
  const body =
    init.body === undefined
      ? Buffer.alloc(0)
      : init.body instanceof Uint8Array
        ? Buffer.from(init.body)
        : Buffer.from(String(init.body));
  const base = Object.entries(init.headers as Record<string, string>).filter(
    ([name]) => name !== 'content-length',
  );
  let headers = oddHeaders(rng, [...base, ['content-length', String(body.length)]] as Header[]);
  headers = [...headers.filter(([name]) => name !== 'connection'), ['connection', 'close']];
  const head = `${method} ${target} ${version}\r\n${headers.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n`;
  return { bytes: Buffer.concat([Buffer.from(head, 'latin1'), body]), method, target };
}
