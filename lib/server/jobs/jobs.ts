import 'server-only';
import { fromPglite, PgBoss, type JobWithMetadata, type Queue, type SendOptions } from 'pg-boss';
import { log } from '../log';
import type { Db } from '../store/db';
import { isServerStore } from '../store/db';

// Background work that runs once across instances, on pg-boss (a PostgreSQL job queue: SKIP LOCKED
// claims, retries with backoff, cron schedules, heartbeats) in the store's own database: PGlite through
// pg-boss's PGlite adapter, a PostgreSQL server through a small pool of pg-boss's own. Nothing here
// decides by itself who runs what: the library's queues do.
//
// A periodic task is a queue of policy `stately` (at most one run waiting and one running, across every
// instance), seeded by each instance as it starts (a run at start, as before), kept going by the run
// itself (each success sends the next one `everyMs` later, or sooner when the run asks) and by a cron schedule that sends one every
// period of a minute or more (so a chain that broke, its retries spent, starts again). A run's holder
// heartbeats; one that stops (its process died) is failed by another instance's supervisor within
// `heartbeatSeconds` plus `superviseSeconds`, and the run is retried there.

/**
 * A periodic task's run: `signal` aborts as its runtime closes (or its claim is lost); `id` is the run's
 * job. It may answer `{ nextInMs }` to have the next run sooner than its period (a deadline it knows of).
 */
export type PeriodicTask = (signal: AbortSignal, run: { id: string }) => Promise<unknown>;

/** The delay a run asked for its next one (`{ nextInMs }`), within its period; the period otherwise. */
function nextDelayMs(result: unknown, everyMs: number): number {
  const asked = (result as { nextInMs?: unknown } | null | undefined)?.nextInMs;
  return typeof asked === 'number' && Number.isFinite(asked)
    ? Math.max(0, Math.min(everyMs, asked))
    : everyMs;
}
/**
 * A queue's handler takes a batch of jobs and answers, for each, null when it is done or why it failed
 * (it is then retried with the queue's backoff); a throw fails the whole batch.
 */
export type QueueHandler<T> = (jobs: JobWithMetadata<T>[]) => Promise<(string | null)[]>;

/**
 * A queue's policy and retries, as pg-boss reads them; how many workers one instance runs, and how many
 * jobs each takes at once (run side by side; a worker whose batch came full asks again at once).
 */
export type QueueSpec = Omit<Queue, 'name'> & { concurrency?: number; batchSize?: number };

export type JobTimings = {
  /** How often an idle worker asks for work (at least 0.5 s). */
  pollSeconds: number;
  /** A periodic run's holder heartbeats; one silent this long is failed and retried elsewhere (>= 10). */
  heartbeatSeconds: number;
  /** How often an instance looks for runs whose holder went silent. */
  superviseSeconds: number;
};

export const DEFAULT_TIMINGS: JobTimings = { pollSeconds: 1, heartbeatSeconds: 10, superviseSeconds: 10 };

export type Jobs = {
  /** Declares a task run every `everyMs` once across instances (before `start`). */
  every(name: string, everyMs: number, task: PeriodicTask, failure: string): void;
  /** Declares a queue and its handler (before `start`); a handler that throws has the job retried. */
  queue<T extends object>(name: string, spec: QueueSpec, handler: QueueHandler<T>): void;
  /** Sends a job; null when it was not sent (the library is not running, or a singleton dropped it). */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Sends several jobs in one statement (those a singleton refuses are dropped); false when not running. */
  sendMany<T extends object>(name: string, jobs: { data: T; singletonKey?: string }[]): Promise<boolean>;
  /** Starts the library, the queues, the schedules and the workers (instrumentation.ts); once per runtime. */
  start(): Promise<void>;
  readonly running: boolean;
};

const TICK = 'tick';

/** The cron schedule that backs a task run every `everyMs`: every minute for a shorter period. */
function cronOf(everyMs: number): string {
  const minutes = Math.max(1, Math.round(everyMs / 60_000));
  return minutes === 1 ? '* * * * *' : minutes < 60 ? `*/${minutes} * * * *` : '0 * * * *';
}

