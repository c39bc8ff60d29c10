import 'server-only';
import { catalogueError } from '@/lib/partner';
import { transactionReport, type ChainConnections, type TxReport } from '../chain';
import type { Logger } from '../log';
import type { Db } from '../store/db';

// The partner's reports: every trade made through the dashboard's panel or any widget (the journal's buy,
// buyExactOut and sell entries, with the origin they were made from), each figure read from its confirmed
// transaction on the chain: the wallet's lamport change, its token change, and the partner fee account's
// lamport change. The totals are sums of those balance changes, so they equal the chain's to the lamport.
// A confirmed transaction never changes: what it did is read once per signature and kept (`trade_fills`).
// Trades not confirmed yet, or confirmed with an error, are listed apart and counted in no total.

export type Side = 'buy' | 'sell';

/** A confirmed trade, as the chain says it went. Amounts are signed balance changes (lamports, base units). */
export type ReportTrade = {
  id: string;
  signature: string;
  /** When the trade was made (the journal's time, whole seconds since the epoch). */
  unix: bigint;
  /** The block's time, when the network gives it. */
  blockUnix: bigint | null;
  origin: string;
  mint: string | null;
  side: Side;
  /** The wallet's lamport change (network and partner fees included): negative on a buy. */
  sol: bigint;
  /** The wallet's change of the trade's token, in base units: positive on a buy. */
  tokens: bigint;
  decimals: number | null;
  networkFee: bigint;
  /** Lamports the partner fee account received in this transaction. */
  partnerFee: bigint;
};

/** A trade the report does not count: not confirmed (yet), or confirmed with an error. */
export type ApartTrade = {
  id: string;
  signature: string | null;
  unix: bigint;
  origin: string;
  mint: string | null;
  side: Side;
  state: 'failed' | 'unconfirmed';
  /** For a failed one: the network fee the wallet paid for it, in lamports. */
  networkFee: bigint | null;
  reason: string;
};

export type Totals = {
  trades: number;
  /** SOL the wallets moved: the sum of each trade's lamport change, without its sign. */
  volume: bigint;
  partnerFee: bigint;
  networkFee: bigint;
};

export type DayTotals = Totals & { day: string };
export type TokenTotals = Totals & {
  mint: string | null;
  bought: bigint;
  sold: bigint;
  decimals: number | null;
};
export type OriginTotals = Totals & { origin: string };

export type ReportRange = { from: string; to: string };

export type Report = {
  range: ReportRange;
  /** The partner fee account whose changes the fees are, or null when none is configured. */
  feeWallet: string | null;
  trades: ReportTrade[];
  apart: ApartTrade[];
  totals: Totals;
  /** Every day of the range, oldest first, days without trades included (the chart's bars). */
  byDay: DayTotals[];
  byToken: TokenTotals[];
  byOrigin: OriginTotals[];
  /** True when the range held more trades than one report reads (REPORT_MAX_TRADES): the newest are left out. */
  truncated: boolean;
};

export const REPORT_DEFAULT_DAYS = 30;
export const REPORT_MAX_DAYS = 366;
export const REPORT_MAX_TRADES = 5_000;
/** Transactions read from the chain at once, for signatures not read before. */
const READ_CONCURRENCY = 4;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function parseDay(raw: string, name: 'from' | 'to'): number {
  const ms = DATE.test(raw) ? Date.parse(`${raw}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || dayOf(ms) !== raw)
    throw catalogueError('invalid_input', {
      message: `“${name}” must be a day written YYYY-MM-DD, like 2026-01-31.`,
    });
  return ms;
}

/**
 * `?from=` and `?to=`: UTC days, both included; by default the last 30 days up to today. A day that is
 * not one, a range that ends before it starts or spans more than 366 days is `400 invalid_input`.
 */
export function parseReportRange(
  from: string | null | undefined,
  to: string | null | undefined,
  now: number = Date.now(),
): ReportRange {
  const toMs = to ? parseDay(to, 'to') : Date.parse(`${dayOf(now)}T00:00:00Z`);
  const fromMs = from ? parseDay(from, 'from') : toMs - (REPORT_DEFAULT_DAYS - 1) * DAY_MS;
  if (fromMs > toMs)
    throw catalogueError('invalid_input', {
      message: 'The range ends before it starts: “from” must not be after “to”.',
    });
  if ((toMs - fromMs) / DAY_MS + 1 > REPORT_MAX_DAYS)
    throw catalogueError('invalid_input', {
      message: `A report covers at most ${REPORT_MAX_DAYS} days: choose a shorter range.`,
    });
  return { from: dayOf(fromMs), to: dayOf(toMs) };
}

/** The range's days, oldest first. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${range.from}T00:00:00Z`); dayOf(ms) <= range.to; ms += DAY_MS)
    days.push(dayOf(ms));
  return days;
}

