// Generated bad requests: every API route of the app with broken paths, encodings, methods, headers,
// bodies and sizes, from a seeded generator so a failure can be replayed. Each request carries at least
// one defect that a route must refuse; some carry a live session so the refusals behind it are reached.

import type { ProxyEnv } from './relay-env';

export type Rng = () => number;

/** mulberry32: small, fast and good enough to pick cases. */
export function seeded(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;

export type Ids = {
  mint: string;
  proposal: string;
  wallet: string;
  signature: string;
  sessionId: string;
  /** Every route's folder under app/ (`api/tx/[signature]`), so routes added later are reached too. */
  templates: string[];
};

/**
 * The names the generated requests use, from a test's world: `sessionId` (a live session), LUMEN and its
 * first proposal, bob's wallet, and every route's folder.
 */
export function worldIds(env: ProxyEnv, sessionId: string, routes: readonly { name: string }[]): Ids {
  const lumen = env.world.tokens.find((t) => t.symbol === 'LUMEN')!;
  return {
    sessionId,
    mint: lumen.mint,
    proposal: env.world.proposals.find((p) => p.mint === lumen.mint)!.proposal,
    wallet: env.sim.sim().users.get('bob')!.wallet,
    signature: '1'.repeat(88),
    templates: routes.map((route) => route.name),
  };
}

const ADDRESSISH = ['11111111111111111111111111111111', 'So11111111111111111111111111111111111111112'];

/** Values that are wrong as a path parameter in some way. */
function badSegment(rng: Rng): string {
  return pick(rng, [
    '%%%',
    '%E0%A4%A',
    '%',
    '%zz',
    '%C0%AF',
    '%FF%FE',
    '%00',
    '%2F',
    '%2e%2e',
    '..',
    '.',
    'a%2fb',
    '%5c',
    '0OIl',
    'not-a-mint',
    '🙂',
    '%F0%9F%99',
    'x'.repeat(1 + Math.floor(rng() * 4000)),
    '<script>',
    "'OR'1'='1",
    '${jndi:ldap://x}',
    '%25',
    '%%41',
  ]);
}

function pathFor(rng: Rng, ids: Ids): string {
  const segment = () => (rng() < 0.7 ? badSegment(rng) : pick(rng, [ids.mint, ids.proposal, ...ADDRESSISH]));
  const fromTemplate = () =>
    `/${pick(rng, ids.templates)
      .split('/')
      .map((part) =>
        part.startsWith('[[') || part.startsWith('[...')
          ? Array.from({ length: 1 + Math.floor(rng() * 3) }, segment).join('/')
          : part.startsWith('[')
            ? segment()
            : part,
      )
      .join('/')}`;
  // Every route's template is drawn often enough that each route meets many bad requests (more routes,
  // a smaller share each: the templates weigh four draws of the list).
  return pick(rng, [
    fromTemplate,
    fromTemplate,
    fromTemplate,
    fromTemplate,
    () => `/api/partner/v1/governance/${segment()}`,
    () => `/api/partner/v1/governance/proposals/${segment()}/votes`,
    () => `/api/partner/v1/governance/proposals/${segment()}/votes/${segment()}`,
    () =>
      `/api/partner/v1/${pick(rng, ['me', 'trades/buy', 'trades/sell', 'governance/votes'])}/${segment()}`,
    () => `/api/partner/v1/${segment()}`,
    () =>
      `/api/partner/v1/${pick(rng, ['governance/votes', 'governance/votes/cancel', 'trades/buy', 'trades/buy-exact-out', 'trades/sell', 'governance/proposals/settle', 'governance/proposals/update-content', 'governance/bonds/withdraw', 'me'])}`,
    () => `/api/partner/v2/${segment()}`,
    () => `/api/balance/${segment()}`,
    () => `/api/balance/${pick(rng, [ids.wallet, ids.proposal, ...ADDRESSISH])}`,
    () => `/api/tx/${segment()}`,
    () => `/api/metadata/accounts/${segment()}`,
    () => `/api/metadata/json`,
    () => `/api/activity`,
    () => `/api/activity?cursor=${segment()}`,
    () => `/api/trade/last-fill/${segment()}`,
    () => `/api/calendar/${segment()}${pick(rng, ['.ics', ''])}`,
    () => `/api/calendar/proposal/${segment()}/${segment()}${pick(rng, ['.ics', ''])}`,
    () => `/api/time`,
    () => `/api/health`,
    () => `/api/auth/${pick(rng, ['login', 'callback', 'logout', 'session', segment()])}`,
    () => `/api/${segment()}`,
    () => `/api/${segment()}/${segment()}/${segment()}`,
    () => `/api`,
  ])();
}

function queryFor(rng: Rng, ids: Ids): string {
  const value = () =>
    pick(rng, [
      '%',
      '%%',
      '%E0%A4%A',
      'abc',
      '-1',
      '0',
      '999999999999',
      'x'.repeat(3000),
      ids.mint,
      'http://127.0.0.1:1/__sim/world',
    ]);
  return pick(rng, [
    () => '',
    () => `?unknown=${value()}`,
    () => `?limit=${value()}&limit=${value()}`,
    () => `?limit=${value()}&other=1`,
    () => `?uri=${value()}`,
    () =>
      `?uri=${encodeURIComponent(`http://127.0.0.1:1/${pick(rng, ['__sim/world', 'partner/v1/me', 'rpc'])}`)}`,
    () => `?returnTo=${value()}&x=${value()}`,
    () => `?code=${value()}&state=${value()}&error=${pick(rng, ['access_denied', 'server_error', value()])}`,
    () => `?${value()}`,
    () => '?&&&=&=',
  ])();
}

const ORIGINS = [
  'http://localhost:3000/',
  'http://localhost:3000/api',
  'https://evil.example',
  'null',
  'http://localhost:3000',
  'http://localhost:3001',
];

function headersFor(rng: Rng, ids: Ids): Record<string, string> {
  const headers: Record<string, string> = { host: 'localhost:3000' };
  // Half pass the cross-site guard, so the checks behind it are reached too.
  if (rng() < 0.5) Object.assign(headers, { origin: 'http://localhost:3000', 'x-requested-with': 'fetch' });
  else {
    if (rng() < 0.7) headers.origin = pick(rng, ORIGINS);
    if (rng() < 0.6) headers['x-requested-with'] = 'fetch';
  }
  if (rng() < 0.3) headers['sec-fetch-site'] = pick(rng, ['same-origin', 'cross-site', 'none', 'same-site']);
  if (rng() < 0.3) headers['x-forwarded-host'] = pick(rng, ['evil.example', 'localhost:3000', '%%%']);
  if (rng() < 0.2) headers['x-forwarded-for'] = pick(rng, ['1.2.3.4', 'garbage', '::1, 10.0.0.1']);
  if (rng() < 0.4) headers.cookie = `sid=${ids.sessionId}`;
  else if (rng() < 0.5)
    headers.cookie = pick(rng, [
      'sid=%',
      `sid=${ids.sessionId}`,
      `sid=${ids.sessionId}`,
      `sid=${ids.sessionId}; sid=%E0%A4%A`,
      'sid=' + 'A'.repeat(43),
      'sid=' + 'x'.repeat(4000),
      'pending_auth=%%; sid=',
      '=;;;=',
      'sid',
    ]);
  if (rng() < 0.5)
    headers['idempotency-key'] = pick(rng, [
      'short',
      'bad key!',
      'k'.repeat(129),
      `key-${Math.floor(rng() * 1e9)}-ok`,
    ]);
  if (rng() < 0.4)
    headers['content-type'] = pick(rng, [
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=xyz',
      'application/x-www-form-urlencoded',
      '%%%',
    ]);
  if (rng() < 0.1) headers['content-length'] = pick(rng, ['-1', '999999999999', 'abc']);
  if (rng() < 0.1) headers['x-request-id'] = pick(rng, ['x'.repeat(200), '%%%', 'a b']);
  return headers;
}

function bodyFor(rng: Rng, ids: Ids): BodyInit | undefined {
  return pick(rng, [
    () => undefined,
    () => '',
    () => '{',
    () => '[]',
    () => 'null',
    () => '"text"',
    () =>
      JSON.stringify({
        proposal: pick(rng, [ids.proposal, '%%%', 5, null]),
        side: pick(rng, ['yes', 'maybe', 1]),
        amount: pick(rng, ['1', '-5', '1e9', 'abc', '99999999999999999999999999999']),
      }),
    () => JSON.stringify({ mint: ids.mint, maxSolIn: 'abc', priorityFeeLamports: '1', tipLamports: '1' }),
    () => JSON.stringify({ nested: { deep: [[[[[[[[[[]]]]]]]]]] } }),
    () => `{"a":"${'x'.repeat(70 * 1024)}"}`,
    () => new Uint8Array(Array.from({ length: 1 + Math.floor(rng() * 512) }, () => Math.floor(rng() * 256))),
    () => '--xyz\r\nContent-Disposition: form-data; name="mint"\r\n\r\n%%%\r\n--xyz--',
    () => '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nnot a png\r\n',
    () => '\u0000\u0001\u0002',
  ])();
}

export type Generated = { target: string; init: RequestInit };

/** One bad request. */
export function badRequest(rng: Rng, ids: Ids): Generated {
  const method = pick(rng, ['GET', 'GET', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
  const headers = headersFor(rng, ids);
  const body = method === 'GET' || method === 'HEAD' ? undefined : bodyFor(rng, ids);
  return { target: `${pathFor(rng, ids)}${queryFor(rng, ids)}`, init: { method, headers, body } };
}
