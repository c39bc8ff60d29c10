// Runs once when the server starts: an invalid environment stops it with a message naming the variable;
// then the activity journal's reconciliation starts (writes left pending by a crash, or whose answer was
// lost, are settled from the chain at start and periodically).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverConfig } = await import('@/lib/server/config');
    serverConfig();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { startReconciler } = await import('@/lib/server/journal/reconciler');
      startReconciler();
    }
  }
}
