/**
 * Request parameters of an OAuth endpoint (query string or form body). Per RFC 6749 §3.1 a parameter
 * sent without a value counts as omitted, and a parameter must not be sent more than once: repeated
 * names are listed in `repeated` and have no value.
 */
export interface Fields {
  get(name: string): string | undefined;
  has(name: string): boolean;
  readonly repeated: readonly string[];
}

export function readFields(source: unknown): Fields {
  const values = new Map<string, string>();
  const present = new Set<string>();
  const repeated: string[] = [];
  if (typeof source === 'object' && source !== null && !Array.isArray(source)) {
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      present.add(name);
      if (Array.isArray(value)) repeated.push(name);
      else if (typeof value === 'string' && value !== '') values.set(name, value);
    }
  }
  return {
    get: (name) => values.get(name),
    has: (name) => present.has(name),
    repeated,
  };
}

/** Whether the body came as `application/x-www-form-urlencoded`. */
export function isFormBody(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/**
 * Whether the caller asked for JSON rather than a page: an `Accept` header naming `application/json`
 * and not `text/html` (browsers always name `text/html`).
 */
export function prefersJson(accept: string | undefined): boolean {
  const value = (accept ?? '').toLowerCase();
  return value.includes('application/json') && !value.includes('text/html');
}
