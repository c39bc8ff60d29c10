import 'server-only';
import type { ChainReader, ChainStatus, ChainTx } from '../chain/history';
import type { Settlement } from './journal';

// Deciding, from the chain, what became of writes the journal could not settle: a `submitted` write whose
// confirmation nobody saw, an `outcome_unknown` one whose answer was lost, a `pending` one whose process
// died mid-send. A known signature is looked up; otherwise the wallet's transactions since the intent
// was recorded (its recent ones, when the chain's slot could not be read then) are searched for the one
// the write made: the one naming the write's token and proposal that no other write of this wallet owns,
// never merely the wallet's next transaction. What is not on the chain three minutes after the intent can
// no longer land (its blockhash has expired): it was not sent.

/** A pending entry younger than this may still be in flight (the upstream call times out after 20 s). */
export const ORPHAN_AFTER_SECONDS = 30;
/** After this, a transaction that has not landed never will. */
export const LAND_HORIZON_SECONDS = 180;

export type Unsettled = {
  id: string;
  kind: string;
  status: 'pending' | 'submitted' | 'outcome_unknown';
  wallet: string | null;
  mint: string | null;
  proposal: string | null;
  signature: string | null;
  intentSlot: bigint | null;
  /** Seconds since the intent was recorded. */
  ageSeconds: number;
};

export type Decision = {
  id: string;
  settlement: Settlement;
  signature: string | null;
  reason: string;
  /** The token the found transaction moved, when the entry did not know it (a vote names its proposal only). */
  mint?: string;
};

const short = (signature: string) => `${signature.slice(0, 8)}…${signature.slice(-8)}`;

function fromStatus(id: string, signature: string, status: ChainStatus, found: string): Decision | null {
  if (status.level === 'processed') return null; // not final yet: ask again later
  return status.err === null
    ? { id, settlement: 'confirmed', signature, reason: `${found} It is confirmed on the network.` }
    : {
        id,
        settlement: 'failed',
        signature,
        reason: `${found} It landed with an error, so nothing changed; its network fees were spent.`,
      };
}

const notSent = (id: string, why: string): Decision => ({
  id,
  settlement: 'not_sent',
  signature: null,
  reason: why,
});

/**
 * The decisions for `entries` (oldest first), given the chain. `claimed` holds the signatures other
 * journal entries already own; it grows with every match, so one transaction settles one write.
 */
export async function decide(
  entries: readonly Unsettled[],
  chain: ChainReader,
  claimed: Set<string>,
): Promise<Decision[]> {
  const decisions: Decision[] = [];
  const known = entries.flatMap((e) => (e.signature ? [e.signature] : []));
  const statuses = await chain.statuses(known);
  const histories = new Map<string, Promise<ChainTx[]>>();
  const history = (wallet: string, fromSlot: bigint) => {
    const key = `${wallet} ${fromSlot}`;
    if (!histories.has(key)) histories.set(key, chain.walletHistory(wallet, fromSlot));
    return histories.get(key)!;
  };

  for (const entry of entries) {
    if (entry.status === 'pending' && entry.ageSeconds < ORPHAN_AFTER_SECONDS) continue;
    const expired = entry.ageSeconds >= LAND_HORIZON_SECONDS;
    if (entry.signature) {
      const status = statuses.get(entry.signature);
      const found = `Transaction ${short(entry.signature)} was found.`;
      const decision = status ? fromStatus(entry.id, entry.signature, status, found) : null;
      if (decision) decisions.push(decision);
      else if (!status && expired)
        decisions.push(
          notSent(
            entry.id,
            'Its transaction never reached the network and can no longer land: nothing was done.',
          ),
        );
      continue;
    }
    // What the write names (its token, its proposal): without a wallet or a subject there is nothing to
    // search by, and the entry stays unknown (it no longer holds newer ones back: see reconciler.ts).
    const own = [entry.mint, entry.proposal].filter((id): id is string => id !== null);
    if (!entry.wallet || own.length === 0) continue;
    // From the intent's slot; when it could not be read then, the wallet's recent transactions.
    const candidates = (await history(entry.wallet, entry.intentSlot ?? 0n)).filter(
      (tx) => tx.feePayer === entry.wallet && !claimed.has(tx.signature),
    );
    const match = candidates.find((tx) => own.every((id) => tx.keys.includes(id)));
    if (match) {
      claimed.add(match.signature);
      const found = `Transaction ${short(match.signature)} from your wallet names this ${entry.proposal ? 'proposal' : 'token'}.`;
      const decision = fromStatus(entry.id, match.signature, { level: 'confirmed', err: match.err }, found);
      const mint = entry.mint === null && match.mints.length === 1 ? match.mints[0] : undefined;
      if (decision) decisions.push(mint ? { ...decision, mint } : decision);
    } else if (expired) {
      decisions.push(
        notSent(
          entry.id,
          'No transaction from your wallet for it reached the network, and it can no longer land: nothing was done.',
        ),
      );
    }
  }
  return decisions;
}
