import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every mutating route handler of the app must refuse cross-site requests before doing anything:
// this walks app/ for route.ts files and calls each exported POST, PUT, PATCH and DELETE from another origin.

const appDir = path.resolve(__dirname, '../../../app');
const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

type Handler = (request: Request, segment: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

const handlers = await Promise.all(
  routeFiles(appDir).map(async (file) => {
    const mod = (await import(file)) as Partial<Record<(typeof MUTATING)[number], Handler>>;
    return MUTATING.filter((method) => typeof mod[method] === 'function').map((method) => ({
      name: `${method} ${path.relative(appDir, path.dirname(file)) || '/'}`,
      method,
      handler: mod[method]!,
    }));
  }),
).then((lists) => lists.flat());

const attempts = [
  ['another origin', { origin: 'https://evil.example', 'x-requested-with': 'fetch' }],
  ['no X-Requested-With', { origin: 'http://localhost:3000' }],
  [
    'a cross-site fetch',
    { origin: 'http://localhost:3000', 'x-requested-with': 'fetch', 'sec-fetch-site': 'cross-site' },
  ],
  ['no Origin', { 'x-requested-with': 'fetch' }],
  ['an Origin with a trailing slash', { origin: 'http://localhost:3000/', 'x-requested-with': 'fetch' }],
  ['an Origin with a path', { origin: 'http://localhost:3000/api', 'x-requested-with': 'fetch' }],
  ['the Origin "null"', { origin: 'null', 'x-requested-with': 'fetch' }],
  [
    'a foreign origin named in X-Forwarded-Host',
    { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-requested-with': 'fetch' },
  ],
] as const;

describe('the cross-site guard', () => {
  it('finds the mutating routes', () => {
    expect(handlers.map((h) => h.name)).toEqual(
      expect.arrayContaining(['POST api/auth/logout', 'POST api/partner/v1/[...path]']),
    );
  });

  it.each(handlers.flatMap((h) => attempts.map(([label, headers]) => ({ ...h, label, headers }))))(
    '$name refuses $label with 403 origin_rejected',
    async ({ method, handler, headers }) => {
      const request = new Request('http://localhost:3000/api/x', {
        method,
        headers: { host: 'localhost:3000', ...headers },
      });
      const response = await handler(request, { params: Promise.resolve({ path: ['governance', 'votes'] }) });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: 'origin_rejected' });
    },
  );
});
