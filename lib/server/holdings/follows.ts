import 'server-only';
import { catalogueError } from '@/lib/partner';
import type { Db } from '../store/db';

// The tokens a person follows by hand, kept in the store per wallet (so they hold across her devices).

/** The most tokens one wallet may follow by hand. */
export const MAX_FOLLOWS = 200;

/** The mints `wallet` follows by hand, oldest first. */
export async function listFollows(db: Db, wallet: string): Promise<string[]> {
  const rows = await db.query<{ mint: string }>(
    'SELECT mint FROM follows WHERE wallet = $1 ORDER BY created_at, mint',
    [wallet],
  );
  return rows.map((row) => row.mint);
}

/** Whether `wallet` follows `mint` by hand. */
export async function isFollowed(db: Db, wallet: string, mint: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM follows WHERE wallet = $1 AND mint = $2', [wallet, mint]);
  return rows.length > 0;
}

/** Follows `mint` (following it again changes nothing); past MAX_FOLLOWS is `400 invalid_input`. */
export async function addFollow(db: Db, wallet: string, mint: string): Promise<void> {
  const rows = await db.query<{ mint: string }>(
    `INSERT INTO follows (wallet, mint)
     SELECT $1, $2 WHERE (SELECT count(*) FROM follows WHERE wallet = $1) < $3
       OR EXISTS (SELECT 1 FROM follows WHERE wallet = $1 AND mint = $2)
     ON CONFLICT (wallet, mint) DO UPDATE SET mint = EXCLUDED.mint
     RETURNING mint`,
    [wallet, mint, MAX_FOLLOWS],
  );
  if (rows.length === 0)
    throw catalogueError('invalid_input', {
      message: `You follow ${MAX_FOLLOWS} tokens, the most one wallet may. Unfollow one to follow another.`,
    });
}

/** Stops following `mint` by hand (a token not followed changes nothing). */
export async function removeFollow(db: Db, wallet: string, mint: string): Promise<void> {
  await db.query('DELETE FROM follows WHERE wallet = $1 AND mint = $2', [wallet, mint]);
}

/**
 * The mints `wallet` wrote to through the dashboard (the activity journal): writes that were sent or
 * whose outcome is not known yet, except those the chain showed never landed or failed.
 */
export async function mintsWrittenBy(db: Db, wallet: string, mint: string | null = null): Promise<string[]> {
  const rows = await db.query<{ mint: string }>(
    `SELECT DISTINCT mint FROM activity
     WHERE wallet = $1 AND mint IS NOT NULL AND ($2::text IS NULL OR mint = $2::text)
       AND status <> 'failed' AND (settlement IS NULL OR settlement = 'confirmed')
     ORDER BY mint`,
    [wallet, mint],
  );
  return rows.map((row) => row.mint);
}
