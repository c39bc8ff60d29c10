import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { WidgetBinding } from '@/lib/embed/connect-message';
import type { Sealer } from './crypto';
import type { Db } from './db';

// One-time codes for the widget: the login popup's callback creates the connection and a code standing
// for it; the widget's frame redeems the code for its own partitioned session cookie. A code opens once,
// within EMBED_CODE_TTL_SECONDS (by the database's clock). Only its hash is stored, and the session id it
// stands for is sealed and bound to that hash, so a leaked table holds neither a code nor a cookie. The
// widget it was issued to (partner page and instance) is sealed with it: only that widget redeems it.

export const EMBED_CODE_TTL_SECONDS = 60;

export type Redeemed = { sessionId: string; widget: WidgetBinding; expired: boolean };

/** What a code's row holds, sealed: the session and the widget the code was issued to. */
type Sealed = { sessionId: string; parentOrigin: string; instanceId: string | null };

const noWidget: WidgetBinding = { parentOrigin: '', instanceId: null };

export type EmbedCodeStore = ReturnType<typeof createEmbedCodeStore>;

const CODE = /^[A-Za-z0-9_-]{43}$/;

function codeHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('base64url');
}

const context = (hash: string) => `embed-code:${hash}`;

export function createEmbedCodeStore(db: Db, sealer: Sealer, ttlSeconds = EMBED_CODE_TTL_SECONDS) {
  /** A row's session and widget (a row from before codes were bound holds the session id alone). */
  function unseal(sealed: string, hash: string): { sessionId: string; widget: WidgetBinding } {
    const opened = sealer.open(sealed, context(hash));
    if (!opened.startsWith('{')) return { sessionId: opened, widget: noWidget };
    const { sessionId, parentOrigin, instanceId } = JSON.parse(opened) as Sealed;
    return { sessionId, widget: { parentOrigin, instanceId } };
  }

  return {
    async issue(sessionId: string, widget: WidgetBinding): Promise<string> {
      const code = randomBytes(32).toString('base64url');
      const hash = codeHash(code);
      const sealed: Sealed = { sessionId, ...widget };
      await db.query(
        `INSERT INTO embed_codes (code_hash, session_sealed, expires_at)
         VALUES ($1, $2, now() + $3 * interval '1 second')`,
        [hash, sealer.seal(JSON.stringify(sealed), context(hash)), ttlSeconds],
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
      const { sessionId, widget } = unseal(row.session_sealed, hash);
      return { sessionId, widget, expired: row.expired };
    },

    /** Removes codes that ran out unused; answers the sessions they stood for, which nobody can reach. */
    async sweep(): Promise<string[]> {
      const rows = await db.query<{ code_hash: string; session_sealed: string }>(
        `DELETE FROM embed_codes WHERE expires_at <= clock_timestamp() RETURNING code_hash, session_sealed`,
      );
      return rows.flatMap((row) => {
        try {
          return [unseal(row.session_sealed, row.code_hash).sessionId];
        } catch {
          return [];
        }
      });
    },
  };
}
