import type { FastifyRequest } from 'fastify';
import { matchEndpoint } from '@/lib/partner';

/** The key a request is counted and faulted under: `METHOD /path/{template}` with the spec's templates. */
export function routeKey(request: FastifyRequest): string {
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/partner/v1/')) {
    const match = matchEndpoint(request.method, pathname);
    return `${request.method} ${match.ok ? match.endpoint.path : pathname}`;
  }
  return `${request.method} ${request.routeOptions.url ?? pathname}`;
}
