import 'server-only';
import { chainReader, type ChainReader } from '../chain/history';
import type { ChainConnections } from '../chain/connection';
import { log } from '../log';
import type { Db } from '../store/db';
import { eventOfSettlement, type Webhooks } from '../webhooks';
import { decide, type Unsettled } from './reconcile';

// Runs the reconciliation: at start and every RECONCILE_EVERY_MS for every entry not yet settled, and
// on demand for one person's entries when their activity is read. Entries are claimed row by row
// (`checked_at`, SKIP LOCKED), so several instances share the work instead of repeating it, the ones
// never looked at first and then those looked at longest ago: entries the chain cannot settle yet (or
// ever) take their turn and never fill the batch ahead of newer ones.

export const RECONCILE_EVERY_MS = 10_000;
/** An entry is looked at again at most this often. */
const RECHECK_SECONDS = 3;
const BATCH = 50;

type Row = {
  id: string;
  kind: string;
  status: Unsettled['status'];
  wallet: string | null;
  mint: string | null;
  proposal: string | null;
  signature: string | null;
  intent_slot: string | null;
  age: number;
};

export type Scope = { sessionHash: string; wallet: string | null };

/**
 * What reconciling reads: the runtime's store and chain; and its webhooks, which learn the trades and
 * proposals the journal settles (the event is written in the settlement's transaction, so exactly one
 * instance raises it).
 */
export type ReconcileDeps = {
  db(): Promise<Db>;
  chain: ChainConnections;
  webhooks?: Pick<Webhooks, 'configured' | 'record' | 'dispatch'>;
};

async function claim(db: Db, scope: Scope | null): Promise<Unsettled[]> {
  const rows = await db.query<Row>(
    `UPDATE activity SET checked_at = clock_timestamp()
     WHERE id IN (
       SELECT id FROM activity
       WHERE settlement IS NULL AND status IN ('pending', 'submitted', 'outcome_unknown')
         AND (checked_at IS NULL OR checked_at < clock_timestamp() - $1::int * interval '1 second')
         AND ($2::text IS NULL OR session_hash = $2::text OR ($3::text IS NOT NULL AND wallet = $3::text))
       ORDER BY checked_at NULLS FIRST, created_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
     RETURNING id::text AS id, kind, status, wallet, mint, proposal, signature, intent_slot::text AS intent_slot,
       extract(epoch FROM clock_timestamp() - created_at)::float8 AS age`,
    [RECHECK_SECONDS, scope?.sessionHash ?? null, scope?.wallet ?? null, BATCH],
  );
  return rows
    .map((row) => ({
      id: row.id,
      kind: row.kind,
      status: row.status,
      wallet: row.wallet,
      mint: row.mint,
      proposal: row.proposal,
      signature: row.signature,
      intentSlot: row.intent_slot === null ? null : BigInt(row.intent_slot),
      ageSeconds: Number(row.age),
    }))
    .sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
}

/** Settles what the chain can tell of the unsettled entries (all, or one person's); answers how many. */
export async function reconcileOnce(
  deps: ReconcileDeps,
  scope: Scope | null = null,
  reader?: ChainReader,
): Promise<number> {
  const db = await deps.db();
  const entries = await claim(db, scope);
  if (entries.length === 0) return 0;
  const wallets = [...new Set(entries.flatMap((e) => (e.wallet ? [e.wallet] : [])))];
  const owned = await db.query<{ signature: string }>(
    'SELECT signature FROM activity WHERE wallet = ANY($1::text[]) AND signature IS NOT NULL',
    [wallets],
  );
  let decisions;
  try {
    decisions = await decide(
      entries,
      reader ?? chainReader(deps.chain.connection()),
      new Set(owned.map((r) => r.signature)),
    );
  } catch (error) {
    log.warn({ err: error, entries: entries.length }, 'activity reconciliation could not read the chain');
    return 0;
  }
  const raised: string[] = [];
  for (const decision of decisions) {
    const webhook = await db.transaction(async (tx) => {
      const [settled] = await tx.query<{
        kind: string;
        wallet: string | null;
        mint: string | null;
        proposal: string | null;
        signature: string | null;
      }>(
        `UPDATE activity SET settlement = $2, signature = coalesce(signature, $3), settled_reason = $4,
           mint = coalesce(mint, $5), settled_at = clock_timestamp(), updated_at = clock_timestamp()
         WHERE id = $1::bigint AND settlement IS NULL
         RETURNING kind, wallet, mint, proposal, signature`,
        [decision.id, decision.settlement, decision.signature, decision.reason, decision.mint ?? null],
      );
      const event =
        settled && deps.webhooks?.configured
          ? eventOfSettlement({
              ...settled,
              id: decision.id,
              settlement: decision.settlement,
              reason: decision.reason,
            })
          : null;
      return event ? deps.webhooks!.record(tx, event) : null;
    });
    if (webhook) raised.push(webhook);
    log.info(
      { activity: decision.id, settlement: decision.settlement },
      'activity entry settled from the chain',
    );
  }
  // After the commit; a delivery not handed over here is found by the outbox's sweep.
  if (raised.length > 0)
    await deps.webhooks
      ?.dispatch(raised)
      .catch((error: unknown) => log.warn({ err: error }, 'webhook deliveries wait for the outbox sweep'));
  return decisions.length;
}
