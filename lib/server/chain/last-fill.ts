import 'server-only';
import { PublicKey, type Connection, type VersionedTransactionResponse } from '@solana/web3.js';
import type { LastFill } from '@/lib/api';
import { withRpc, type ChainConnections } from './connection';
import { accountKeysOf, lamports } from './deltas';

// A token's latest confirmed trade, found on the chain from the mint alone: the mint's recent
// transactions (`getSignaturesForAddress`, newest first; every token transfer names its mint), read until
// one is a fill. A fill is a successful transaction in which the balances of the token moved between two
// owners only, one of them the fee payer (the trader), and the other's (the venue's: a bonding curve or a
// pool holds its SOL in the account that owns its token account) SOL moved the other way: it gave tokens
// for SOL or took them for SOL. The venue's SOL change is what
// the trader paid or got for the tokens, without the network fee, the partner fee or any rent, so the
// price is that SOL over the tokens, as bigint. Votes, bonds and other transfers move no SOL of the
// receiving owner and are passed over.

/** Recent transactions of the mint looked through for a fill. */
export const LAST_FILL_SCAN = 30;
const BATCH = 10;
/** How long one reading serves every panel that asks for the same token. */
const KEEP_MS = 2_000;

const INTEGER = /^\d+$/;

/** The fill this transaction made on `mint`, or null when it is not a trade of it. */
export function fillOf(tx: VersionedTransactionResponse, signature: string, mint: string): LastFill | null {
  const meta = tx.meta;
  if (!meta || meta.err) return null;
  const keys = accountKeysOf(tx);
  const byOwner = new Map<string, bigint>();
  let decimals: number | null = null;
  const add = (list: typeof meta.preTokenBalances, sign: 1n | -1n) => {
    for (const balance of list ?? []) {
      if (balance.mint !== mint || !balance.owner || !INTEGER.test(balance.uiTokenAmount.amount)) continue;
      decimals = balance.uiTokenAmount.decimals;
      byOwner.set(
        balance.owner,
        (byOwner.get(balance.owner) ?? 0n) + sign * BigInt(balance.uiTokenAmount.amount),
      );
    }
  };
  add(meta.preTokenBalances, -1n);
  add(meta.postTokenBalances, 1n);
  const moved = [...byOwner].filter(([, delta]) => delta !== 0n);
  if (moved.length !== 2 || decimals === null) return null;
  const [[firstOwner, first], [secondOwner, second]] = moved as [[string, bigint], [string, bigint]];
  if (first + second !== 0n) return null;
  // The trader pays the fees; the venue is the other owner, whose SOL moved against its tokens.
  const payer = keys[0];
  const venueMove =
    firstOwner === payer
      ? ([secondOwner, second] as const)
      : secondOwner === payer
        ? ([firstOwner, first] as const)
        : null;
  if (!venueMove) return null;
  const [venue, tokens] = venueMove;
  const index = keys.indexOf(venue);
  if (index < 0) return null;
  const sol = lamports(meta.postBalances[index] ?? 0) - lamports(meta.preBalances[index] ?? 0);
  if (sol === 0n || sol > 0n === tokens > 0n) return null;
  const size = tokens < 0n ? -tokens : tokens;
  const paid = sol < 0n ? -sol : sol;
  return {
    signature,
    blockTime: tx.blockTime ?? null,
    side: tokens < 0n ? 'buy' : 'sell',
    lamports: paid.toString(),
    tokens: size.toString(),
    decimals,
    price: ((paid * 10n ** BigInt(decimals)) / size).toString(),
  };
}

/** The latest fill of `mint` (a valid address) through `connection`, or null among its recent transactions. */
export async function readLastFill(mint: string, connection: Connection): Promise<LastFill | null> {
  const listed = await withRpc('getSignaturesForAddress', () =>
    connection.getSignaturesForAddress(new PublicKey(mint), { limit: LAST_FILL_SCAN }, 'confirmed'),
  );
  const landed = listed.filter((item) => item.err === null).map((item) => item.signature);
  for (let at = 0; at < landed.length; at += BATCH) {
    const batch = landed.slice(at, at + BATCH);
    const read = await withRpc('getTransactions', () =>
      connection.getTransactions(batch, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 }),
    );
    for (const [index, tx] of read.entries()) {
      const fill = tx ? fillOf(tx, batch[index]!, mint) : null;
      if (fill) return fill;
    }
  }
  return null;
}

/**
 * The latest fill of a token as read at most 2 s ago, one reading at a time per token however many panels
 * ask; a failed reading is forgotten at once. One per runtime (its `chain`).
 */
export function recentLastFills(chain: ChainConnections): (mint: string) => Promise<LastFill | null> {
  const readings = new Map<string, { atMs: number; value: Promise<LastFill | null> }>();
  return (mint) => {
    const now = Date.now();
    for (const [key, entry] of readings) if (now - entry.atMs > KEEP_MS) readings.delete(key);
    let entry = readings.get(mint);
    if (!entry) {
      const value = readLastFill(mint, chain.connection());
      entry = { atMs: now, value };
      readings.set(mint, entry);
      value.catch(() => {
        if (readings.get(mint)?.value === value) readings.delete(mint);
      });
    }
    return entry.value;
  };
}
