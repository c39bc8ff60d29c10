import type { BatchItem } from '@/lib/domain/batch';
import { runFlow, type FlowDeps } from './run-flow';
import type { FlowState } from './write-flow';

// My governance's batch actions: the writes of one review sent one after the other, each the one write
// flow of its own (its own Idempotency-Key, made when the review opens; its own stepper; its own journal
// entry on the server). A write that fails or whose outcome is unknown stops nothing else: the next one
// is sent after it ends. Nothing is ever resent on the person's behalf.

export interface BatchDeps extends Omit<FlowDeps, 'submit' | 'refresh'> {
  /** The one POST of an item, with its key. */
  submit: (item: BatchItem, idempotencyKey: string) => Promise<{ signature: string }>;
  /** Refetches what the item's write changed. */
  refresh: (item: BatchItem) => Promise<void>;
}

/** One planned write with the key it is sent under. */
export interface KeyedItem {
  item: BatchItem;
  key: string;
}

/** Gives each item its own key (`newKey('withdraw')`, `newKey('settle')`), once, before anything is sent. */
export function keyItems(items: readonly BatchItem[], newKey: (kind: string) => string): KeyedItem[] {
  return items.map((item) => ({ item, key: newKey(item.kind) }));
}

/**
 * Sends the items in order, each to its final state before the next starts; answers every final state.
 * Never throws (a flow never does), never sends an item twice.
 */
export async function runBatch(
  items: readonly KeyedItem[],
  deps: BatchDeps,
  onState: (index: number, state: FlowState) => void,
): Promise<FlowState[]> {
  const finals: FlowState[] = [];
  for (const [index, { item, key }] of items.entries()) {
    const final = await runFlow(
      {
        submit: () => deps.submit(item, key),
        txStatus: deps.txStatus,
        refresh: () => deps.refresh(item),
        sleep: deps.sleep,
        now: deps.now,
      },
      (state) => onState(index, state),
    );
    finals.push(final);
  }
  return finals;
}

/** How a batch ended: how many writes were confirmed, failed, or have an outcome not known yet. */
export function batchTally(states: readonly FlowState[]): { done: number; failed: number; unknown: number } {
  return {
    done: states.filter((s) => s.phase === 'done').length,
    failed: states.filter((s) => s.phase === 'failed').length,
    unknown: states.filter((s) => s.phase === 'unknown').length,
  };
}
