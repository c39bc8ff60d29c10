// Votes for the unit tests of this folder.
import type { Vote } from '@/lib/partner';

export const VOTER_A = 'kGVVPhth5uzRVW5bsCSoSqp9i755gfKyKn12TniwxoU';
export const VOTER_B = 'CTG44JRwkSgzQYoH5NYy5PtL9nUo7kfK6BvSFu5q4LkQ';
export const PROPOSAL = 'DyKVEeLxbksFSy5v19K5v9iQ1aEVxCkjKxbG2R5cpnpv';

export function vote(patch: Partial<Vote> = {}): Vote {
  return {
    proposal: PROPOSAL,
    voter: VOTER_A,
    side: 'yes',
    amount: '1000000000',
    countedAsVoter: true,
    active: true,
    withdrawn: false,
    signature: '5sig',
    blockTime: '2027-01-15T08:01:00.000Z',
    ...patch,
  };
}

/** Unix seconds of an ISO time, for expectations. */
export const at = (iso: string) => BigInt(Date.parse(iso) / 1000);
