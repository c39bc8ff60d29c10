// Runs in the browser before the app's own code: zod compiles object parsers with `new Function` unless
// told not to, and the page's Content Security Policy (no 'unsafe-eval') refuses that with a violation
// report on every load. Parsing without it costs little at the sizes the dashboard parses.
import { z } from 'zod';

z.config({ jitless: true });
