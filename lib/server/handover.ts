import 'server-only';
import type { hotRead } from './relay/hot';

// What the app hands to the production server (scripts/serve.mjs, which runs Next in the same process) as
// it starts (instrumentation.ts): the hot reads its front door answers without Next's router, and the
// shutdown it runs on SIGTERM or SIGINT before the process exits, so that the store is closed (its last
// copy written, PostgreSQL stopped cleanly, its lock released) rather than cut off mid-write.

export type ServerHandover = {
  hotRead: typeof hotRead;
  shutdown(): Promise<void>;
};

const HANDOVER_KEY = Symbol.for('dashboard.server');

export function handOver(handover: ServerHandover): void {
  (globalThis as Record<symbol, unknown>)[HANDOVER_KEY] = handover;
}
