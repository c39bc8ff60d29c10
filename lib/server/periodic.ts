import 'server-only';
import { log } from './log';
import { runtime } from './runtime';

/**
 * Runs `task` now and then every `everyMs`, once per runtime (a second start under the same `name` does
 * nothing): never two runs at once, a failure logged as `failure`, and none started once the runtime
 * closes, which waits for a run under way (the store closes after it). `task` gets `closing()` to stop
 * between steps of a long run.
 */
export function startPeriodic(
  name: string,
  everyMs: number,
  task: (closing: () => boolean) => Promise<unknown>,
  failure: string,
): void {
  const rt = runtime();
  const timer = rt.slot<{ id: NodeJS.Timeout | null }>(name, () => ({ id: null }));
  if (timer.id) return;
  let running: Promise<unknown> | null = null;
  let closing = false;
  const run = () => {
    if (closing) return;
    running ??= task(() => closing)
      .catch((error: unknown) => log.warn({ err: error }, failure))
      .finally(() => (running = null));
  };
  const id = setInterval(run, everyMs);
  id.unref();
  timer.id = id;
  rt.onClose(async () => {
    closing = true;
    clearInterval(id);
    await running;
  });
  run();
}
