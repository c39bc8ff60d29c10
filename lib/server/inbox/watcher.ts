import 'server-only';
import {
  nextWatchMoment,
  tokenEvents,
  toBigInt,
  voteOpen,
  watchDue,
  writeSettledEvent,
  DAY_SECONDS,
  FIRST_SIGHT_DECIDED_SECONDS,
  type RaisedEvent,
  type SettledWrite,
  type TokenSnapshot,
  type VoteList,
  type WatchedProposal,
  type WatchedVote,
} from '@/lib/domain';
import { LIMITS } from '@/lib/partner';
import type { Chain } from '../chain/service';
import type { ServerConfig } from '../config';
import { followSet } from '../holdings/follow-set';
import type { Jobs } from '../jobs';
import type { TierBudget } from '../partner/budget';
import { log } from '../log';
import type { ReadModel } from '../read-model';
import { createSealer, type Sealer } from '../store/crypto';
import type { Channel } from '../store/channel';
import type { Db, Queryable } from '../store/db';
import type { Webhooks } from '../webhooks';
import { toNewEvent } from './sentence';
import {
  dropReader,
  insertEvents,
  listReaders,
  loadSnapshots,
  recordReader,
  saveSnapshot,
  unreadCount,
} from './store';

// The watcher: the spec offers no events, so the dashboard looks for itself. Every WATCH_PERIOD_SECONDS
// one round (once across instances, see `register`) takes the wallets that lent it a connection (the
// last one each used on the bell or the inbox), the union of their followed tokens (held, written to,
// followed by hand), and reads each token once for all its followers through the shared read model (a
// token a thousand people follow is one read, and a page's fresh read serves the watcher at no cost),
// most urgent first: a token due (a moment its last read knew of has passed since: a voting end, the day
// before one, a window's end or the week before it; read afresh, never from a read made before the
// moment), then a token never read, then the rest, tokens with a vote still open last (the service takes
// one proposal at a time per token, so nothing new appears there before its end), the longest unread
// first within each (read times kept in the store, shared by every instance). Each round asks for the
// next one at the nearest moment it knows of, not a whole period later. Its reads are of the lowest
// priority and its own share of the tier's minute (WATCH_BUDGET_SHARE, budget.ts), part of which is kept
// for due reads: when the budget refuses, the round stops and the next one goes on from the most urgent. "Has she
// voted" comes from a proposal's shared vote list, read only where an event depends on it. The rules
// (lib/domain/inbox.ts) turn the token's previous and current snapshots into each follower's events,
// kept once per wallet and key; the snapshot is saved with them in one transaction. A proposal decided
// (or made) that no journal entry of this dashboard covers is also written to the webhook outbox.

/** Wallets watched at most (the most recently seen first). */
const MAX_WALLETS = 5_000;
/** Follow sets (a chain read for held tokens) are read again after this long. */
const FOLLOW_SET_TTL_MS = 60_000;
/** Follow sets read at once. */
const FOLLOW_SET_READS = 8;
/** A session is lent again (its row written) at most this often. */
const LEND_EVERY_MS = 5 * 60_000;
/** Settled writes of unknown outcome looked at, back from now. */
const SETTLED_WINDOW = '1 hour';
/**
 * The part of the watcher's minute kept for reads a moment makes due (a voting end, a day before one …):
 * READS_PER_MOMENT for each moment its tokens' data schedules before the minute ends (the token, and the
 * proposal's vote list), and at most a third of the minute or SWEEP_RESERVE_MAX reads: those come with
 * the followed tokens' deadlines, not with the tier (on Partner a third of its 300 left the sweep of new
 * proposals short of its minute). A minute with no moment coming keeps nothing back from the sweep.
 */
const SWEEP_RESERVE = 1 / 3;
const SWEEP_RESERVE_MAX = 20;
const READS_PER_MOMENT = 2;
/**
 * The part of a period after which a token's read is no longer served to the watcher. Rounds come a
 * period apart, so a token read early in one round is barely a period old at the next: served a whole
 * period's read, it waited for the round after, and was read every two periods instead of every one.
 */
const STALE_AFTER = 0.75;
/**
 * How often a token whose vote is open is read when no moment makes it due: the service takes one
 * proposal at a time per token, so nothing new can appear there before the vote ends (its end, and the
 * day before it, are moments that bring it back); a follower who came meanwhile is told within this.
 */
