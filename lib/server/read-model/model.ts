import 'server-only';
import { ApiError, LIMITS, parseErrorBody } from '@/lib/partner';
import { brandedError } from '@/lib/partner/branded-error';
import type { Priority } from '../partner/budget';
import { createEntries, etagOf, type Answer, type Entry } from './entries';
import { governanceTargetMs, proposalTargetMs, stretchedMs } from './freshness';
import { fetchShared, type SharedEntries } from './shared';
import { createViewerVotes, type VoteLike } from './viewer-votes';

// The read model: a mint's governance (without the viewer's own votes) and a proposal's votes list (at
// the largest limit; a smaller limit is its head, as the list is largest stake first) are shared entries
// (entries.ts), refreshed with the token of a session that recently asked, at 'shared' priority once
// there is something to show. What is the viewer's own (`viewerVotes`) is added per person
// (viewer-votes.ts). Every answer carries an ETag and the time its data was fetched.

export type ReadModelDeps = {
  /** A GET through the upstream seam for a session at a priority (the seam spends the tier budget). */
  fetchUpstream: (sessionId: string, path: string, priority: Priority) => Promise<Response>;
  /** The tier budget's view: points a minute, and how many are left. */
  budget: { readonly points: number; remaining(): Promise<number> };
  now?: () => number;
  /** The entries every instance shares (a PostgreSQL server store); absent with the embedded store. */
  shared?: SharedEntries;
  /**
   * Whether a session's access token is good for a while yet (no refresh before its next call). A refresh
   * lends a session whose token is, when one of those that asked has one: with thousands of viewers, most
   * of whom connected long ago, taking turns would otherwise refresh a token before most reads, and token
   * refreshes are few (the service's OAuth endpoints take 30 a minute from one address).
   */
  tokenFresh?: (sessionId: string) => Promise<boolean>;
};

/**
 * A read model answer: the body as the wire carries it (serialised once, when the model made it), and the
 * same answer as the object the model holds (`data`; null when the body is not JSON), which the server's
 * own pages read without parsing the text again.
 */
export type Served = { status: number; body: string; data: unknown; etag: string; fetchedAt: number };
export type Viewer = { sessionId: string; wallet: string | null };
export type Change = { kind: 'governance' | 'votes'; id: string; version: number; etag: string };

export const VOTES_KEY_LIMIT = LIMITS.votesList.max;
const govKey = (mint: string) => `gov:${mint}`;
const votesKey = (proposal: string) => `votes:${proposal}`;

/** How many of the sessions that last asked for a key are kept to lend theirs to its refresh. */
const ASKERS_KEPT = 3;
const MAX_ENDED = 10_000;
const ENDED_KEPT_MS = 10 * 60_000;

/** Every session that asked for a key has ended: nobody to read it for until someone asks again. */
export class NoReader extends Error {
  constructor() {
    super('no connected session to read for');
  }
}

/** The error says the session's connection to the service ended (it cannot lend its token any more). */
export const sessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'not_connected' || error.code === 'needs_reconnect');

/**
 * An upstream answer not kept (429, 5xx): given only to a caller that has nothing else, as the error it
 * is (`error()`), with the wait a 429 names. Recognised by a brand, not by class identity: the model is
 * made once per process by whichever server bundle asks first (a page, a route, the front door's hot
 * reads), and each bundle holds its own copy of this module (see `brandedError`).
 */
export class UnkeptAnswer extends brandedError('partner-dashboard.UnkeptAnswer') {
  constructor(
    readonly answer: Answer,
    /** The `retry-after` header's whole seconds, when the upstream sent one. */
    readonly retryAfterHeader: number | null = null,
  ) {
    super(`upstream ${answer.status}`);
  }

