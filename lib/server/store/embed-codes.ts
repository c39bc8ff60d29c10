import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Sealer } from './crypto';
import type { Db } from './db';

// One-time codes for the widget: the login popup's callback creates the connection and a code standing
// for it; the widget's frame redeems the code for its own partitioned session cookie. A code opens once,
// within EMBED_CODE_TTL_SECONDS (by the database's clock). Only its hash is stored, and the session id it
// stands for is sealed and bound to that hash, so a leaked table holds neither a code nor a cookie.

export const EMBED_CODE_TTL_SECONDS = 60;

export type Redeemed = { sessionId: string; expired: boolean };

export type EmbedCodeStore = ReturnType<typeof createEmbedCodeStore>;

const CODE = /^[A-Za-z0-9_-]{43}$/;

function codeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('base64url');
}

const context = (hash: string) => `embed-code:${hash}`;

export function createEmbedCodeStore(db: Db, sealer: Sealer, ttlSeconds = EMBED_CODE_TTL_SECONDS) {
  return {
    async issue(sessionId: string): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      const hash = codeHash(code);
      await db.query(
        `INSERT INTO embed_codes (code_hash, session_sealed, expires_at)
         VALUES ($1, $2, now() + $3 * interval '1 second')`,
        [hash, sealer.seal(sessionId, context(hash)), ttlSeconds],
      );
      return code;
    },

    /** Deletes the code and answers what it stood for; null for a code that is unknown or already used. */
    async redeem(code: string): Promise<Redeemed | null> {
      if (!CODE.test(code)) return null;
      const hash = codeHash(code);
      const rows = await db.query<{ session_sealed: string; expired: boolean }>(
        `DELETE FROM embed_codes WHERE code_hash = $1
         RETURNING session_sealed, expires_at <= clock_timestamp() AS expired`,
        [hash],
      );
      const row = rows[0];
      if (!row) return null;
      return { sessionId: sealer.open(row.session_sealed, context(hash)), expired: row.expired };
    },

    /** Removes codes that ran out unused; answers the sessions they stood for, which nobody can reach. */
    async sweep(): Promise<string[]> {
      const rows = await db.query<{ code_hash: string; session_sealed: string }>(
        `DELETE FROM embed_codes WHERE expires_at <= clock_timestamp() RETURNING code_hash, session_sealed`,
      );
      return rows.flatMap((row) => {
        try {
          return [sealer.open(row.session_sealed, context(row.code_hash))];
        } catch {
          return [];
        }
      });
    },
  };
}
