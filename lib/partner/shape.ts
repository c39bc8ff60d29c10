// Zod object shapes built from a list of keys, for objects whose fields all follow one rule.
import type { z } from 'zod';

/** A zod object shape with `schema` under each of `keys`, in their order. */
export function shapeWithEach<K extends string, S extends z.ZodType>(
  keys: readonly K[],
  schema: S,
): Record<K, S> {
  return Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;
}
