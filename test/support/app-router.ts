// The app's API routes called in-process as the production server would: the front door's rewrite of
// the request target (scripts/front.mjs), then Next's matching of app/api/**/route.ts (static segments
// before dynamic ones, catch-alls last) and its decoding of each parameter, then the exported handler
// for the method (HEAD served by GET, as Next does). Fast enough for thousands of requests a second.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  literalMalformedEscapes,
  normalizeForwarding,
  originForm,
  parseTrustedProxies,
} from '@/scripts/front.mjs';

type Handler = (request: Request, segment: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
type Segment = { kind: 'static'; name: string } | { kind: 'param' | 'rest' | 'optionalRest'; name: string };
export type AppRoute = { name: string; segments: Segment[]; handlers: Partial<Record<string, Handler>> };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
/** The methods Next's route handlers know (next/dist/server/web/http.js). */
const NEXT_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];
const NOBODY = parseTrustedProxies('');

function segmentOf(part: string): Segment {
  let match = /^\[\[\.\.\.(\w+)\]\]$/.exec(part);
  if (match) return { kind: 'optionalRest', name: match[1]! };
  match = /^\[\.\.\.(\w+)\]$/.exec(part);
  if (match) return { kind: 'rest', name: match[1]! };
  match = /^\[(\w+)\]$/.exec(part);
  if (match) return { kind: 'param', name: match[1]! };
  return { kind: 'static', name: part };
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

/** Every route under app/api, most specific first. */
export async function loadApiRoutes(appDir: string): Promise<AppRoute[]> {
  const routes = await Promise.all(
    routeFiles(path.join(appDir, 'api')).map(async (file) => {
      const relative = path.relative(appDir, path.dirname(file));
      const mod = (await import(file)) as Partial<Record<string, Handler>>;
      const handlers = Object.fromEntries(METHODS.filter((m) => mod[m]).map((m) => [m, mod[m]!]));
      return { name: relative, segments: relative.split(path.sep).map(segmentOf), handlers };
    }),
  );
  const rank = (route: AppRoute) =>
    route.segments.map((s) => ({ static: 0, param: 1, rest: 2, optionalRest: 3 })[s.kind]).join('');
  return routes.sort((a, b) => rank(a).localeCompare(rank(b)) || b.segments.length - a.segments.length);
}

function match(route: AppRoute, parts: string[]): Record<string, unknown> | null {
  const params: Record<string, unknown> = {};
  for (const [i, segment] of route.segments.entries()) {
    const part = parts[i];
    if (segment.kind === 'static') {
      if (part !== segment.name) return null;
    } else if (segment.kind === 'param') {
      if (part === undefined || part === '') return null;
      params[segment.name] = decodeURIComponent(part);
    } else {
      const rest = parts.slice(i);
      if (rest.length === 0 && segment.kind === 'rest') return null;
      if (rest.length > 0) params[segment.name] = rest.map((p) => decodeURIComponent(p));
      return params;
    }
  }
  return parts.length === route.segments.length ? params : null;
}

/** `route` is the matched route's folder, null when none matched, 'page' when the path left /api. */
export type Dispatched = { route: string | null; response: Response };

/**
 * Sends `target` (the raw request target) with `init` through the front door's rewrite and Next's routing.
 * Methods a route does not export get Next's own bare 405, so a missing handler shows up as a bad answer;
 * other methods get what Next gives them (see below).
 */
export async function dispatch(
  routes: AppRoute[],
  origin: string,
  target: string,
  init: RequestInit,
): Promise<Dispatched> {
  const rewritten = literalMalformedEscapes(originForm(target));
  const url = new URL(rewritten, origin);
  // `/api/%2e%2e` is `/` once the URL is parsed: a page, no longer an API request.
  if (url.pathname !== '/api' && !url.pathname.startsWith('/api/'))
    return { route: 'page', response: new Response(null, { status: 200 }) };
  const parts = url.pathname.split('/').slice(1);
  if (parts.at(-1) === '' && parts.length > 1) parts.pop(); // Next redirects a trailing slash away
  const headers = normalizeForwarding(Object.fromEntries(new Headers(init.headers)), {
    peer: '203.0.113.7',
    encrypted: false,
    trusted: NOBODY,
  });
  for (const route of routes) {
    const params = match(route, parts);
    if (params === null) continue;
    const method = init.method ?? 'GET';
    // As Next does: a method the web `Request` refuses (TRACE) fails as its proxy's request is built; its
    // route module answers a method it does not know with an empty 400, OPTIONS with the methods the route
    // exports, and serves HEAD by GET.
    let request: Request;
    try {
      request = new Request(url, {
        ...init,
        headers: Object.entries(headers).map(([k, v]) => [k, String(v)] as [string, string]),
        duplex: 'half',
      } as RequestInit);
    } catch {
      return { route: route.name, response: new Response('Internal Server Error', { status: 500 }) };
    }
    if (!NEXT_METHODS.includes(method))
      return { route: route.name, response: new Response(null, { status: 400 }) };
    if (method === 'OPTIONS' && !route.handlers.OPTIONS) {
      const allow = ['OPTIONS', ...Object.keys(route.handlers), ...(route.handlers.GET ? ['HEAD'] : [])];
      return {
        route: route.name,
        response: new Response(null, { status: 204, headers: { allow: allow.sort().join(', ') } }),
      };
    }
    const handler = route.handlers[method === 'HEAD' ? 'GET' : method];
    if (!handler) return { route: route.name, response: new Response(null, { status: 405 }) };
    return { route: route.name, response: await handler(request, { params: Promise.resolve(params) }) };
  }
  return { route: null, response: new Response('not found', { status: 404 }) };
}
