import 'server-only';
import { catalogueError } from '@/lib/partner';
import type { ServerConfig } from '../config';
import type { Jobs } from '../jobs';
import { log } from '../log';
import type { Db, Queryable } from '../store/db';
import { attemptDelivery, ATTEMPT_TIMEOUT_MS } from './deliver';
import type { WebhookEvent } from './events';
import {
  listDeliveries,
  markQueued,
  readDeliveries,
  readDelivery,
  recordAttempt,
  reopenDelivery,
  unqueued,
  writeDelivery,
  type Delivery,
} from './outbox';

// Signed webhooks through a durable outbox. A fact's delivery is written in the transaction that learns
// the fact, then handed to the job library as a job keyed by its webhook-id (queue policy `exclusive`:
// one job per delivery, so one instance delivers it at a time). Each failed attempt is retried with
// exponential backoff and jitter (pg-boss's), from PARTNER_WEBHOOK_RETRY_SECONDS up to an hour apart,
// for 24 hours, with the same webhook-id; then the delivery is marked failed. A delivery whose job was
// never sent (the process stopped in between) is found by the `webhook-outbox` job, at start and every
// 15 seconds. Several deliveries run at once on each instance, so a slow endpoint holds up only its own.

export const DELIVER_QUEUE = 'webhook-deliver';
const SWEEP_EVERY_MS = 15_000;
const CONCURRENCY = 2;
const BATCH = 50;

export type WebhookOptions = {
  fetch?: typeof fetch;
  /** The deadline of one attempt (10 s; tests make it short). */
  timeoutMs?: number;
};

export type Webhooks = {
  /** Whether PARTNER_WEBHOOK_URL is set; when not, nothing is written or sent. */
  readonly configured: boolean;
  /** Writes an event's delivery inside the caller's transaction; its id, to `dispatch` after the commit. */
  record(tx: Queryable, event: WebhookEvent): Promise<string | null>;
  /** Hands written deliveries to the job library (when it runs; otherwise the sweep does, at start). */
  dispatch(ids: readonly string[]): Promise<void>;
  /** The newest deliveries, with status, attempts and last answer. */
  list(limit: number, before: string | null): Promise<Delivery[]>;
  /** Sends a delivery again (same webhook-id), for another 24 hours. */
  resend(id: string): Promise<Delivery>;
  /** Writes and sends a `webhook.test` event. */
  sendTest(): Promise<Delivery>;
};

export function createWebhooks(deps: {
  config: ServerConfig['webhook'];
  db(): Promise<Db>;
  jobs: Jobs;
  options?: WebhookOptions;
}): Webhooks {
  const { config, jobs } = deps;
  const options = deps.options ?? {};

  async function dispatch(ids: readonly string[]): Promise<void> {
    if (!config || ids.length === 0) return;
    // One job per delivery (exclusive): a job that already waits or runs for it serves as well.
    const sent = await jobs.sendMany(
      DELIVER_QUEUE,
      ids.map((id) => ({ data: { id }, singletonKey: id })),
    );
    if (sent) await markQueued(await deps.db(), ids);
  }

  if (config) {
    jobs.queue<{ id: string }>(
      DELIVER_QUEUE,
      {
        policy: 'exclusive',
        notify: true,
        retryLimit: 500, // bounded by the 24 hours, below
        retryDelay: config.retrySeconds,
        retryBackoff: true,
        retryDelayMax: 3_600,
        expireInSeconds: 60,
        deleteAfterSeconds: 86_400,
        concurrency: CONCURRENCY,
        batchSize: BATCH,
      },
      async (batch) => {
        const db = await deps.db();
        const deliveries = await readDeliveries(
          db,
          batch.map((job) => job.data.id),
        );
        // Side by side, each recorded as soon as it ends: a slow endpoint holds up only its own attempt.
        return Promise.all(
          batch.map(async (job) => {
            const delivery = deliveries.get(job.data.id);
            if (!delivery || delivery.status !== 'pending') return null;
            const result = await attemptDelivery({
              url: config.url,
              secret: config.secret,
              id: delivery.id,
              payload: delivery.payload,
              timeoutMs: options.timeoutMs ?? ATTEMPT_TIMEOUT_MS,
              ...(options.fetch ? { fetch: options.fetch } : {}),
            });
            const final = !result.ok && (!delivery.due || job.retryCount >= job.retryLimit);
            await recordAttempt(db, delivery.id, result, final);
            if (result.ok) return null;
            log.warn(
              {
                webhook: delivery.id,
                type: delivery.type,
                attempt: delivery.attempts + 1,
                status: result.status,
              },
              final
                ? `webhook delivery failed for good (${result.error})`
                : `webhook delivery attempt failed (${result.error}); it will be retried`,
            );
            return final ? null : `The webhook delivery ${delivery.id} failed: ${result.error}`;
          }),
        );
      },
    );
    jobs.every(
      'webhook-outbox',
      SWEEP_EVERY_MS,
      async (signal) => {
        for (let round = 0; round < 20 && !signal.aborted; round += 1) {
          const ids = await unqueued(await deps.db(), 200);
          if (ids.length === 0) break;
          await dispatch(ids);
        }
      },
      'the webhook outbox sweep failed',
    );
  }

  const required = () => {
    if (!config) throw catalogueError('webhook_not_configured');
  };
  const found = async (id: string) => {
    const delivery = await readDelivery(await deps.db(), id);
    if (!delivery) throw catalogueError('webhook_delivery_not_found');
    const { due: _due, ...rest } = delivery;
    return rest;
  };

  return {
    configured: config !== null,
    async record(tx, event) {
      return config ? writeDelivery(tx, event) : null;
    },
    dispatch,
    async list(limit, before) {
      return listDeliveries(await deps.db(), limit, before);
    },
    async resend(id) {
      required();
      if (!(await reopenDelivery(await deps.db(), id))) throw catalogueError('webhook_delivery_not_found');
      await dispatch([id]);
      return found(id);
    },
    async sendTest() {
      required();
      const id = await writeDelivery(await deps.db(), {
        type: 'webhook.test',
        source: null,
        data: {
          message: 'A test event from the dashboard: your endpoint is reachable and verifies the signature.',
        },
      });
      await dispatch([id!]);
      return found(id!);
    },
  };
}