const OPEN_VOTE_EVERY_MS = 5 * 60_000;
/** After the share's minute ends, before the sweep goes on (its limiter's clock and ours may differ). */
const SWEEP_RESUME_MARGIN_MS = 250;
/** Followers whose connections are tried, in turn, for one token before giving up on it this round. */
const READERS_TRIED = 3;

export type RoundReport = {
  wallets: number;
  tokens: number;
  read: number;
  raised: number;
  /** Why the round ended early: the watcher's share of the budget (or the service) refused a read. */
  stopped: 'budget' | null;
  /**
   * In how long the next round should come, when sooner than never: at the next moment its tokens' data
   * already schedules (a voting end, a day before one, a window end, a week before one), so the token is
   * read right after it rather than up to a period later; or, when the sweep stopped at its share, when
   * the share's minute ends, so the sweep goes on with the next minute's reads rather than a period later.
   */
  nextDueMs: number | null;
};

export type Watcher = {
  /** One round (the job runs it every period; tests and the bench call it directly). */
  round(signal?: AbortSignal): Promise<RoundReport>;
  /** A connected wallet lends the watcher its session (written at most every few minutes). */
  lend(wallet: string, sessionId: string): Promise<void>;
  /**
   * Calls `fn` when `wallet`'s inbox changed (new events, read state), on this instance or, on a shared
   * PostgreSQL store, on another; and when changes told while the instances' channel was lost may have
   * been missed.
   */
  subscribe(wallet: string, fn: () => void): () => void;
  /** Tells `wallet`'s subscribers, here and on the other instances, that its inbox changed. */
  notify(wallet: string): void;
  /** `wallet`'s unread count. */
  unread(wallet: string): Promise<number>;
  /**
   * The simulator replaced its world (no real service does this): what was seen of the old one, and the
   * events raised from it, are forgotten, so the new world's facts are told afresh.
   */
  forgetWorld(): Promise<void>;
};

export type WatcherDeps = {
  config: Pick<ServerConfig, 'watch' | 'sessionSecret'>;
  db(): Promise<Db>;
  chain: Pick<Chain, 'recentNowUnix' | 'connection'>;
  readModel(): Pick<ReadModel, 'watchRead' | 'hasEnded'>;
  webhooks: Pick<Webhooks, 'configured' | 'record' | 'dispatch'>;
  /**
   * Its own minute of the tier (WATCH_BUDGET_SHARE): reads of tokens nothing made due stop while no
   * more of it is left than the moments coming later in the minute may need, and go on when its minute
   * ends.
   */
  watchAllowance?: Pick<TierBudget, 'points' | 'remaining' | 'minuteEndsInMs'>;
  /**
   * The channel between the instances sharing a PostgreSQL store, which tells an inbox's changes made on
   * one to the bells open on the others; absent with the embedded store (one process).
   */
  changes?: Channel;
  /** Called with what stops the channel's listening, when there is one. */
  onClose?: (fn: () => void) => void;
  now?: () => number;
};

type Follower = { wallet: string; sessionId: string };
type GovData = { governance: TokenSnapshot['governance']; proposals: WatchedProposal[] };

const JOURNAL_CREATES = ['updateContent', 'extendMutability', 'finalizeMetadata'];

/** What of a governance read the watcher keeps (the rules' fields; numbers as the wire's strings). */
function snapshotOf(mint: string, data: GovData, readAtUnix: bigint): TokenSnapshot {
  const g = data.governance;
  return {
    mint,
    readAtUnix: String(readAtUnix),
    governance: {
      totalSupply: g.totalSupply,
      minVoterCount: g.minVoterCount,
      minParticipatingSupplyBps: g.minParticipatingSupplyBps,
      approvalBps: g.approvalBps,
      creator: g.creator,
      finalized: g.finalized,
      mutableUntilUnix: g.mutableUntilUnix,
    },
    proposals: data.proposals.map((p) => ({
      proposal: p.proposal,
      proposer: p.proposer,
      proposalIndex: p.proposalIndex,
      proposalBondAmount: p.proposalBondAmount,
      proposalBondWithdrawn: p.proposalBondWithdrawn,
      yesVotes: p.yesVotes,
      noVotes: p.noVotes,
      participatingSupply: p.participatingSupply,
      participatingVoters: p.participatingVoters,
      settled: p.settled,
      executed: p.executed,
      outcome: p.outcome,
      votingEndsAtUnix: String(p.votingEndsAtUnix),
      ...(p.createdAtUnix !== undefined ? { createdAtUnix: String(p.createdAtUnix) } : {}),
    })),
  };
}

