// Runs in the browser before the app's own code: zod compiles object parsers with `new Function` unless
// told not to, and the page's Content Security Policy (no 'unsafe-eval') refuses that with a violation
// report on every load. Parsing without it costs little at the sizes the dashboard parses. Only zod's
// core configuration is imported here, so the schema library itself still loads with the code that parses.
import { config } from 'zod/v4/core';

config({ jitless: true });
