import type { BatchItem } from '@/lib/domain/batch';
import { count, tokenAmount } from '@/lib/format';

// The words of My governance's batch actions: what each write does, with its figures.

/** "Withdraw 10,000,000 LUMEN from proposal #2" / "Settle proposal #3 of TIDE: it passes". */
export function itemText(item: BatchItem): string {
  if (item.kind === 'withdraw')
    return `Withdraw ${tokenAmount(item.amount, item.symbol)} from proposal #${item.proposalIndex}`;
  return `Settle proposal #${item.proposalIndex}: it ${item.verdict === 'passes' ? 'passes' : 'fails'}`;
}

/** The write as its row's stepper names it. */
export const itemNoun = (item: BatchItem): string =>
  item.kind === 'withdraw' ? 'The withdrawal' : 'The settlement';

/** "2 withdrawals and 1 settlement". */
export function batchCounts(withdrawals: number, settlements: number): string {
  const parts = [
    withdrawals > 0 ? count(withdrawals, 'withdrawal') : null,
    settlements > 0 ? count(settlements, 'settlement') : null,
  ].filter((part): part is string => part !== null);
  return parts.join(' and ');
}