type Entry = {
  id: string;
  kind: string;
  wallet: string | null;
  mint: string | null;
  origin: string | null;
  status: string;
  signature: string | null;
  settlement: string | null;
  unix: string;
};

/** The journal's trades made in the range (UTC days, both included), oldest first. */
async function tradeEntries(db: Db, range: ReportRange): Promise<Entry[]> {
  return db.query<Entry>(
    `SELECT id::text AS id, kind, wallet, mint, origin, status, signature, settlement,
       floor(extract(epoch FROM created_at))::bigint::text AS unix
     FROM activity
     WHERE kind IN ('buy', 'buyExactOut', 'sell')
       AND created_at >= $1::date::timestamp AT TIME ZONE 'UTC'
       AND created_at < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'
       AND NOT (status = 'failed' AND signature IS NULL)
       AND settlement IS DISTINCT FROM 'not_sent'
     ORDER BY created_at, activity.id LIMIT $3`,
    [range.from, range.to, REPORT_MAX_TRADES + 1],
  );
}

/** What a confirmed transaction did, as kept. */
export type Fill = {
  status: 'confirmed' | 'failed';
  blockUnix: bigint | null;
  networkFee: bigint;
  sol: bigint;
  mint: string | null;
  tokens: bigint;
  decimals: number | null;
  partnerFee: bigint;
};

type FillRow = {
  signature: string;
  wallet: string;
  status: 'confirmed' | 'failed';
  block_time: string | null;
  network_fee: string;
  sol_delta: string;
  token_mint: string | null;
  token_delta: string;
  token_decimals: number | null;
  partner_fee: string;
  fee_wallet: string | null;
};

const fillOf = (row: FillRow): Fill => ({
  status: row.status,
  blockUnix: row.block_time === null ? null : BigInt(row.block_time),
  networkFee: BigInt(row.network_fee),
  sol: BigInt(row.sol_delta),
  mint: row.token_mint,
  tokens: BigInt(row.token_delta),
  decimals: row.token_decimals,
  partnerFee: BigInt(row.partner_fee),
});

/** What the chain's report says the trade did for `wallet` and the fee account, once final; else null. */
export function fillFromReport(report: TxReport, mint: string | null): Fill | null {
  if (report.status !== 'confirmed' && report.status !== 'finalized' && report.status !== 'failed')
    return null;
  const token = report.changes.tokens.find((change) => change.mint === mint) ?? null;
  return {
    status: report.status === 'failed' ? 'failed' : 'confirmed',
    blockUnix: report.blockTime === null ? null : BigInt(report.blockTime),
    networkFee: BigInt(report.fee ?? '0'),
    sol: BigInt(report.changes.sol),
    mint,
    tokens: token ? BigInt(token.delta) : 0n,
    decimals: token?.decimals ?? null,
    partnerFee: report.status === 'failed' ? 0n : BigInt(report.partnerFee ?? '0'),
  };
}

type Sources = {
  db: Db;
  chain: ChainConnections;
  feeWallet: string | null;
  /** Where a report that could not read some transactions says so, once. */
  log?: Pick<Logger, 'warn'>;
};

/** The kept fills of `signatures` read for the same wallets and fee account. */
async function keptFills(db: Db, signatures: string[]): Promise<Map<string, FillRow>> {
  if (signatures.length === 0) return new Map();
  const rows = await db.query<FillRow>(
    `SELECT signature, wallet, status, block_time::text, network_fee::text, sol_delta::text, token_mint,
       token_delta::text, token_decimals, partner_fee::text, fee_wallet
     FROM trade_fills WHERE signature = ANY($1::text[])`,
    [signatures],
  );
  return new Map(rows.map((row) => [row.signature, row]));
}