  /** The spec's error for the answer (upstream text never echoed), with a 429's `retryAfterSeconds`. */
  error(): ApiError {
    let json: unknown = null;
    try {
      json = JSON.parse(this.answer.body);
    } catch {
      // unreadable: the catalogue's error for the status
    }
    const error = parseErrorBody(this.answer.status, json);
    const named = error.body.retryAfterSeconds;
    if (error.status !== 429 || (typeof named === 'number' && named > 0) || this.retryAfterHeader === null)
      return error;
    return new ApiError(error.code, error.status, {
      ...error.body,
      retryAfterSeconds: this.retryAfterHeader,
    });
  }
}

/** Whole seconds of a `retry-after` header (its delay form), or null. */
function retryAfterOf(response: Response): number | null {
  const value = response.headers.get('retry-after')?.trim() ?? '';
  return /^[0-9]{1,6}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The upstream's answer kept as is, unless it is one nobody should be shown for long (429, 5xx). */
async function keepable(response: Response): Promise<Answer> {
  const answer = { status: response.status, body: await response.text() };
  if (answer.status === 429 || answer.status >= 500) throw new UnkeptAnswer(answer, retryAfterOf(response));
  return answer;
}

type GovBody = {
  governance: unknown;
  proposals: { proposal: string; settled: boolean; votingEndsAtUnix: string }[];
};

export function createReadModel(deps: ReadModelDeps) {
  const now = deps.now ?? Date.now;
  const askers = new Map<string, string[]>(); // key → the sessions that asked for it last, newest first
  const listeners = new Set<(change: Change) => void>();
  const parsed = new WeakMap<Entry, unknown>();
  let budgetView = { at: -Infinity, remaining: deps.budget.points };

  const pathOf = (key: string) =>
    key.startsWith('gov:')
      ? `/partner/v1/governance/${encodeURIComponent(key.slice(4))}`
      : `/partner/v1/governance/proposals/${encodeURIComponent(key.slice(6))}/votes?limit=${VOTES_KEY_LIMIT}`;

  // When a write of this instance last made a key stale: another instance's answer from before it is stale too.
  const writtenAt = new Map<string, number>();
  const heldAt = (key: string) => Math.max(entries.peek(key)?.fetchedAt ?? 0, writtenAt.get(key) ?? 0);

  // Sessions found ended while lending their token: never asked to lend again, and their streams close.
  const ended = new Map<string, number>();
  // The session whose token last read each key: a lender to fall back on when none of the askers' tokens
  // is fresh.
  const lastLender = new Map<string, string>();

  /**
   * The session a refresh of `key` borrows: the newest asker whose token needs no refresh (the key's last
   * lender among them, after the askers), else the newest asker.
   */
  async function lenderOf(key: string): Promise<string | undefined> {
    const held = askers.get(key) ?? [];
    if (!deps.tokenFresh) return held[0];
    const last = lastLender.get(key);
    const candidates = last && !held.includes(last) && !ended.has(last) ? [...held, last] : held;
    for (const sessionId of candidates)
      if (await deps.tokenFresh(sessionId).catch(() => false)) return sessionId;
    return held[0];
  }

  function asked(key: string, sessionId: string): void {
    const held = askers.get(key);
    if (held?.[0] === sessionId || ended.has(sessionId)) return;
    const recent = held?.filter((id) => id !== sessionId) ?? [];
    askers.set(key, [sessionId, ...recent].slice(0, ASKERS_KEPT));
  }

  /** The key's upstream answer, read with a lender's session (`lenderOf`); one whose connection ended is dropped. */
  async function fromUpstream(key: string, priority?: Priority): Promise<Answer> {
    for (;;) {
      const sessionId = await lenderOf(key);
      if (!sessionId) throw new NoReader();
      try {
        const answer = await fromUpstreamAs(sessionId, key, priority);
        lastLender.set(key, sessionId);
        return answer;
      } catch (error) {
        if (!sessionEnded(error)) throw error;
        ended.set(sessionId, now());
        if (ended.size > MAX_ENDED) ended.delete(ended.keys().next().value!);
        askers.set(key, askers.get(key)?.filter((id) => id !== sessionId) ?? []);
        if (lastLender.get(key) === sessionId) lastLender.delete(key);
      }
    }
  }

  async function fromUpstreamAs(sessionId: string, key: string, asked?: Priority): Promise<Answer> {
    // A first answer is awaited by a person; a refresh of something already shown can wait; the
    // watcher's reads say their own (the lowest).
    const priority: Priority = asked ?? (entries.peek(key) ? 'shared' : 'user');
    const answer = await keepable(await deps.fetchUpstream(sessionId, pathOf(key), priority));
    if (!key.startsWith('gov:') || answer.status !== 200) return answer;
    const { viewerVotes: _own, ...common } = JSON.parse(answer.body) as GovBody & {
      viewerVotes?: VoteLike[];
    };
    return { status: 200, body: JSON.stringify(common) };
  }

  const entries = createEntries(
    async (key, priority) =>
      deps.shared
        ? fetchShared(deps.shared, key, heldAt(key), () => fromUpstream(key, priority), {
            now,
            maxAgeMs: await maxAgeOf(key),
          })
        : fromUpstream(key, priority),
    {
      now,
      // Nobody left to read for says nothing of the upstream: the next person who asks refreshes at once.
      backsOff: (error) => !(error instanceof NoReader),
      onChange(entry) {
        const kind = entry.key.startsWith('gov:') ? 'governance' : 'votes';
        const id = entry.key.slice(kind === 'governance' ? 4 : 6);
        for (const listener of listeners) listener({ kind, id, version: entry.version, etag: entry.etag });
      },
    },
  );

  function json<T>(entry: Entry): T {
    let value = parsed.get(entry);
    if (value === undefined) parsed.set(entry, (value = JSON.parse(entry.answer.body)));
    return value as T;
  }

  /** An entry as served as it is: its answer, and that answer's object (null when it is not JSON). */
  function asIs(entry: Entry): Served {
    let data: unknown = null;
    try {
      data = json(entry);
    } catch {
      // not JSON: the catalogue's error for the status, when a page reads it
    }
    return { ...entry.answer, data, etag: entry.etag, fetchedAt: entry.fetchedAt };
  }

  async function remaining(): Promise<number> {
    if (now() - budgetView.at >= 1000) {
      budgetView = { at: now(), remaining: await deps.budget.remaining().catch(() => budgetView.remaining) };
    }
    return budgetView.remaining;
  }

  const proposalOf = (proposal: string) => {
    for (const key of entries.keys()) {
      const entry = entries.peek(key);
      if (!key.startsWith('gov:') || entry?.answer.status !== 200) continue;
      const found = json<GovBody>(entry).proposals.find((p) => p.proposal === proposal);
      if (found) return found;
    }
    return undefined;
  };

  async function maxAgeOf(key: string): Promise<number> {
    const entry = entries.peek(key);
    const target =
      key.startsWith('gov:') && entry?.answer.status === 200
        ? governanceTargetMs(json<GovBody>(entry).proposals, now())
        : proposalTargetMs(key.startsWith('votes:') ? proposalOf(key.slice(6)) : undefined, now());
    return stretchedMs(target, await remaining(), deps.budget.points);
  }

  async function shared(key: string, sessionId: string, notBefore?: number): Promise<Entry> {
    asked(key, sessionId);
    return entries.get(key, { maxAgeMs: await maxAgeOf(key), ...(notBefore ? { notBefore } : {}) });
  }

  const viewerVotes = createViewerVotes({
    now,
    votesOf: async (proposal, sessionId, notBefore) => {
      const entry = await shared(votesKey(proposal), sessionId, notBefore);
      return entry.answer.status === 200 ? json<{ votes: VoteLike[] }>(entry).votes : null;
    },
    fetchOwn: async (sessionId, mint) => {
      const response = await deps.fetchUpstream(sessionId, pathOf(govKey(mint)), 'user');
      // A refusal (the tier budget spent, the service busy or down) is the person's answer, as it is.
      if (!response.ok)
        throw new UnkeptAnswer(
          { status: response.status, body: await response.text() },
          retryAfterOf(response),
        );
      return ((await response.json()) as { viewerVotes: VoteLike[] }).viewerVotes;
    },
  });

  /** `GET /partner/v1/governance/{mint}` for a viewer: the shared entry plus the viewer's own votes. */
  async function governance(viewer: Viewer, mint: string): Promise<Served> {
    const entry = await shared(govKey(mint), viewer.sessionId, viewerVotes.wroteAt(viewer.wallet));
    if (entry.answer.status !== 200) return asIs(entry);
    const common = json<GovBody>(entry);
    const own = await viewerVotes.of(viewer, mint, common.proposals);
    const body = `${entry.answer.body.slice(0, -1)},"viewerVotes":${JSON.stringify(own)}}`;
    const data = { ...common, viewerVotes: own };
    return { status: 200, body, data, etag: etagOf(body), fetchedAt: entry.fetchedAt };
  }

  /** `GET …/proposals/{proposal}/votes?limit=N`: the head of the shared list at the largest limit. */
  async function votes(viewer: Viewer, proposal: string, limit: number): Promise<Served> {
    const entry = await shared(votesKey(proposal), viewer.sessionId, viewerVotes.wroteAt(viewer.wallet));
    if (entry.answer.status !== 200 || limit >= VOTES_KEY_LIMIT) return asIs(entry);
    const data = { votes: json<{ votes: VoteLike[] }>(entry).votes.slice(0, limit) };
    const body = JSON.stringify(data);
    return { status: 200, body, data, etag: etagOf(body), fetchedAt: entry.fetchedAt };
  }

  /**
   * A mint's shared governance (no one's own votes) for a reader without a session, such as a calendar
   * feed: refreshed, when past its target, with the token of a session that recently asked for it (one
   * read for everyone, single-flight), else as held here or by another instance; null when nobody has read
   * it. It never reads upstream for a mint no session asked for.
   */
  async function heldGovernance(mint: string): Promise<Served | null> {
    const key = govKey(mint);
    if (askers.get(key)?.length) {
      try {
        return asIs(await entries.get(key, { maxAgeMs: await maxAgeOf(key) }));
      } catch {
        // what is held, below
      }
    }
    const held = entries.peek(key);
    if (held) return asIs(held);
    const stored = deps.shared ? await deps.shared.load(key).catch(() => null) : null;
    if (!stored) return null;
    let data: unknown = null;
    try {
      data = JSON.parse(stored.body);
    } catch {
      // not JSON
    }
    const etag = etagOf(`${stored.status}:${stored.body}`);
    return { status: stored.status, body: stored.body, data, etag, fetchedAt: stored.fetchedAt };
  }

  /**
   * The inbox watcher's read of a shared entry (a mint's governance without anyone's own votes, or a
   * proposal's votes at the largest limit): an entry fetched at or after `notBefore` is taken as it is (a
   * page's refresh serves the watcher too); otherwise it is fetched at `watch` priority with the session
   * the watched wallet lends. When it could not be (the watcher's share spent, the service busy) the
   * answer is null, or the entry as held before when it is older than `notBefore`, which the caller tells
   * by its `fetchedAt`.
   */
  async function watchRead(
    kind: 'governance' | 'votes',
    id: string,
    sessionId: string,
    notBefore: number,
  ): Promise<Served | null> {
    const key = kind === 'governance' ? govKey(id) : votesKey(id);
    asked(key, sessionId);
    try {
      const entry = await entries.get(key, {
        maxAgeMs: Number.MAX_SAFE_INTEGER,
        notBefore,
        priority: 'watch',
      });
      return asIs(entry);
    } catch (error) {
      if (error instanceof UnkeptAnswer || error instanceof NoReader || sessionEnded(error)) return null;
      throw error;
    }
  }

  /** A person's confirmed governance write: their next reads wait for data fetched after it. */
  function afterWrite(wallet: string | null, proposal: string | null): void {
    viewerVotes.wrote(wallet);
    const at = now();
    const invalidate = (key: string) => {
      entries.invalidate(key);
      writtenAt.set(key, at);
    };
    // What the write changed is refreshed now, with the session of someone who reads it, so every page
    // watching it gets the change pushed at once rather than at its watch's next tick.
    const changed = proposal ? [votesKey(proposal)] : [];
    for (const key of entries.keys()) {
      if (!key.startsWith('gov:')) continue;
      const entry = entries.peek(key);
      if (proposal && entry?.answer.status === 200 && holds(entry, proposal)) changed.push(key);
      invalidate(key);
    }
    if (proposal) invalidate(votesKey(proposal));
    for (const key of changed) {
      const reader = askers.get(key)?.[0];
      if (reader && entries.peek(key)) void shared(key, reader).catch(() => undefined);
    }
  }

  const holds = (entry: Entry, proposal: string) =>
    json<GovBody>(entry).proposals.some((p) => p.proposal === proposal);

  /** Keeps a page's shared entries fresh (a refresh only when one is past its target). */
  async function touch(viewer: Viewer, topic: { mint: string; proposal: string | null }): Promise<void> {
    await Promise.all([
      shared(govKey(topic.mint), viewer.sessionId),
      topic.proposal ? shared(votesKey(topic.proposal), viewer.sessionId) : null,
    ]);
  }

  function subscribe(listener: (change: Change) => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  const version = (kind: Change['kind'], id: string) =>
    entries.peek(kind === 'governance' ? govKey(id) : votesKey(id))?.version ?? 0;

  /** Another instance stored `key`: a key this instance serves takes that answer (and tells its streams). */
  async function adoptShared(key: string): Promise<void> {
    if (!deps.shared || !entries.keys().includes(key)) return;
    const stored = await deps.shared.load(key);
    if (!stored) return;
    const { fetchedAt, ...answer } = stored;
    const previous = entries.peek(key);
    const etag = etagOf(`${answer.status}:${answer.body}`);
    const version = !previous ? 1 : previous.etag === etag ? previous.version : previous.version + 1;
    entries.adopt({ key, answer, etag, version, fetchedAt });
  }

  function sweep(): void {
    const left = new Set(entries.sweep() ? entries.keys() : []);
    for (const key of askers.keys()) if (!left.has(key)) askers.delete(key);
    for (const key of lastLender.keys()) if (!left.has(key)) lastLender.delete(key);
    for (const key of writtenAt.keys()) if (!left.has(key)) writtenAt.delete(key);
    for (const [sessionId, at] of ended) if (now() - at >= ENDED_KEPT_MS) ended.delete(sessionId);
    viewerVotes.sweep();
  }

  /**
   * The service's whole world was replaced behind the model's back (the simulator's reset; no real
   * service does this): everything held is refreshed before it is served again, and another instance's
   * answer from before now is not taken.
   */
  function forgetWorld(): void {
    const at = now();
    for (const key of entries.keys()) {
      entries.invalidate(key);
      writtenAt.set(key, at);
    }
    viewerVotes.forget();
  }

  /** Whether the session's connection was found ended when it lent its token to a refresh. */
  const hasEnded = (sessionId: string): boolean => ended.has(sessionId);

  return {
    governance,
    heldGovernance,
    votes,
    watchRead,
    afterWrite,
    touch,
    subscribe,
    version,
    sweep,
    adoptShared,
    forgetWorld,
    hasEnded,
    entries,
  };
}

export type ReadModel = ReturnType<typeof createReadModel>;
