import 'server-only';
import type { Db } from './db-types';

// Schema migrations, applied at open. Every statement is idempotent, so running them again is harmless;
// append new statements, never edit old ones. An advisory lock keeps two processes that open one
// PostgreSQL server at the same moment from racing on CREATE.

const MIGRATION_LOCK = 7_402_118;

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS sessions (
    id_hash text PRIMARY KEY,
    username text,
    wallet text,
    scopes text NOT NULL DEFAULT '',
    access_token text,
    refresh_token text,
    access_expires_at timestamptz NOT NULL,
    refresh_expires_at timestamptz,
    status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'needs_reconnect', 'revoked')),
    version integer NOT NULL DEFAULT 0,
    lease_owner text,
    lease_until timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX IF NOT EXISTS sessions_updated_at ON sessions (updated_at)`,
  // The proxy's idempotency records: one per (session, Idempotency-Key), holding the first answer.
  `CREATE TABLE IF NOT EXISTS idempotency_records (
    session_hash text NOT NULL,
    key text NOT NULL,
    fingerprint text NOT NULL,
    state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
    status integer,
    body text,
    headers text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (session_hash, key)
  )`,
  `CREATE INDEX IF NOT EXISTS idempotency_records_expires_at ON idempotency_records (expires_at)`,
  // The activity journal: every write sent through the proxy, recorded before it is sent.
  `CREATE TABLE IF NOT EXISTS activity (
    id bigserial PRIMARY KEY,
    session_hash text NOT NULL,
    wallet text,
    kind text NOT NULL,
    mint text,
    proposal text,
    summary text NOT NULL,
    idempotency_key text,
    status text NOT NULL DEFAULT 'pending'
      CHECK (status IN ('pending', 'submitted', 'failed', 'outcome_unknown')),
    signature text,
    error_code text,
    http_status integer,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    updated_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  `CREATE INDEX IF NOT EXISTS activity_session_created ON activity (session_hash, created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS activity_wallet_created ON activity (wallet, created_at DESC, id DESC)`,
  // One-time codes that hand a connection made in the login popup to the widget that opened it.
  `CREATE TABLE IF NOT EXISTS embed_codes (
    code_hash text PRIMARY KEY,
    session_sealed text NOT NULL,
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS embed_codes_expires_at ON embed_codes (expires_at)`,
  // Pending authorizations already answered: the callback uses each state once, on every instance.
  `CREATE TABLE IF NOT EXISTS oauth_used_states (
    state_hash text PRIMARY KEY,
    expires_at timestamptz NOT NULL
  )`,
  // Every client authentication on the token and revoke endpoints, from every instance: the credential
  // breaker counts rejections here, so restarts and added instances cannot walk into the lockout.
  `CREATE TABLE IF NOT EXISTS credential_attempts (
    id bigserial PRIMARY KEY,
    client_id text NOT NULL,
    key_id text NOT NULL,
    state text NOT NULL DEFAULT 'pending'
      CHECK (state IN ('pending', 'accepted', 'rejected', 'locked', 'unknown')),
    started_at timestamptz NOT NULL DEFAULT clock_timestamp(),
    ended_at timestamptz
  )`,
  `CREATE INDEX IF NOT EXISTS credential_attempts_client ON credential_attempts (client_id, started_at)`,
  `CREATE TABLE IF NOT EXISTS credential_lockouts (
    client_id text PRIMARY KEY,
    locked_until timestamptz NOT NULL
  )`,
  // Settling writes whose outcome was not known (a lost answer, a crash mid-send) from the chain: the
  // slot when the intent was recorded bounds the search; the settlement keeps the original status.
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS intent_slot bigint`,
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS settlement text
    CHECK (settlement IN ('confirmed', 'failed', 'not_sent'))`,
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS settled_reason text`,
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS settled_at timestamptz`,
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS checked_at timestamptz`,
  `CREATE INDEX IF NOT EXISTS activity_unsettled ON activity (created_at) WHERE settlement IS NULL`,
  // Rate limits every instance shares on a PostgreSQL server (the tier budget, per-IP limits): the
  // table rate-limiter-flexible's RateLimiterPostgres expects; `expire` is in epoch milliseconds.
  `CREATE TABLE IF NOT EXISTS rate_limits (
    key varchar(255) PRIMARY KEY,
    points integer NOT NULL DEFAULT 0,
    expire bigint
  )`,
  // The read model's shared entries on a PostgreSQL server: one row per governance or votes entry, the
  // upstream's answer as served, when it was fetched (epoch ms), and the lease of the instance refreshing
  // it, so several instances make one upstream call per entry and serve each other's answers.
  `CREATE TABLE IF NOT EXISTS read_model_entries (
    key text PRIMARY KEY,
    status integer NOT NULL,
    body text NOT NULL,
    fetched_at bigint NOT NULL,
    lease_until bigint NOT NULL DEFAULT 0,
    lease_holder text
  )`,
  // Sessions end after an idle time (measured from their last use, kept to the nearest few minutes) and
  // an absolute lifetime; the sweep finds them by these.
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now()`,
  `CREATE INDEX IF NOT EXISTS sessions_last_seen_at ON sessions (last_seen_at)`,
  `CREATE INDEX IF NOT EXISTS sessions_created_at ON sessions (created_at)`,
  // The tokens a person follows by hand (Follow on a token's page), per wallet, so they hold across devices.
  `CREATE TABLE IF NOT EXISTS follows (
    wallet text NOT NULL,
    mint text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (wallet, mint)
  )`,
  // The tokens a wallet wrote to through the dashboard (the follow set's "wrote"), found by wallet and mint.
  `CREATE INDEX IF NOT EXISTS activity_wallet_mint ON activity (wallet, mint) WHERE mint IS NOT NULL`,
  // The webhook outbox: one row per event for the partner's endpoint, written in the transaction that
  // learns its fact (`source` names the fact, so it is written once); `id` is its webhook-id on every
  // attempt, `payload` the JSON body exactly as signed. Delivered by the job library (jobs/), retried
  // until `retry_until`; `queued_at` says its delivery job was sent.
  `CREATE TABLE IF NOT EXISTS webhook_deliveries (
    id text PRIMARY KEY,
    type text NOT NULL,
    source text UNIQUE,
    payload text NOT NULL,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts integer NOT NULL DEFAULT 0,
    last_status integer,
    last_error text,
    last_attempt_at timestamptz,
    delivered_at timestamptz,
    queued_at timestamptz,
    retry_until timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  `CREATE INDEX IF NOT EXISTS webhook_deliveries_created ON webhook_deliveries (created_at DESC, id DESC)`,
  `CREATE INDEX IF NOT EXISTS webhook_deliveries_unqueued ON webhook_deliveries (created_at)
    WHERE status = 'pending' AND queued_at IS NULL`,
  // Where a trade came from, for the partner's reports: a widget's session keeps the host page's origin
  // (checked against EMBED_ALLOWED_ORIGINS when the widget redeemed its code); each write's entry copies
  // its session's origin when it is recorded, 'dashboard' for the dashboard's own session.
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS embed_origin text`,
  `ALTER TABLE activity ADD COLUMN IF NOT EXISTS origin text`,
  `CREATE INDEX IF NOT EXISTS activity_trades_created ON activity (created_at)
    WHERE kind IN ('buy', 'buyExactOut', 'sell')`,
  // What the chain says a trade did, once its transaction is confirmed (it never changes after): the
  // wallet's lamport and token changes and the partner fee account's lamport change, read once per signature.
  `CREATE TABLE IF NOT EXISTS trade_fills (
    signature text PRIMARY KEY,
    wallet text NOT NULL,
    status text NOT NULL CHECK (status IN ('confirmed', 'failed')),
    block_time bigint,
    network_fee bigint NOT NULL,
    sol_delta bigint NOT NULL,
    token_mint text,
    token_delta bigint NOT NULL,
    token_decimals integer,
    partner_fee bigint NOT NULL,
    fee_wallet text,
    read_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  // Each wallet's calendar feed: the address's secret is never kept, only its SHA-256 (to find the wallet
  // from an address) and the salt it is derived from with the server's key (to show it again); a rotation
  // draws a new salt, so the old address finds nothing.
  `CREATE TABLE IF NOT EXISTS calendar_feeds (
    wallet text PRIMARY KEY,
    salt text NOT NULL,
    secret_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    rotated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // The calendar's events as last served (by UID, the same in every feed and download): the fingerprint
  // of their content, the SEQUENCE bumped when it changes, when it last changed (DTSTAMP), and the event
  // itself, served again while its token cannot be read.
  `CREATE TABLE IF NOT EXISTS calendar_events (
    uid text PRIMARY KEY,
    mint text NOT NULL,
    fingerprint text NOT NULL,
    sequence integer NOT NULL DEFAULT 0,
    event text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  `CREATE INDEX IF NOT EXISTS calendar_events_mint ON calendar_events (mint)`,
  // The inbox: events the watcher raised for a wallet, each once (its `key` names the fact: a proposal's
  // decision, a window's end …), with the sentence it shows, the moment it is about, and when she read it.
  `CREATE TABLE IF NOT EXISTS inbox_events (
    id bigserial PRIMARY KEY,
    wallet text NOT NULL,
    key text NOT NULL,
    kind text NOT NULL,
    mint text,
    proposal text,
    sentence text NOT NULL,
    payload text NOT NULL DEFAULT '{}',
    about_at timestamptz,
    at timestamptz NOT NULL DEFAULT clock_timestamp(),
    read_at timestamptz,
    UNIQUE (wallet, key)
  )`,
  `CREATE INDEX IF NOT EXISTS inbox_events_wallet ON inbox_events (wallet, id DESC)`,
  `CREATE INDEX IF NOT EXISTS inbox_events_unread ON inbox_events (wallet) WHERE read_at IS NULL`,
  // What the watcher saw of each followed token last (so a change is told once, also after a restart or on
  // another instance), and when it read it.
  `CREATE TABLE IF NOT EXISTS watch_snapshots (
    mint text PRIMARY KEY,
    snapshot text NOT NULL,
    read_at timestamptz NOT NULL
  )`,
  // The connection a watched wallet lends the watcher to read the service with (the read model's rule:
  // shared data is read with the token of someone who asks for it): her session id, sealed and bound to
  // her wallet, so a leaked table holds no cookie; dropped once that connection ends.
  `CREATE TABLE IF NOT EXISTS watch_readers (
    wallet text PRIMARY KEY,
    session_sealed text NOT NULL,
    seen_at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  // A connection whose profile could not be read at login (the tier's minute spent, the service slow):
  // read again when its wallet is first needed (auth/profile.ts).
  `ALTER TABLE sessions ADD COLUMN IF NOT EXISTS profile_unread boolean NOT NULL DEFAULT false`,
];

export async function migrate(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    for (const statement of MIGRATIONS) await tx.exec(statement);
  });
}