async function keep(db: Db, signature: string, wallet: string, feeWallet: string | null, fill: Fill) {
  await db.query(
    `INSERT INTO trade_fills (signature, wallet, status, block_time, network_fee, sol_delta, token_mint,
       token_delta, token_decimals, partner_fee, fee_wallet)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (signature) DO UPDATE SET wallet = $2, status = $3, block_time = $4, network_fee = $5,
       sol_delta = $6, token_mint = $7, token_delta = $8, token_decimals = $9, partner_fee = $10,
       fee_wallet = $11, read_at = clock_timestamp()`,
    [
      signature,
      wallet,
      fill.status,
      fill.blockUnix?.toString() ?? null,
      fill.networkFee.toString(),
      fill.sol.toString(),
      fill.mint,
      fill.tokens.toString(),
      fill.decimals,
      fill.partnerFee.toString(),
      feeWallet,
    ],
  );
}

type Read = { fill: Fill } | { fill: null; reason: string };

/** Runs `work` on every item, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const sideOf = (kind: string): Side => (kind === 'sell' ? 'sell' : 'buy');

function emptyTotals(): Totals {
  return { trades: 0, volume: 0n, partnerFee: 0n, networkFee: 0n };
}

function add(totals: Totals, trade: ReportTrade) {
  totals.trades += 1;
  totals.volume += trade.sol < 0n ? -trade.sol : trade.sol;
  totals.partnerFee += trade.partnerFee;
  totals.networkFee += trade.networkFee;
}

/** The totals of `trades`: overall, per day (every day of the range), per token and per origin. */
export function summarizeTrades(
  trades: readonly ReportTrade[],
  range: ReportRange,
): Pick<Report, 'totals' | 'byDay' | 'byToken' | 'byOrigin'> {
  const totals = emptyTotals();
  const byDay = new Map(daysOf(range).map((day) => [day, { day, ...emptyTotals() }]));
  const byToken = new Map<string | null, TokenTotals>();
  const byOrigin = new Map<string, OriginTotals>();
  for (const trade of trades) {
    add(totals, trade);
    const day = dayOf(Number(trade.unix) * 1000);
    const dayTotals = byDay.get(day) ?? { day, ...emptyTotals() };
    byDay.set(day, dayTotals);
    add(dayTotals, trade);
    const token = byToken.get(trade.mint) ?? {
      mint: trade.mint,
      bought: 0n,
      sold: 0n,
      decimals: trade.decimals,
      ...emptyTotals(),
    };
    byToken.set(trade.mint, token);
    add(token, trade);
    if (trade.tokens > 0n) token.bought += trade.tokens;
    else token.sold -= trade.tokens;
    token.decimals ??= trade.decimals;
    const origin = byOrigin.get(trade.origin) ?? { origin: trade.origin, ...emptyTotals() };
    byOrigin.set(trade.origin, origin);
    add(origin, trade);
  }
  const byVolume = (a: Totals, b: Totals) => (a.volume === b.volume ? 0 : a.volume > b.volume ? -1 : 1);
  return {
    totals,
    byDay: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
    byToken: [...byToken.values()].sort(byVolume),
    byOrigin: [...byOrigin.values()].sort(byVolume),
  };
}

/**
 * The report for `range`: the journal's trades, each read from its transaction (kept ones from the
 * store; the others from the chain, then kept once final), summed.
 */