/** The proposals whose vote list an event depends on: ending within a day, or decided since last seen. */
function listsNeeded(previous: TokenSnapshot | null, current: TokenSnapshot, nowUnix: bigint): string[] {
  const before = new Map((previous?.proposals ?? []).map((p) => [p.proposal, p]));
  return current.proposals
    .filter((p) => {
      const ends = toBigInt(p.votingEndsAtUnix);
      if (!p.settled) return ends > nowUnix && ends - nowUnix <= DAY_SECONDS;
      if (!previous) return nowUnix - ends <= FIRST_SIGHT_DECIDED_SECONDS;
      return !(before.get(p.proposal)?.settled ?? false);
    })
    .map((p) => p.proposal);
}

/** What the sweep leaves of the share's minute: the reads the moments coming before it ends may need. */
async function reserveOf(
  allowance: Pick<TierBudget, 'points' | 'minuteEndsInMs'>,
  snapshots: Iterable<TokenSnapshot | null>,
  nowUnix: bigint,
): Promise<number> {
  const most = Math.min(SWEEP_RESERVE_MAX, Math.ceil(allowance.points * SWEEP_RESERVE));
  // No minute running: the next one begins with the sweep's first read.
  const minuteLeftMs = (await allowance.minuteEndsInMs()) || 60_000;
  const horizon = nowUnix + BigInt(Math.ceil(minuteLeftMs / 1000));
  let coming = 0;
  for (const snapshot of snapshots) {
    const moment = snapshot ? nextWatchMoment(snapshot, nowUnix) : null;
    if (moment !== null && moment <= horizon) coming += 1;
  }
  return Math.min(most, coming * READS_PER_MOMENT);
}

