// Runs in the browser before the app's own code: zod compiles object parsers with `new Function` unless
// told not to, and the page's Content Security Policy (no 'unsafe-eval') refuses that with a violation
// report on every load. Parsing without it costs little at the sizes the dashboard parses.
// zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on a page),
// so the flag is set there rather than through `config()` from 'zod/v4/core': importing that put zod's
// core (about 5 KB gzip) into the bootstrap every page loads, parser or not. The schema library loads with
// the code that parses; `instrumentation-client.test.ts` checks that zod reads the flag.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;
export {};
