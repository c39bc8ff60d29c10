// A base for error classes that must be recognised across copies of their module. It imports nothing, so
// the browser's first load carries it with `ApiError` at no cost.

/**
 * A base class whose errors carry the brand `Symbol.for(brand)`, and whose `instanceof` (for it and its
 * subclass) checks that brand rather than class identity: the server's bundles (instrumentation, routes)
 * each hold their own copy of a module, and an error made by one is caught by another.
 */
export function brandedError(brand: string) {
  const mark = Symbol.for(brand);
  return class BrandedError extends Error {
    static override [Symbol.hasInstance](value: unknown): boolean {
      return typeof value === 'object' && value !== null && mark in value;
    }
    readonly [mark] = true;
  };
}
