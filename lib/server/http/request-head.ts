import 'server-only';

/**
 * What the route wrapper, the session lookup and the request checks read of a request: its method, its
 * absolute URL and its headers. A web `Request` is one; the front door's hot reads (relay/hot.ts) make
 * one over Node's header record, without building a `Request` (its body stream and abort signal cost a
 * relayed read a tenth of its time).
 */
export interface RequestHead {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null };
}

/** Node's header record, as `IncomingMessage.headers` holds it (repeated headers already joined). */
export type NodeHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A request head over Node's request line and header record. */
export function nodeRequestHead(method: string, url: string, headers: NodeHeaders): RequestHead {
  return {
    method,
    url,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        if (value === undefined) return null;
        return Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}
