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

/**
 * Opens an event stream once its answer's head is written: `send` writes one chunk, `end` ends the answer;
 * answers what closes it (the client left). Either door writes it: Next's route (`streamResponse`) and the
 * production server's front door (relay/hot.ts `hotStream`, straight to Node's response).
 */
export type OpenStream = (send: (chunk: Uint8Array) => void, end: () => void) => () => void;

/** A server-sent event stream as Next's route handlers answer it, closed when `signal` aborts. */
export function streamResponse(openStream: OpenStream, signal: AbortSignal): Response {
  let close = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const end = () => {
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      close = openStream((chunk) => {
        try {
          controller.enqueue(chunk);
        } catch {
          close();
        }
      }, end);
      signal.addEventListener('abort', () => {
        close();
        end();
      });
    },
    cancel() {
      close();
    },
  });
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
