import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { balanceKeys } from './balance';
import { governanceKeys, votesKeys } from './governance';

// What a write makes stale: the reads a settled write refreshes before its flow says it is done.

/** Invalidates each of `keys` (those on screen are read again); resolves when every read is back. */
export async function invalidateEach(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** What a vote, cancel, withdrawal or settlement on `proposal` changes: the governance, the votes, her balance. */
export const votingWriteKeys = (mint: string, proposal: string): QueryKey[] => [
  governanceKeys.detail(mint),
  votesKeys.proposal(proposal),
  balanceKeys.detail(mint),
];
