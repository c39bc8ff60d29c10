import 'server-only';
import { log } from './log';

/** Background work the runtime runs now and then (the reconciler, the session sweep). */
export type Periodic = {
  /** Runs the task now and then every period; a second start does nothing. */
  start(): void;
};

/**
 * A task run now and then every `everyMs` once started: never two runs at once, a failure logged as
 * `failure`, and none started once its runtime closes (`onClose`), which waits for a run under way (the
 * store closes after it). `task` gets `closing()` to stop between steps of a long run.
 */
export function createPeriodic(
  onClose: (fn: () => Promise<void>) => void,
  everyMs: number,
  task: (closing: () => boolean) => Promise<unknown>,
  failure: string,
): Periodic {
  let started = false;
  return {
    start() {
      if (started) return;
      started = true;
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
      onClose(async () => {
        closing = true;
        clearInterval(id);
        await running;
      });
      run();
    },
  };
}