export async function partnerReport(sources: Sources, range: ReportRange): Promise<Report> {
  const { db, chain, feeWallet } = sources;
  const entries = await tradeEntries(db, range);
  const truncated = entries.length > REPORT_MAX_TRADES;
  const listed = entries.slice(0, REPORT_MAX_TRADES);
  const kept = await keptFills(
    db,
    listed.flatMap((entry) => (entry.signature ? [entry.signature] : [])),
  );
  const reads = new Map<string, Read>();
  const toRead = listed.filter((entry) => {
    if (!entry.signature || !entry.wallet) return false;
    const row = kept.get(entry.signature);
    if (row && row.wallet === entry.wallet && row.fee_wallet === feeWallet) {
      reads.set(entry.id, { fill: fillOf(row) });
      return false;
    }
    return true;
  });
  let unread = 0;
  let firstError: unknown = null;
  await eachLimited(toRead, READ_CONCURRENCY, async (entry) => {
    const signature = entry.signature!;
    try {
      const report = await transactionReport(chain, signature, entry.wallet, feeWallet);
      const fill = fillFromReport(report, entry.mint);
      if (!fill) {
        reads.set(entry.id, {
          fill: null,
          reason:
            report.status === 'not_found'
              ? 'Not found on the network yet.'
              : 'Sent; not confirmed on the network yet.',
        });
        return;
      }
      await keep(db, signature, entry.wallet!, feeWallet, fill);
      reads.set(entry.id, { fill });
    } catch (error) {
      unread += 1;
      firstError ??= error;
      reads.set(entry.id, {
        fill: null,
        reason: 'The network could not be asked just now; try again shortly.',
      });
    }
  });
  if (unread > 0)
    sources.log?.warn({ err: firstError, unread }, 'report: transactions not read from the chain');

  const trades: ReportTrade[] = [];
  const apart: ApartTrade[] = [];
  for (const entry of listed) {
    const base = {
      id: entry.id,
      unix: BigInt(entry.unix),
      origin: entry.origin ?? 'unknown',
      mint: entry.mint,
      side: sideOf(entry.kind),
    };
    const read = reads.get(entry.id);
    if (entry.signature && read?.fill?.status === 'confirmed') {
      const { fill } = read;
      trades.push({
        ...base,
        signature: entry.signature,
        blockUnix: fill.blockUnix,
        sol: fill.sol,
        tokens: fill.tokens,
        decimals: fill.decimals,
        networkFee: fill.networkFee,
        partnerFee: fill.partnerFee,
      });
    } else if (entry.settlement === 'failed' && !read?.fill) {
      // Settled from the chain by the journal's reconciler without a transaction to read.
      apart.push({
        ...base,
        signature: entry.signature,
        state: 'failed',
        networkFee: null,
        reason: 'Settled as failed: no trade was made.',
      });
    } else if (read?.fill?.status === 'failed') {
      apart.push({
        ...base,
        signature: entry.signature,
        state: 'failed',
        networkFee: read.fill.networkFee,
        reason: 'Confirmed with an error: nothing was traded; the network fee was paid.',
      });
    } else {
      apart.push({
        ...base,
        signature: entry.signature,
        state: 'unconfirmed',
        networkFee: null,
        reason: unconfirmedReason(entry, read),
      });
    }
  }
  return { range, feeWallet, trades, apart, truncated, ...summarizeTrades(trades, range) };
}

function unconfirmedReason(entry: Entry, read: Read | undefined): string {
  if (read && !read.fill) return read.reason;
  if (entry.signature && !entry.wallet)
    return 'The wallet that made it is not known, so its fill cannot be read.';
  if (entry.status === 'outcome_unknown')
    return 'The service’s answer was lost; the outcome is being settled.';
  return 'Waiting for the service’s answer.';
}

/** A CSV field: quoted when it holds a comma, a quote or a line break; a text that a spreadsheet would read as a formula is prefixed. */
export function csvField(value: string | number | bigint | null, text = false): string {
  if (value === null) return '';
  let field = String(value);
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`;
  return /[",\r\n]/.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
}

export const CSV_COLUMNS = [
  'time',
  'status',
  'origin',
  'token',
  'side',
  'sol_lamports',
  'token_base_units',
  'token_decimals',
  'partner_fee_lamports',
  'network_fee_lamports',
  'signature',
] as const;

/** The report as CSV (RFC 4180, CRLF): counted trades, then those listed apart; amounts as signed integers. */
export function reportCsv(report: Report): string {
  const iso = (unix: bigint) => new Date(Number(unix) * 1000).toISOString();
  const lines = [CSV_COLUMNS.join(',')];
  for (const t of report.trades)
    lines.push(
      [
        csvField(iso(t.unix)),
        'confirmed',
        csvField(t.origin, true),
        csvField(t.mint, true),
        t.side,
        csvField(t.sol),
        csvField(t.tokens),
        csvField(t.decimals),
        csvField(t.partnerFee),
        csvField(t.networkFee),
        csvField(t.signature, true),
      ].join(','),
    );
  for (const t of report.apart)
    lines.push(
      [
        csvField(iso(t.unix)),
        t.state,
        csvField(t.origin, true),
        csvField(t.mint, true),
        t.side,
        '',
        '',
        '',
        '',
        csvField(t.networkFee),
        csvField(t.signature, true),
      ].join(','),
    );
  return `${lines.join('\r\n')}\r\n`;
}
