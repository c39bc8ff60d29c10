// Runs once when the server starts, before it listens (scripts/serve.mjs makes the production server's
// first request before it opens its port, since Next runs this on that request): an invalid environment stops it with a message
// naming the variable; the store is opened, and a store that cannot be opened (damaged, or held by another
// process) stops the server with one message saying which, why and what to do, rather than a server that
// looks healthy and fails every sign-in; then the background jobs start (lib/server/jobs: one instance
// runs each at a time): the activity journal's reconciliation (writes left pending by a crash, or whose
// answer was lost, are settled from the chain at start and periodically) and the sweep of ended sessions
// (revoked and deleted, at start and periodically), and signed webhooks' deliveries; jobs that cannot
// start stop the server with a message;
// and the front door's adapter (the hot reads, the body limits and the shutdown: lib/server/relay/hot.ts)
// is put where the production server (scripts/serve.mjs) finds it.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverConfig } = await import('@/lib/server/config');
    const config = serverConfig();
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      const { runtime } = await import('@/lib/server/runtime');
      const rt = runtime();
      try {
        await rt.db();
      } catch (error) {
        const { storeFailureMessage } = await import('@/lib/server/store/db');
        console.error(`\n${storeFailureMessage(config.storeUrl, error)}\n`);
        process.exit(1);
      }
      // Not waited for: the server listens while the job library installs or checks its tables.
      rt.jobs.start().catch((error: unknown) => {
        console.error(
          `\nThe background jobs (pg-boss, in the store) could not start: ${error instanceof Error ? error.message : String(error)}\n`,
        );
        process.exit(1);
      });
      const { openFrontDoor } = await import('@/lib/server/relay/hot');
      openFrontDoor();
    }
  }
}
