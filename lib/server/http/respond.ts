import 'server-only';
import { ApiError, catalogueError, type ErrorCode } from '@/lib/partner';

/** A JSON response that is never cached. */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** A server-sent event stream's headers: never cached or transformed, and not buffered by a proxy in front. */
export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** A server-sent event stream as Next's route handlers answer it. */
export function eventStream(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, { headers: { ...EVENT_STREAM_HEADERS } });
}

/** An error in the spec's wire shape; anything that is not an `ApiError` becomes `500 internal`. */
export function errorResponse(error: unknown, headers?: HeadersInit): Response {
  const apiError = error instanceof ApiError ? error : catalogueError('internal');
  return json(apiError.toBody(), { status: apiError.status, headers });
}

export function errorCode(code: ErrorCode, extra?: Record<string, unknown>, headers?: HeadersInit): Response {
  return errorResponse(catalogueError(code, extra), headers);
}
