import 'server-only';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@/lib/partner';
import { serverConfig } from './config';

// The one seam to the partner API: base URL, bearer token, timeout and request id. Nothing else calls
// `fetch` on the upstream's /partner/v1/ paths.

const DEFAULT_TIMEOUT_MS = 20_000;

/** The upstream did not answer (network failure, reset or timeout): a write's outcome is unknown. */
export class UpstreamLostError extends Error {
  override name = 'UpstreamLostError';
  constructor(readonly sent: boolean) {
    super(sent ? 'The upstream response was lost.' : 'The upstream could not be reached.');
  }
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

/** The absolute upstream URL of a /partner/v1/ path; never another host or path prefix. */
export function upstreamUrl(path: string): URL {
  const base = new URL(serverConfig().baseUrl);
  const url = new URL(path, base);
  if (url.origin !== base.origin || !url.pathname.startsWith(API_PREFIX)) {
    throw new Error('Refusing to send a partner token outside the configured upstream.');
  }
  return url;
}

function wasNeverSent(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } })?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/** Sends one request to the upstream. Any HTTP answer is returned as is; no answer throws `UpstreamLostError`. */
export async function upstreamFetch(request: UpstreamRequest): Promise<Response> {
  const headers = new Headers({
    accept: 'application/json',
    authorization: `Bearer ${request.accessToken}`,
    'x-request-id': request.requestId ?? randomUUID(),
  });
  if (request.contentType) headers.set('content-type', request.contentType);
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    return await fetch(upstreamUrl(request.path), {
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
    throw new UpstreamLostError(!wasNeverSent(error));
  }
}
