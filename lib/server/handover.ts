import 'server-only';
import type { bodyLimitFor, logRefusedBody } from './http/body-limits';
import type { hotRead } from './relay/hot';

// What the app hands to the production server (scripts/serve.mjs, which runs Next in the same process) as
// it starts (instrumentation.ts): the hot reads its front door answers without Next's router, each route's
// body limit (which the front door enforces before Next reads or copies a body) and its log line, and the
// shutdown it runs on SIGTERM or SIGINT before the process exits, so that the store is closed (its last
// copy written, PostgreSQL stopped cleanly, its lock released) rather than cut off mid-write.

export type ServerHandover = {
  hotRead: typeof hotRead;
  bodyLimit: typeof bodyLimitFor;
  refusedBody: typeof logRefusedBody;
  shutdown(): Promise<void>;
};

const HANDOVER_KEY = Symbol.for('dashboard.server');

export function handOver(handover: ServerHandover): void {
  (globalThis as Record<symbol, unknown>)[HANDOVER_KEY] = handover;
}
