// Runs once when the server starts, before it listens: an invalid environment stops it with a message
// naming the variable; the session store is opened (the embedded one takes seconds to start, and does
// its work on the event loop, so opened on first use it held up the first "Approve" of a fresh process
// for 5–15 s); then the activity journal's reconciliation starts (writes left pending by a crash, or
// whose answer was lost, are settled from the chain at start and periodically); and the hot reads are
// handed to the front door (scripts/front.mjs).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverConfig } = await import('@/lib/server/config');
    serverConfig();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { runtime } = await import('@/lib/server/runtime');
      // A store that cannot be opened now is opened again on first use, where its error is reported.
      await runtime()
        .db()
        .catch(() => undefined);
      const { startReconciler } = await import('@/lib/server/journal/reconciler');
      startReconciler();
      // The production server's front door serves the governance reads through this, not Next's router.
      const { hotRead, HOT_READ_KEY } = await import('@/lib/server/relay/hot');
      (globalThis as Record<symbol, unknown>)[HOT_READ_KEY] = hotRead;
    }
  }
}