export function createJobs(deps: {
  storeUrl: string;
  db(): Promise<Db>;
  onClose(fn: () => Promise<void>): void;
  timings?: Partial<JobTimings>;
}): Jobs {
  const timings = { ...DEFAULT_TIMINGS, ...deps.timings };
  const periodic: { name: string; everyMs: number; task: PeriodicTask; failure: string }[] = [];
  const queues: { name: string; spec: QueueSpec; handler: QueueHandler<never> }[] = [];
  const closing = new AbortController();
  let boss: PgBoss | null = null;
  let starting: Promise<void> | null = null;

  async function open(): Promise<PgBoss> {
    const common = {
      schedule: true,
      superviseIntervalSeconds: timings.superviseSeconds,
      monitorIntervalSeconds: timings.superviseSeconds,
      cronMonitorIntervalSeconds: 30,
      cronWorkerIntervalSeconds: 5,
      registerInstance: false,
      openTelemetry: { enabled: false },
      // Workers of queues with `notify` are woken as a job is sent (LISTEN/NOTIFY; polling stays the floor).
      useListenNotify: true,
    };
    if (isServerStore(deps.storeUrl))
      return new PgBoss({ ...common, connectionString: deps.storeUrl, max: 4, application_name: 'jobs' });
    const db = await deps.db();
    if (!db.pglite) throw new Error('An embedded store without its engine.');
    return new PgBoss({ ...common, db: fromPglite(db.pglite), backend: 'pglite' });
  }

  const createPeriodicQueue = (started: PgBoss, name: string) =>
    started.createQueue(name, {
      policy: 'stately',
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      retryDelayMax: 60,
      expireInSeconds: 15 * 60,
      heartbeatSeconds: timings.heartbeatSeconds,
      deleteAfterSeconds: 3_600,
    });

  async function startPeriodic(started: PgBoss, item: (typeof periodic)[number]): Promise<void> {
    const { name, everyMs, task, failure } = item;
    const chained = everyMs < 60_000;
    await started.schedule(name, cronOf(everyMs), null, { singletonKey: TICK });
    await started.work(name, { pollingIntervalSeconds: timings.pollSeconds }, async ([job]) => {
      if (!job) return;
      let result: unknown;
      try {
        result = await task(AbortSignal.any([job.signal, closing.signal]), { id: job.id });
      } catch (error) {
        log.warn({ err: error, job: name }, failure);
        throw error; // retried with backoff by the queue
      }
      const nextMs = nextDelayMs(result, everyMs);
      if ((chained || nextMs < everyMs) && !closing.signal.aborted)
        await started.send(name, null, { singletonKey: TICK, startAfter: Math.ceil(nextMs / 1000) });
    });
    await started.send(name, null, { singletonKey: TICK }); // a run at start (dropped if one waits)
  }

  async function run(): Promise<void> {
    const made = await open();
    made.on('error', (error: unknown) => log.warn({ err: error }, 'the job library reported an error'));
    await made.start();
    // Every queue first, so that nothing is sent to one that does not exist yet.
    for (const { name } of periodic) await createPeriodicQueue(made, name);
    for (const { name, spec } of queues) {
      const { concurrency: _concurrency, batchSize: _batchSize, ...options } = spec;
      await made.createQueue(name, options);
    }
    boss = made;
    for (const item of periodic) await startPeriodic(made, item);
    for (const { name, spec, handler } of queues) {
      const { concurrency = 1, batchSize = 1 } = spec;
      await made.work(
        name,
        {
          pollingIntervalSeconds: timings.pollSeconds,
          // Jobs coming due later (a retry's backoff) send no notification: polling stays as frequent.
          notifyPollingIntervalSeconds: timings.pollSeconds,
          localConcurrency: concurrency,
          batchSize,
          burstWhenBatchFull: batchSize > 1,
          includeMetadata: true,
          perJobResults: true,
        },
        async (batch: JobWithMetadata<object>[]) => {
          let failures: (string | null)[];
          try {
            failures = await (handler as QueueHandler<object>)(batch);
          } catch (error) {
            failures = batch.map(() => (error instanceof Error ? error.message : String(error)));
          }
          return batch.map((job, index) => {
            const message = failures[index] ?? null;
            return message === null
              ? { id: job.id, status: 'completed' as const }
              : { id: job.id, status: 'failed' as const, output: { message } }; // retried with backoff
          });
        },
      );
    }
  }

  deps.onClose(async () => {
    closing.abort();
    await starting?.catch(() => undefined);
    const started = boss;
    boss = null;
    await started?.stop({ graceful: true, timeout: 15_000 });
  });

  return {
    every(name, everyMs, task, failure) {
      periodic.push({ name, everyMs, task, failure });
    },
    queue(name, spec, handler) {
      queues.push({ name, spec, handler: handler as QueueHandler<never> });
    },
    async send(name, data, options = {}) {
      if (!boss || closing.signal.aborted) return null;
      return boss.send(name, data, options);
    },
    async sendMany(name, items) {
      if (!boss || closing.signal.aborted) return false;
      if (items.length > 0) await boss.insert(name, items);
      return true;
    },
    start() {
      if (closing.signal.aborted) return Promise.reject(new Error('The runtime is closing.'));
      starting ??= run();
      return starting;
    },
    get running() {
      return boss !== null;
    },
  };
}
