import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/partner';
import { log, type Logger } from '../log';
import { runtime, type Runtime } from '../runtime';
import { assertSameOrigin } from './origin';
import { errorCode, errorResponse } from './respond';
import { assertQuery } from './query';
import type { RequestHead } from './request-head';
import { stampResponse } from './wire';

export interface RouteContext<Params, R extends RequestHead = Request> {
  request: R;
  params: Params;
  requestId: string;
  log: Logger;
  /** The process's runtime: every service the handler needs. */
  rt: Runtime;
}

type Handler<Params> = (ctx: RouteContext<Params>) => Promise<Response>;

export interface RouteOptions {
  /** The query parameters the route reads (none by default); null when the handler checks them itself. */
  query?: readonly string[] | null;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One request through the route wrapper, over any request head and whatever answer its handler gives
 * (a `Response`, or the front door's lean answer: see relay/hot.ts): a request id, the cross-site guard
 * on every non-GET method, the query checked against the parameters the route reads, one log line per
 * request, and errors in the spec's shape (unknown failures become a generic `500 internal`). The handler
 * gets the process's runtime (`ctx.rt`), or `rt` when given (the front door's, tests').
 */
export async function handle<Params, R extends RequestHead, A extends { status: number }>(
  name: string,
  request: R,
  params: Params | Promise<Params>,
  handler: (ctx: RouteContext<Params, R>) => Promise<A>,
  options: RouteOptions = {},
  rt?: Runtime,
): Promise<{ requestId: string; answer: A | Response }> {
  const given = request.headers.get('x-request-id') ?? '';
  const requestId = REQUEST_ID.test(given) ? given : randomUUID();
  const started = performance.now();
  const child = log.child({ requestId, route: name });
  let answer: A | Response;
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
    if (options.query !== null) assertQuery(request, options.query ?? []);
    answer = await handler({ request, params: await params, requestId, log: child, rt: rt ?? runtime() });
  } catch (error) {
    if (!(error instanceof ApiError)) child.error({ err: error }, 'route failed');
    answer = errorResponse(error);
  }
  child.info({
    method: request.method,
    status: answer.status,
    ms: Math.round(performance.now() - started),
  });
  return { requestId, answer };
}

/** A route handler for Next: `handle` with the request id on the response. */
export function route<Params = Record<string, never>>(
  name: string,
  handler: Handler<Params>,
  options: RouteOptions = {},
) {
  return async (request: Request, segment: { params: Promise<Params> }): Promise<Response> => {
    const { requestId, answer } = await handle(name, request, segment.params, handler, options);
    return stampResponse(answer, requestId);
  };
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

/**
 * Handlers for the methods a route does not serve: `405 method_not_allowed` with `Allow`, in the error
 * shape (Next's own 405 has an empty body). Cross-site requests still meet the origin guard first.
 */
export function otherMethods<Served extends Method>(name: string, served: readonly Served[]) {
  const serves = (method: Method) => (served as readonly Method[]).includes(method);
  const allow = [...served, ...(serves('GET') ? ['HEAD'] : [])].join(', ');
  const refuse = route(name, async () => errorCode('method_not_allowed', {}, { allow }), { query: null });
  return Object.fromEntries(METHODS.filter((m) => !serves(m)).map((m) => [m, refuse])) as Record<
    Exclude<Method, Served>,
    typeof refuse
  >;
}
