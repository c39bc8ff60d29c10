import 'server-only';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@/lib/partner';
import { brandedError } from '@/lib/partner/branded-error';

// The wire to the partner service: base URL, bearer token, timeout and request id. Nothing else calls
// `fetch` on the service (the OAuth client sends its token and revoke calls through `lostOrRethrow`'s
// classification too, so both paths fail with the one `UpstreamLostError`).

const DEFAULT_TIMEOUT_MS = 20_000;

/** Connection failures that prove the request never reached the service. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/**
 * The service did not answer (network failure, reset or timeout). `sent` is false only when the request
 * certainly never reached it; otherwise a write's (or a token refresh's) outcome is unknown. Recognised by
 * a brand, not by class identity (see `brandedError`).
 */
export class UpstreamLostError extends brandedError('partner-dashboard.UpstreamLostError') {
  override readonly name = 'UpstreamLostError';
  constructor(readonly sent: boolean) {
    super(sent ? 'The upstream response was lost.' : 'The upstream could not be reached.');
  }
}

function causeCode(error: unknown): string | undefined {
  const cause = error instanceof Error ? error.cause : undefined;
  if (typeof cause !== 'object' || cause === null || !('code' in cause)) return undefined;
  return typeof cause.code === 'string' ? cause.code : undefined;
}

/** The `UpstreamLostError` for a failed `fetch`. */
export function lostError(error: unknown): UpstreamLostError {
  const code = causeCode(error);
  return new UpstreamLostError(!(code !== undefined && NOT_SENT.has(code)));
}

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  /** A path under /partner/v1/, with its query string. */
  path: string;
  accessToken: string;
  requestId?: string;
  contentType?: string;
  body?: BodyInit;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export type Transport = {
  readonly baseUrl: string;
  /** Sends one request. Any HTTP answer is returned as is; no answer throws `UpstreamLostError`. */
  send(request: UpstreamRequest): Promise<Response>;
  /** Whether the service answers at all (any HTTP status counts), within `timeoutMs`. */
  reachable(timeoutMs: number): Promise<boolean>;
};

/** The absolute upstream URL of a /partner/v1/ path; never another host or path prefix. */
export function upstreamUrl(baseUrl: string, path: string): URL {
  const base = new URL(baseUrl);
  const url = new URL(path, base);
  if (url.origin !== base.origin || !url.pathname.startsWith(API_PREFIX)) {
    throw new Error('Refusing to send a partner token outside the configured upstream.');
  }
  return url;
}

export function createTransport(baseUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    baseUrl,
    async send(request) {
      const headers = new Headers({
        accept: 'application/json',
        authorization: `Bearer ${request.accessToken}`,
        'x-request-id': request.requestId ?? randomUUID(),
      });
      if (request.contentType) headers.set('content-type', request.contentType);
      const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
      try {
        return await fetchImpl(upstreamUrl(baseUrl, request.path), {
          method: request.method,
          headers,
          body: request.body,
          signal,
          redirect: 'manual',
          cache: 'no-store',
          // Streams need half-duplex in Node's fetch.
          ...(request.body instanceof ReadableStream ? { duplex: 'half' } : {}),
        } as RequestInit);
      } catch (error) {
        throw lostError(error);
      }
    },
    async reachable(timeoutMs) {
      try {
        const response = await fetchImpl(new URL('/', baseUrl), {
          method: 'HEAD',
          redirect: 'manual',
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => undefined);
        return true;
      } catch {
        return false;
      }
    },
  };
}
