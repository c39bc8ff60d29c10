// The `/partner/v1/` endpoints: the table (endpoint-table.ts), the spec's limits, routing of a method
// and pathname onto the table, and the votes-list `limit` rule.
import {
  API_PREFIX,
  endpoint,
  ENDPOINT_KEYS,
  ENDPOINTS,
  type Endpoint,
  type EndpointKey,
  type HttpMethod,
} from './endpoint-table';
import { LIMITS } from './limits';

export * from './endpoint-table';
export { LIMITS, type RateBucket, type Tier } from './limits';

export type EndpointMatch =
  | { ok: true; endpoint: Endpoint; params: Record<string, string> }
  | { ok: false; status: 404; error: 'not_found' }
  | { ok: false; status: 405; error: 'method_not_allowed'; allow: HttpMethod[] };

type Compiled = { key: EndpointKey; segments: string[]; literals: number };

const COMPILED: Compiled[] = ENDPOINT_KEYS.map((key) => {
  const segments = ENDPOINTS[key].path.split('/').slice(1);
  return { key, segments, literals: segments.filter((s) => !s.startsWith('{')).length };
});

/**
 * A path parameter must be one non-empty segment. Encoded separators (`%2f`, `%5c`) and anything that
 * decodes to `/`, `\`, `..` or a control character are refused, as are malformed escapes. Returns the
 * decoded value, or null.
 */
function paramValue(raw: string): string | null {
  if (raw === '' || /%2f|%5c/i.test(raw)) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (
    value === '' ||
    value.includes('/') ||
    value.includes('\\') ||
    value.includes('..') ||
    /[\u0000-\u001f\u007f]/.test(value)
  ) {
    return null;
  }
  return value;
}

function matchPath(compiled: Compiled, parts: string[]): Record<string, string> | null {
  if (compiled.segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of compiled.segments.entries()) {
    const part = parts[i] ?? '';
    if (segment.startsWith('{')) {
      const value = paramValue(part);
      if (value === null) return null;
      params[segment.slice(1, -1)] = value;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}

/**
 * Route a method and an upstream pathname (`/partner/v1/...`, no query string) onto the table. A path
 * that fits a template but not its method is 405 (with the allowed methods); no fitting path is 404.
 * When several templates fit, literal segments beat parameters (`/governance/votes` is the vote endpoint
 * for POST); a GET of such a path reads it as a parameter (`GET /governance/votes` is a governance read
 * of mint "votes", which the service answers with 404 `governance_not_found`).
 */
export function matchEndpoint(method: string, pathname: string): EndpointMatch {
  const notFound = { ok: false, status: 404, error: 'not_found' } as const;
  if (!pathname.startsWith(API_PREFIX)) return notFound;
  const parts = pathname.split('/').slice(1);
  const verb = method.toUpperCase();
  const allow = new Set<HttpMethod>();
  let best: { compiled: Compiled; params: Record<string, string> } | null = null;
  for (const compiled of COMPILED) {
    const params = matchPath(compiled, parts);
    if (params === null) continue;
    const def = ENDPOINTS[compiled.key];
    allow.add(def.method);
    if (def.method === verb && (best === null || compiled.literals > best.compiled.literals))
      best = { compiled, params };
  }
  if (best !== null) return { ok: true, endpoint: endpoint(best.compiled.key), params: best.params };
  if (allow.size > 0) return { ok: false, status: 405, error: 'method_not_allowed', allow: [...allow] };
  return notFound;
}

/**
 * The votes list `limit` query parameter, by the spec's rule: anything that is not a positive number is
 * 50, anything above 200 is 200, and it is never an error. Only plain digit strings count as numbers, so
 * "12abc", "1.5", "1e2", "+5", "-5", " 5" and "" are all 50; "0" and "000" are 50; "007" is 7.
 */
export function parseVotesLimit(raw: string | null): number {
  const { default: fallback, max } = LIMITS.votesList;
  if (raw === null || !/^[0-9]+$/.test(raw)) return fallback;
  const digits = raw.replace(/^0+/, '');
  if (digits === '') return fallback;
  if (digits.length > String(max).length) return max;
  return Math.min(Number(digits), max);
}
