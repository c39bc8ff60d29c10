import 'server-only';
import { randomUUID } from 'node:crypto';
import { ApiError } from '@/lib/partner';
import { log, type Logger } from '../log';
import { assertSameOrigin } from './origin';
import { errorResponse } from './respond';

export interface RouteContext<Params> {
  request: Request;
  params: Params;
  requestId: string;
  log: Logger;
}

type Handler<Params> = (ctx: RouteContext<Params>) => Promise<Response>;

/**
 * Wraps a route handler: a request id, the cross-site guard on every non-GET method, one log line per
 * request, and errors in the spec's shape (unknown failures become a generic `500 internal`).
 */
export function route<Params = Record<string, never>>(name: string, handler: Handler<Params>) {
  return async (request: Request, segment: { params: Promise<Params> }): Promise<Response> => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID();
    const started = performance.now();
    const child = log.child({ requestId, route: name });
    let response: Response;
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD') assertSameOrigin(request);
      response = await handler({ request, params: await segment.params, requestId, log: child });
    } catch (error) {
      if (!(error instanceof ApiError)) child.error({ err: error }, 'route failed');
      response = errorResponse(error);
    }
    response.headers.set('x-request-id', requestId);
    child.info({
      method: request.method,
      status: response.status,
      ms: Math.round(performance.now() - started),
    });
    return response;
  };
}
