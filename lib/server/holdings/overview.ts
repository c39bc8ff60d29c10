import 'server-only';
import type { FollowedToken, HoldingRow, HoldingsOverview } from '@/lib/api';
import { batchPlan, holdingSummary, holdingUrgency, byUrgency, type BatchToken } from '@/lib/domain';
import { ApiError } from '@/lib/partner';
import { log } from '../log';
import { readGovernance } from '../read-model';
import type { Runtime } from '../runtime';
import type { CurrentSession } from '../session';
import { followSet } from './follow-set';
import { sessionWallet } from './wallet';

// My governance: one row per token in the person's follow set, read through the shared read model (a
// token's governance and its proposals' votes are one read for everyone who looks), most urgent first. A
// token without governance is a trade-only row; a token that cannot be read says so in its row, and the
// others still show.

type Reads = Pick<Runtime, 'db' | 'chain' | 'readModel' | 'tokens' | 'partner' | 'store'>;

/** Reads at most this many tokens at once. */
const AT_ONCE = 4;

async function eachLimited<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker));
  return results;
}

const labelOf = (token: { mint: string; name: string | null; symbol: string | null }) =>
  token.symbol || token.name || token.mint;

export async function holdingsOverview(rt: Reads, session: CurrentSession): Promise<HoldingsOverview> {
  const wallet = await sessionWallet(rt, session);
  const [set, nowUnix] = await Promise.all([
    followSet({ db: await rt.db(), chain: rt.chain }, wallet),
    rt.chain.recentNowUnix().catch(() => BigInt(Math.floor(Date.now() / 1000))),
  ]);
  const viewer = { sessionId: session.sessionId, wallet };
  const actor = { scopes: session.view.scopes, wallet, tradingEnabled: null };
  // Each governed token's read, for the batch plan (made once the rows are in their order).
  const reads = new Map<string, BatchToken>();

  async function row(followed: FollowedToken): Promise<HoldingRow> {
    const { mint, reasons } = followed;
    const balance = followed.balance !== null ? BigInt(followed.balance) : set.heldRead ? 0n : null;
    const common = { mint, reasons, balance };
    try {
      const read = await readGovernance(rt.readModel, viewer, mint);
      const token = await rt.tokens.describe({
        mint,
        governed: true,
        metadataAddress: read.governance.metadata,
      });
      const summary = holdingSummary(read, actor, balance, nowUnix);
      const label = labelOf(token);
      reads.set(mint, { mint, label, symbol: token.symbol, input: read, balance });
      return {
        ...common,
        kind: 'governed',
        token,
        summary,
        urgency: holdingUrgency(summary, nowUnix),
        label,
      };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'governance_not_found') {
        const token = await rt.tokens.describe({ mint, governed: false });
        return {
          ...common,
          kind: 'trade_only',
          token,
          urgency: holdingUrgency(null, nowUnix),
          label: labelOf(token),
        };
      }
      if (!(error instanceof ApiError)) log.error({ err: error, mint }, 'a followed token could not be read');
      const token = rt.tokens.card(mint) ?? { mint, name: null, symbol: null, image: null, governed: null };
      return {
        ...common,
        kind: 'unreadable',
        token,
        message: readFailure(error),
        urgency: holdingUrgency('unreadable', nowUnix),
        label: labelOf(token),
      };
    }
  }

  const rows = byUrgency(await eachLimited(set.tokens, row));
  const planned = rows.flatMap((r) => reads.get(r.mint) ?? []);
  return { rows, heldRead: set.heldRead, nowUnix, batch: batchPlan(planned, actor, nowUnix) };
}

/** What a row says when its token could not be read: the service's own sentence for a known refusal. */
function readFailure(error: unknown): string {
  if (!(error instanceof ApiError)) return 'This token could not be read right now.';
  if (error.status === 429) return 'The service is busy; this token could not be read right now.';
  if (error.code === 'not_connected' || error.code === 'needs_reconnect')
    return 'Your connection to the service ended; connect again to read this token.';
  return `This token could not be read right now (${error.code}).`;
}
