import 'server-only';
import type { FollowChangeResponse, FollowedToken, FollowReason, FollowsResponse } from '@/lib/api';
import { ApiError } from '@/lib/partner';
import type { ChainConnections } from '../chain/connection';
import { readTokenBalance } from '../chain/balance';
import type { Db } from '../store/db';
import { isFollowed, listFollows, mintsWrittenBy } from './follows';
import { readHeldTokens } from './held';

// A person's follow set: the union of the tokens her wallet holds (the chain), those she wrote to through
// the dashboard (the activity journal) and those she follows by hand (the store), each saying why. A chain
// that cannot be read leaves the held part out and says so (`heldRead: false`); the rest still answers.

export type FollowSetDeps = { db: Db; chain: ChainConnections };

const ORDER: Record<FollowReason, number> = { held: 0, wrote: 1, followed: 2 };

export async function followSet({ db, chain }: FollowSetDeps, wallet: string): Promise<FollowsResponse> {
  const [held, wrote, followed] = await Promise.all([
    readHeldTokens(chain, wallet).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    }),
    mintsWrittenBy(db, wallet),
    listFollows(db, wallet),
  ]);
  const tokens = new Map<string, FollowedToken>();
  const add = (mint: string, reason: FollowReason) => {
    const entry = tokens.get(mint) ?? { mint, reasons: [], balance: null };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    tokens.set(mint, entry);
  };
  for (const [mint, amount] of held ?? []) {
    add(mint, 'held');
    tokens.get(mint)!.balance = amount.toString();
  }
  for (const mint of wrote) add(mint, 'wrote');
  for (const mint of followed) add(mint, 'followed');
  for (const entry of tokens.values()) entry.reasons.sort((a, b) => ORDER[a] - ORDER[b]);
  return { wallet, tokens: [...tokens.values()], heldRead: held !== null };
}

/**
 * Where one token stands in `wallet`'s set, after a follow or an unfollow: followed by hand or not, and
 * the reasons it is in the set (none when it left it). Her balance of it is read by its mint.
 */
export async function followStanding(
  { db, chain }: FollowSetDeps,
  wallet: string,
  mint: string,
): Promise<FollowChangeResponse> {
  const [balance, wrote, followed] = await Promise.all([
    readTokenBalance(chain.connection(), wallet, mint).then(
      (read) => BigInt(read.amount),
      () => 0n, // unreadable now: the answer says only what is known
    ),
    mintsWrittenBy(db, wallet, mint),
    isFollowed(db, wallet, mint),
  ]);
  const reasons: FollowReason[] = [];
  if (balance > 0n) reasons.push('held');
  if (wrote.length > 0) reasons.push('wrote');
  if (followed) reasons.push('followed');
  return { mint, followed, reasons };
}
