// Types of bench/support/cli.mjs (plain JavaScript, run by Node without a build step), for the benches'
// TypeScript halves.
export function wordArg<T extends string | null | undefined>(name: string, fallback: T): string | T;
export function numberArg(name: string, fallback: number): number;
export function simControls(simulator: string): {
  get(path: string): Promise<unknown>;
  post(path: string, body: unknown): Promise<unknown>;
};
export function voteBody(kind: 'vote' | 'cancel', proposal: string): Record<string, string>;
export function runServerScript(script: string): never;
