import 'server-only';
import { catalogueError, governanceReadResponseSchema } from '@/lib/partner';
import { followSet } from '../holdings/follow-set';
import { log } from '../log';
import { readGovernance, type Viewer } from '../read-model';
import type { Runtime } from '../runtime';
import { tokenEvents, type CalendarEvent, type TokenRead } from './events';
import { keepEvents, keptEvents, renderCalendar, type ServedEvent } from './ics';

// A wallet's calendar feed: the voting deadlines and metadata window ends of every token she follows,
// read from the shared read model's governance entries (one read for everyone, refreshed with the token
// of a session that recently asked: a feed never reads upstream on its own); a token that cannot be read
// now keeps the events last served for it. One proposal's event, for its page's download, has the same
// UID, SEQUENCE and text as in the feed.

type Reads = Pick<Runtime, 'db' | 'chain' | 'readModel' | 'tokens'>;

const labelOf = (card: { symbol: string | null; name: string | null }, mint: string) =>
  card.symbol || card.name || `${mint.slice(0, 4)}…${mint.slice(-4)}`;

const nowOf = (rt: Pick<Runtime, 'chain'>) =>
  rt.chain.recentNowUnix().catch(() => BigInt(Math.floor(Date.now() / 1000)));

async function labelFor(rt: Reads, mint: string, metadataAddress: string): Promise<string> {
  const card = await rt.tokens
    .describe({ mint, governed: true, metadataAddress })
    .catch(() => rt.tokens.card(mint) ?? { symbol: null, name: null });
  return labelOf(card, mint);
}

/** The iCalendar text of `wallet`'s feed. */
export async function calendarFeed(rt: Reads, wallet: string, origin: string): Promise<string> {
  const db = await rt.db();
  const [set, nowUnix] = await Promise.all([followSet({ db, chain: rt.chain }, wallet), nowOf(rt)]);
  const fresh: CalendarEvent[] = [];
  const unread: string[] = [];
  for (const { mint } of set.tokens) {
    try {
      const held = await rt.readModel.heldGovernance(mint);
      if (!held) {
        unread.push(mint);
        continue;
      }
      if (held.status !== 200) {
        // A token without governance has no events; any other refusal keeps what was served before.
        if (held.status !== 404) unread.push(mint);
        continue;
      }
      const read = governanceReadResponseSchema.parse({ viewerVotes: [], ...(held.data as object) });
      fresh.push(
        ...tokenEvents(read as TokenRead, await labelFor(rt, mint, read.governance.metadata), nowUnix),
      );
    } catch (error) {
      log.warn({ err: error, mint }, 'a followed token could not be read for the calendar');
      unread.push(mint);
    }
  }
  const events: ServedEvent[] = [
    ...(await keepEvents(db, fresh)),
    ...(await keptEvents(db, unread, nowUnix)),
  ];
  return renderCalendar(events, { name: 'My governance', origin });
}

/** The iCalendar text of one proposal's voting deadline, read for the signed-in `viewer`. */
export async function proposalCalendar(
  rt: Reads,
  viewer: Viewer,
  mint: string,
  proposal: string,
  origin: string,
): Promise<string> {
  const [read, nowUnix] = await Promise.all([readGovernance(rt.readModel, viewer, mint), nowOf(rt)]);
  const found = read.proposals.find((p) => p.proposal === proposal);
  if (!found) throw catalogueError('proposal_not_found');
  const label = await labelFor(rt, mint, read.governance.metadata);
  // Its event as the feed has it, even once it is past the feed's week.
  const events = tokenEvents({ governance: read.governance, proposals: [found] }, label, nowUnix, {
    all: true,
  }).filter((event) => event.kind === 'vote_end');
  return renderCalendar(await keepEvents(await rt.db(), events), { name: label, origin });
}
