// A second watcher over a test runtime's store and read model, as another instance runs it (its own
// memory), for the watcher's schedule tests.
import { createWatcher, type Watcher, type WatcherDeps } from '@/lib/server/inbox';
import type { Runtime } from '@/lib/server/runtime';

type WatchAnswer = Awaited<ReturnType<Runtime['readModel']['watchRead']>>;

/**
 * A watcher over `rt` that runs every `periodMs`, with `watchAllowance` as its share of the tier if given.
 * `onGovernanceRead` sees each token it reads, with the answer and the oldest it would take; when it
 * answers `'enough'`, the round ends after that read (so a test spends little of the runtime's budget).
 */
export function watcherOver(
  rt: Runtime,
  periodMs: number,
  options: {
    watchAllowance?: WatcherDeps['watchAllowance'];
    onGovernanceRead?: (mint: string, answer: WatchAnswer, notBefore: number) => 'enough' | void;
  } = {},
): Watcher {
  const enough = new AbortController();
  const watcher = createWatcher({
    ...(options.watchAllowance ? { watchAllowance: options.watchAllowance } : {}),
    config: { ...rt.config, watch: { ...rt.config.watch, periodMs } },
    db: rt.db,
    chain: rt.chain,
    readModel: () => ({
      watchRead: async (kind, id, sessionId, notBefore) => {
        const answer = await rt.readModel.watchRead(kind, id, sessionId, notBefore);
        if (kind === 'governance' && options.onGovernanceRead?.(id, answer, notBefore) === 'enough')
          enough.abort();
        return answer;
      },
      hasEnded: (sessionId) => rt.readModel.hasEnded(sessionId),
    }),
    webhooks: rt.webhooks,
  });
  return { ...watcher, round: () => watcher.round(enough.signal) };
}
