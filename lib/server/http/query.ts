import 'server-only';
import type { RequestHead } from './request-head';
import { catalogueError } from '@/lib/partner';

/**
 * `400 invalid_input` for a query parameter the route does not read, or one given twice: a request the
 * route would silently misread is refused instead.
 */
export function assertQuery(request: RequestHead, allowed: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of new URL(request.url).searchParams.keys()) {
    if (!allowed.includes(name))
      throw catalogueError('invalid_input', {
        message: `Unknown query parameter "${name.slice(0, 40)}". ${
          allowed.length ? `This address reads only ${allowed.join(', ')}.` : 'This address reads none.'
        }`,
      });
    if (seen.has(name))
      throw catalogueError('invalid_input', {
        message: `The query parameter "${name}" appears more than once.`,
      });
    seen.add(name);
  }
}