export function createWatcher(deps: WatcherDeps): Watcher {
  const now = deps.now ?? Date.now;
  const periodMs = deps.config.watch.periodMs;
  const sealer: Sealer | null = deps.config.sessionSecret ? createSealer(deps.config.sessionSecret) : null;
  const listeners = new Map<string, Set<() => void>>();
  const lent = new Map<string, number>(); // sessionId → when its row was last written
  const followSets = new Map<string, { mints: string[]; at: number }>();
  const lastRead = new Map<string, number>(); // mint → when this instance last read it (ms)
  const endsSoonReadAt = new Map<string, number>(); // proposal → when its list was read for ends_soon

  const tellHere = (wallet: string) => {
    for (const fn of listeners.get(wallet) ?? []) fn();
  };

  function notify(wallet: string): void {
    tellHere(wallet);
    deps.changes?.tell(wallet).catch(() => undefined);
  }

  // Changes made on the other instances; once the channel is heard again after a loss, every bell open
  // here counts anew, as a change told meanwhile was not heard.
  const stopListening = deps.changes?.listen(tellHere, () => {
    for (const wallet of listeners.keys()) tellHere(wallet);
  });
  if (stopListening) deps.onClose?.(stopListening);

  async function mintsOf(db: Db, wallet: string): Promise<string[]> {
    const cached = followSets.get(wallet);
    if (cached && now() - cached.at < FOLLOW_SET_TTL_MS) return cached.mints;
    const set = await followSet({ db, chain: deps.chain }, wallet);
    const mints = set.tokens.map((t) => t.mint);
    followSets.set(wallet, { mints, at: now() });
    return mints;
  }

  /** Whether a journal entry of this dashboard reports the proposal's decision (or creation) itself. */
  async function journalCovers(q: Queryable, type: 'created' | 'decided', mint: string, p: WatchedProposal) {
    const rows =
      type === 'decided'
        ? await q.query(
            `SELECT 1 FROM activity WHERE kind = 'settleProposal' AND proposal = $1
               AND status <> 'failed' AND (settlement IS NULL OR settlement = 'confirmed') LIMIT 1`,
            [p.proposal],
          )
        : // A proposal's address is not in the journal before its write is confirmed: a write of the
          // proposer's on that token since the watcher last read it (the store's clock on both sides; the
          // chain's may differ) stands for it.
          await q.query(
            `SELECT 1 FROM activity WHERE kind = ANY($1::text[]) AND mint = $2 AND wallet = $3
               AND status <> 'failed' AND (settlement IS NULL OR settlement = 'confirmed')
               AND created_at > (SELECT read_at FROM watch_snapshots WHERE mint = $2) - interval '1 minute'
             LIMIT 1`,
            [JOURNAL_CREATES, mint, p.proposer],
          );
    return rows.length > 0;
  }

  /** Webhook events for what the token's change shows (only once the token was seen before). */
  async function webhookEvents(
    tx: Queryable,
    previous: TokenSnapshot | null,
    current: TokenSnapshot,
  ): Promise<string[]> {
    if (!deps.webhooks.configured || previous === null) return [];
    const before = new Map(previous.proposals.map((p) => [p.proposal, p]));
    const ids: string[] = [];
    for (const p of current.proposals) {
      const was = before.get(p.proposal);
      const common = { mint: current.mint, proposal: p.proposal, proposer: p.proposer };
      if (!was && !(await journalCovers(tx, 'created', current.mint, p))) {
        const id = await deps.webhooks.record(tx, {
          type: 'proposal.created',
          source: `watch:proposal.created:${p.proposal}`,
          data: { ...common, proposalIndex: p.proposalIndex, votingEndsAtUnix: p.votingEndsAtUnix },
        });
        if (id) ids.push(id);
      }
      if (p.settled && (!was || !was.settled) && !(await journalCovers(tx, 'decided', current.mint, p))) {
        const id = await deps.webhooks.record(tx, {
          type: 'proposal.decided',
          source: `watch:proposal.decided:${p.proposal}`,
          data: { ...common, outcome: p.outcome, executed: p.executed },
        });
        if (id) ids.push(id);
      }
    }
    return ids;
  }

  async function settledWrites(db: Db): Promise<number> {
    // The entry as SettledWrite has it, but for the reason and the moment, which the row holds as the
    // database writes them.
    type Row = Omit<SettledWrite, 'reason' | 'settledAtUnix'> & {
      settled_reason: string | null;
      settled_unix: string;
    };
    const rows = await db.query<Row>(
      `SELECT id::text AS id, wallet, mint, proposal, summary, settlement, settled_reason,
         floor(extract(epoch FROM settled_at))::bigint::text AS settled_unix
       FROM activity WHERE status = 'outcome_unknown' AND settlement IS NOT NULL AND wallet IS NOT NULL
         AND settled_at > clock_timestamp() - interval '${SETTLED_WINDOW}'`,
    );
    let raised = 0;
    for (const row of rows) {
      const { settled_reason, settled_unix, ...write } = row;
      const event = writeSettledEvent({
        ...write,
        reason: settled_reason ?? '',
        settledAtUnix: BigInt(settled_unix),
      });
      const added = await insertEvents(db, row.wallet, [toNewEvent(event)]);
      if (added > 0) notify(row.wallet);
      raised += added;
    }
    return raised;
  }

  async function round(signal?: AbortSignal): Promise<RoundReport> {
    const report: RoundReport = { wallets: 0, tokens: 0, read: 0, raised: 0, stopped: null, nextDueMs: null };
    const db = await deps.db();
    report.raised += await settledWrites(db);
    if (!sealer) return report;
    const readers = await listReaders(db, sealer, MAX_WALLETS);
    report.wallets = readers.length;
    const followers = new Map<string, Follower[]>();
    // Follow sets (a chain read each, kept a minute) a few at a time: a thousand wallets one after the
    // other held the round's first read back by tens of seconds.
    const sets: (string[] | null)[] = new Array(readers.length).fill(null);
    let taken = 0;
    const worker = async () => {
      while (taken < readers.length && !signal?.aborted) {
        const at = taken;
        taken += 1;
        try {
          sets[at] = await mintsOf(db, readers[at]!.wallet);
        } catch (error) {
          log.warn({ err: error }, 'the watcher could not read a follow set');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FOLLOW_SET_READS, readers.length) }, worker));
    if (signal?.aborted) return report;
    readers.forEach((reader, at) => {
      for (const mint of sets[at] ?? []) {
        const list = followers.get(mint) ?? [];
        list.push(reader);
        followers.set(mint, list);
      }
    });
    report.tokens = followers.size;
    if (followers.size === 0) return report;

    const startedAt = now();
    const nowUnix = await deps.chain.recentNowUnix().catch(() => BigInt(Math.floor(now() / 1000)));
    /** The wall clock's time (ms) of a chain moment, by the chain's time now. */
    const wallOf = (unix: bigint) => startedAt - Number(nowUnix - unix) * 1000;
    const stored = await loadSnapshots(db, [...followers.keys()]);
    const previousOf = new Map<string, TokenSnapshot | null>();
    const readAtOf = new Map<string, number>();
    for (const mint of followers.keys()) {
      const kept = stored.get(mint);
      previousOf.set(mint, kept ? (JSON.parse(kept.snapshot) as TokenSnapshot) : null);
      if (kept) readAtOf.set(mint, kept.readAt.getTime());
    }
    // Most urgent first: a token whose data schedules a moment that came since it was read (a voting
    // end, a day before one, a window's end or a week before it; a proposal ended and not yet settled),
    // earliest first; then a token never read; then the rest, the longest unread first (by the store's
    // read times, which every instance shares); last, a token whose vote is still open: the service
    // takes one proposal at a time per token, so nothing new can appear there before the vote ends, and
    // what its data schedules brings it back in time (between its moments it is read only every
    // OPEN_VOTE_EVERY_MS). A token with a deadline ahead is not read again for it before the moment
    // comes: a round is run at that moment (`nextDueMs`).
    const order = [...followers.keys()]
      .map((mint) => {
        const previous = previousOf.get(mint) ?? null;
        const readAt = readAtOf.get(mint) ?? lastRead.get(mint) ?? 0;
        const readAtUnix =
          previous?.readAtUnix !== undefined
            ? toBigInt(previous.readAtUnix)
            : nowUnix - BigInt(Math.max(0, Math.floor((startedAt - readAt) / 1000)));
        const due = previous ? watchDue(previous, readAtUnix, nowUnix) : null;
        const band = due !== null ? 0 : previous === null ? 1 : voteOpen(previous, nowUnix) ? 3 : 2;
        return { mint, band, due, readAt };
      })
      .sort(
        (a, b) =>
          a.band - b.band ||
          (a.due !== null && b.due !== null ? Number(a.due - b.due) : 0) ||
          a.readAt - b.readAt,
      );

    const model = deps.readModel();
    const allowance = deps.watchAllowance;
    const reserve = allowance ? await reserveOf(allowance, previousOf.values(), nowUnix) : 0;
    for (const { mint, band, due, readAt } of order) {
      if (signal?.aborted) break;
      // A token whose vote is open shows nothing new before the vote ends, and its moments bring it back:
      // it is read again only every OPEN_VOTE_EVERY_MS (for those who began to follow it meanwhile).
      if (band === 3 && now() - readAt < OPEN_VOTE_EVERY_MS) continue;
      // Nothing made this one due: it waits while only the reserve of the minute is left, and goes on
      // with the next minute.
      if (due === null && allowance && (await allowance.remaining()) <= reserve) {
        report.stopped = 'budget';
        break;
      }
      // A token due for a moment is read afresh: never served from before the moment, nor from before
      // the read its snapshot was taken from. Any other is served from a read made within the last
      // STALE_AFTER of a period: one made in the round before is read again in this one.
      const notBefore = Math.max(
        now() - periodMs * STALE_AFTER,
        due !== null ? Math.min(now(), Math.max(wallOf(due), readAt + 1)) : -Infinity,
      );
      const previous = previousOf.get(mint) ?? null;
      let governance: { data: GovData | null; status: number; follower: Follower; fetchedAt: number } | null =
        null;
      let refused = false;
      for (const follower of (followers.get(mint) ?? []).slice(0, READERS_TRIED)) {
        const served = await model.watchRead('governance', mint, follower.sessionId, notBefore);
        if (served && served.fetchedAt >= notBefore) {
          governance = {
            data: served.data as GovData | null,
            status: served.status,
            follower,
            fetchedAt: served.fetchedAt,
          };
          break;
        }
        if (model.hasEnded(follower.sessionId)) {
          await dropReader(db, sealer, follower.wallet, follower.sessionId);
          continue;
        }
        refused = true;
        break;
      }
      if (refused) {
        report.stopped = 'budget';
        break;
      }
      if (!governance) continue;
      lastRead.set(mint, now());
      report.read += 1;
      if (governance.status !== 200 || !governance.data) continue; // no governance: a trade-only token

      const fetchedAgoSeconds = BigInt(Math.max(0, Math.floor((now() - governance.fetchedAt) / 1000)));
      const current = snapshotOf(mint, governance.data, nowUnix - fetchedAgoSeconds);
      const lists = new Map<string, VoteList>();
      let complete = true;
      for (const proposal of listsNeeded(previous, current, nowUnix)) {
        const p = current.proposals.find((c) => c.proposal === proposal)!;
        // An ending vote's list is read again at most every minute (its followers' events are raised once).
        if (!p.settled && now() - (endsSoonReadAt.get(proposal) ?? 0) < Math.max(periodMs, 60_000)) continue;
        const served = await model.watchRead('votes', proposal, governance.follower.sessionId, notBefore);
        if (!served || served.fetchedAt < notBefore || served.status !== 200) {
          complete = false;
          break;
        }
        const votes = (served.data as { votes: WatchedVote[] }).votes;
        lists.set(proposal, { votes, capped: votes.length >= LIMITS.votesList.max });
        report.read += 1;
        if (!p.settled) endsSoonReadAt.set(proposal, now());
      }
      if (!complete) {
        // Not saved: the decision is looked at again next round, with its list.
        report.stopped = 'budget';
        break;
      }

      const perWallet = new Map<string, RaisedEvent[]>();
      for (const { wallet } of followers.get(mint) ?? [])
        perWallet.set(wallet, tokenEvents(previous, current, lists, wallet, nowUnix));
      const { raised, webhooks, told } = await db.transaction(async (tx) => {
        let raised = 0;
        const told: string[] = [];
        for (const [wallet, events] of perWallet) {
          const added = await insertEvents(tx, wallet, events.map(toNewEvent));
          if (added > 0) told.push(wallet);
          raised += added;
        }
        const webhooks = await webhookEvents(tx, previous, current);
        await saveSnapshot(tx, mint, JSON.stringify(current));
        return { raised, webhooks, told };
      });
      previousOf.set(mint, current);
      report.raised += raised;
      for (const wallet of told) notify(wallet);
      if (webhooks.length > 0)
        await deps.webhooks
          .dispatch(webhooks)
          .catch((error: unknown) =>
            log.warn({ err: error }, 'webhook deliveries wait for the outbox sweep'),
          );
    }
    let next: bigint | null = null;
    for (const snapshot of previousOf.values()) {
      const moment = snapshot ? nextWatchMoment(snapshot, nowUnix) : null;
      if (moment !== null && (next === null || moment < next)) next = moment;
    }
    // A second after the moment, counted from the round's start; or, stopped at its share, the share's
    // next minute if sooner.
    if (next !== null) report.nextDueMs = Math.max(0, wallOf(next) + 1_000 - now());
    if (report.stopped === 'budget' && allowance) {
      const resume = (await allowance.minuteEndsInMs()) + SWEEP_RESUME_MARGIN_MS;
      report.nextDueMs = report.nextDueMs === null ? resume : Math.min(report.nextDueMs, resume);
    }
    return report;
  }

  return {
    round,
    async lend(wallet, sessionId) {
      if (!sealer || now() - (lent.get(sessionId) ?? -Infinity) < LEND_EVERY_MS) return;
      lent.set(sessionId, now());
      if (lent.size > 10_000) lent.delete(lent.keys().next().value!);
      await recordReader(await deps.db(), sealer, wallet, sessionId);
    },
    subscribe(wallet, fn) {
      const set = listeners.get(wallet) ?? new Set();
      set.add(fn);
      listeners.set(wallet, set);
      return () => {
        set.delete(fn);
        if (set.size === 0) listeners.delete(wallet);
      };
    },
    notify,
    async unread(wallet) {
      return unreadCount(await deps.db(), wallet);
    },
    async forgetWorld() {
      followSets.clear();
      lastRead.clear();
      endsSoonReadAt.clear();
      const db = await deps.db();
      const wallets = await db.transaction(async (tx) => {
        await tx.query('DELETE FROM watch_snapshots');
        return tx.query<{ wallet: string }>('DELETE FROM inbox_events RETURNING wallet');
      });
      for (const wallet of new Set(wallets.map((row) => row.wallet))) notify(wallet);
    },
  };
}

/**
 * Runs the watcher every period through the job library, once across instances: its queue is pg-boss's
 * `stately` policy, which admits one run waiting and one running across every instance sharing the
 * store, so that queue is the lease — the run's holder heartbeats, and one that dies is failed by
 * another instance's supervisor and its run retried there (jobs.ts) — rather than a lease of our own.
 */
export function registerWatcher(jobs: Jobs, watcher: Watcher, periodMs: number): void {
  // A run a moment asked for comes at most a second after it (pg-boss counts start times in seconds).
  jobs.every(
    'inbox-watch',
    periodMs,
    async (signal) => {
      const report = await watcher.round(signal);
      if (report.raised > 0 || report.stopped)
        log.info(
          { watch: report },
          report.stopped ? 'the watcher stopped at its budget' : 'the watcher raised events',
        );
      // The next round comes at the next known moment when that is sooner than the period.
      return report.nextDueMs === null ? undefined : { nextInMs: report.nextDueMs };
    },
    'the inbox watcher failed',
  );
}
