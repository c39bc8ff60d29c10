// Stands in for the `server-only` package under vitest, where the React server condition is absent.
export {};
