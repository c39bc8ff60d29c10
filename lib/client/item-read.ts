import { apiRead, type ResponseSchemas } from './api';

/**
 * A read of our API that names one item by an id in its path, `GET /api/<resource>/<id>`: its query keys
 * (`all` for every item of the resource, `one(id)` for one), its path, and its fetch, whose answer the
 * schema `pick` chooses checks.
 */
export function itemRead<R extends string, T>(
  resource: R,
  pick: (schemas: ResponseSchemas) => { parse: (value: unknown) => T },
) {
  const path = (id: string): string => `/api/${resource}/${encodeURIComponent(id)}`;
  return {
    all: [resource] as const,
    one: (id: string) => [resource, id] as const,
    path,
    fetch: (id: string): Promise<T> => apiRead(path(id), pick),
  };
}
