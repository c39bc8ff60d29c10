import 'server-only';
import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../store/db';

// A wallet's calendar feed address, /api/calendar/<secret>.ics. The secret is HMAC-SHA256(key, wallet and a
// random salt) under a key derived from SESSION_SECRET: the store keeps the salt and the secret's SHA-256
// only, so a copy of the store opens no feed, and the server can show the address again. Rotating draws a
// new salt: the old address's hash is gone, and it answers 404.

/** What a feed secret looks like: 32 bytes in base64url. Anything else is not looked up. */
export const FEED_SECRET = /^[A-Za-z0-9_-]{43}$/;

const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
const newSalt = () => randomBytes(16).toString('base64url');

/** The key feed secrets are derived with, from the server's SESSION_SECRET. */
export function calendarKey(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret, 'partner-dashboard/calendar', 'feed secret v1', 32));
}

function derive(key: Buffer, wallet: string, salt: string): string {
  return createHmac('sha256', key).update(`${wallet}\n${salt}`, 'utf8').digest('base64url');
}

/**
 * The wallet's feed secret, made on first use. Were the server's key changed since, the address it shows
 * now is the one that works (the kept hash follows it).
 */
export async function feedSecret(db: Db, key: Buffer, wallet: string): Promise<string> {
  const salt = newSalt();
  const made = derive(key, wallet, salt);
  await db.query(
    `INSERT INTO calendar_feeds (wallet, salt, secret_hash) VALUES ($1, $2, $3) ON CONFLICT (wallet) DO NOTHING`,
    [wallet, salt, hashOf(made)],
  );
  const [row] = await db.query<{ salt: string; secret_hash: string }>(
    'SELECT salt, secret_hash FROM calendar_feeds WHERE wallet = $1',
    [wallet],
  );
  if (!row) throw new Error('the calendar feed was not kept');
  const secret = derive(key, wallet, row.salt);
  if (hashOf(secret) !== row.secret_hash)
    await db.query('UPDATE calendar_feeds SET secret_hash = $2 WHERE wallet = $1', [wallet, hashOf(secret)]);
  return secret;
}

/** A new address for the wallet's feed; the old one stops working at once. */
export async function rotateFeed(db: Db, key: Buffer, wallet: string): Promise<string> {
  const salt = newSalt();
  const secret = derive(key, wallet, salt);
  await db.query(
    `INSERT INTO calendar_feeds (wallet, salt, secret_hash) VALUES ($1, $2, $3)
     ON CONFLICT (wallet) DO UPDATE SET salt = EXCLUDED.salt, secret_hash = EXCLUDED.secret_hash,
       rotated_at = now()`,
    [wallet, salt, hashOf(secret)],
  );
  return secret;
}

/** The wallet whose feed `secret` opens, or null (malformed, unknown or rotated away). */
export async function walletOfFeed(db: Db, secret: string): Promise<string | null> {
  if (!FEED_SECRET.test(secret)) return null;
  const [row] = await db.query<{ wallet: string }>(
    'SELECT wallet FROM calendar_feeds WHERE secret_hash = $1',
    [hashOf(secret)],
  );
  return row?.wallet ?? null;
}

/** The feed's path on this server. */
export const feedPath = (secret: string) => `/api/calendar/${secret}.ics`;
