// The calendar feed and a proposal's download against a started simulator, parsed with a real iCalendar
// parser (ical.js): every open proposal's voting deadline and the windows' ends, to the second; stable
// UIDs, SEQUENCE bumped when an event's content changes (and only then), DTSTAMP; an unknown, malformed
// or rotated secret is 404 in the error shape, without a call upstream.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as feedRoute } from '@/app/api/calendar/[file]/route';
import { POST as rotateRoute } from '@/app/api/calendar/feed/route';
import { GET as proposalRoute } from '@/app/api/calendar/proposal/[mint]/[file]/route';
import { proposalState } from '@/lib/domain';
import { holdingsOverview } from '@/lib/server/holdings/overview';
import { readGovernance } from '@/lib/server/read-model';
import { runtime } from '@/lib/server/runtime';
import { signInAs, startChainEnv, type ChainEnv } from '@/test/support/chain-env';
import { storeDb } from '@/test/support/runtime';
import { json } from '@/test/support/simulator/harness';
import { EVENT_SECONDS, proposalUid, windowUid, type CalendarEvent } from './events';
import { feedKey, feedSecret } from './index';
import { keepEvents } from './ics';

const ORIGIN = { origin: 'http://localhost:3000', 'x-requested-with': 'fetch', host: 'localhost:3000' };

let env: ChainEnv;
/** Alice, signed in: her wallet, her session and the cookie that carries it. */
let alice: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  env = await startChainEnv();
  alice = await signInAs(env, 'alice');
  // She opened My governance once: the shared read model holds her tokens' governance.
  await holdingsOverview(runtime(), alice.session);
});

afterAll(() => env.close());

type Event = { uid: string; start: number; end: number; sequence: number; stamp: number; summary: string };

function parse(text: string): Event[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toUnixTime(),
      end: event.endDate.toUnixTime(),
      sequence: event.sequence,
      stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toUnixTime(),
      summary: event.summary,
    };
  });
}

async function getFeed(file: string) {
  const request = new Request(`http://localhost:3000/api/calendar/${file}`);
  return feedRoute(request, { params: Promise.resolve({ file }) });
}

async function feedEvents(secret: string): Promise<Event[]> {
  const answer = await getFeed(`${secret}.ics`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  return parse(await answer.text());
}

const upstreamCalls = () =>
  [...env.sim.sim().stats.requests].reduce((sum, [key, n]) => (key.includes('/rpc') ? sum : sum + n), 0);

const governanceOf = (mint: string) =>
  readGovernance(runtime().readModel, { sessionId: alice.sessionId, wallet: alice.wallet }, mint);

describe('the calendar feed', () => {
  it("carries every open proposal's voting deadline and each window's end, to the second", async () => {
    const secret = await feedSecret(await storeDb(), feedKey(runtime().config), alice.wallet);
    const events = await feedEvents(secret);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect(new Set(byUid.keys()).size).toBe(events.length);

    const nowUnix = await runtime().chain.recentNowUnix();
    let open = 0;
    for (const symbol of ['LUMEN', 'TIDE', 'QUILL']) {
      const read = await governanceOf(env.mints[symbol]!);
      for (const proposal of read.proposals) {
        if (proposalState(proposal, read.governance, nowUnix).phase !== 'open') continue;
        open += 1;
        const event = byUid.get(proposalUid(proposal.proposal));
        expect(event, `${symbol} #${proposal.proposalIndex}`).toBeDefined();
        expect(event!.start).toBe(Number(proposal.votingEndsAtUnix));
        expect(event!.end).toBe(Number(proposal.votingEndsAtUnix) + Number(EVENT_SECONDS));
        expect(event!.summary).toBe(`Voting ends: ${symbol} proposal #${proposal.proposalIndex}`);
        expect(event!.sequence).toBe(0);
      }
      const window = byUid.get(windowUid(read.governance.mint));
      if (BigInt(read.governance.mutableUntilUnix) >= nowUnix) {
        expect(window?.start, symbol).toBe(Number(read.governance.mutableUntilUnix));
        expect(window?.summary).toBe(`Metadata window closes: ${symbol}`);
      }
    }
    expect(open).toBeGreaterThan(0);
    // A proposal decided weeks ago is not in it; a trade-only token brings nothing.
    const lumen = await governanceOf(env.mints.LUMEN!);
    const decided = lumen.proposals.find((p) => p.settled)!;
    expect(byUid.has(proposalUid(decided.proposal))).toBe(false);
    expect(byUid.has(windowUid(env.mints.PLAIN!))).toBe(false);
    // Served again unchanged: the same UIDs, SEQUENCE and DTSTAMP.
    expect(await feedEvents(secret)).toEqual(events);
  });

  it('bumps the SEQUENCE (and DTSTAMP) of an event whose content changed, and only of that one', async () => {
    const secret = await feedSecret(await storeDb(), feedKey(runtime().config), alice.wallet);
    const before = new Map((await feedEvents(secret)).map((e) => [e.uid, e]));
    const lumen = await governanceOf(env.mints.LUMEN!);
    const open = lumen.proposals.find((p) => !p.settled)!;
    // The clock passes the end of LUMEN's open proposal: its event now says voting has ended.
    const nowUnix = await runtime().chain.recentNowUnix();
    env.sim.sim().ledger.advanceClock(BigInt(open.votingEndsAtUnix) - nowUnix + 60n);
    await new Promise((resolve) => setTimeout(resolve, 600)); // the network clock's reading is 500 ms old at most
    const after = new Map((await feedEvents(secret)).map((e) => [e.uid, e]));
    const uid = proposalUid(open.proposal);
    expect(after.get(uid)).toMatchObject({ start: before.get(uid)!.start, sequence: 1 });
    expect(after.get(uid)!.stamp).toBeGreaterThanOrEqual(before.get(uid)!.stamp);
    const window = windowUid(env.mints.LUMEN!);
    expect(after.get(window)).toEqual(before.get(window));
  });

  it('keeps a SEQUENCE per UID in the store: unchanged content keeps it, each change adds one', async () => {
    const db = await storeDb();
    const event: CalendarEvent = {
      uid: 'vote-end-test@governance.partner-dashboard',
      mint: 'test-mint',
      kind: 'vote_end',
      startUnix: '1800000000',
      endUnix: '1800000900',
      summary: 'Voting ends: TEST proposal #1',
      description: 'Voting is open.',
      path: '/tokens/test-mint/proposals/p',
    };
    expect((await keepEvents(db, [event]))[0]!.sequence).toBe(0);
    expect((await keepEvents(db, [event]))[0]!.sequence).toBe(0);
    const moved = { ...event, startUnix: '1800003600', endUnix: '1800004500' };
    expect((await keepEvents(db, [moved]))[0]!.sequence).toBe(1);
    expect((await keepEvents(db, [{ ...moved, description: 'Decided: passed.' }]))[0]!.sequence).toBe(2);
  });

  it('answers 404 in the error shape for an unknown, malformed or rotated secret, reading nothing upstream', async () => {
    const db = await storeDb();
    const secret = await feedSecret(db, feedKey(runtime().config), alice.wallet);
    const calls = upstreamCalls();
    for (const file of [`${'A'.repeat(43)}.ics`, 'not-a-secret.ics', `${secret}.txt`]) {
      const answer = await json(await getFeed(file));
      expect(answer.status, file).toBe(404);
      expect(answer.body).toMatchObject({
        error: 'not_found',
        message: expect.stringContaining('no calendar'),
      });
    }
    expect(upstreamCalls()).toBe(calls);

    // Rotate from My governance: a new address works, the old one is gone.
    const rotated = await json(
      await rotateRoute(
        new Request('http://localhost:3000/api/calendar/feed', {
          method: 'POST',
          headers: { ...ORIGIN, cookie: alice.cookie },
        }),
        { params: Promise.resolve({}) },
      ),
    );
    expect(rotated.status).toBe(200);
    const path = rotated.body.path as string;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(path).not.toContain(secret);
    expect((await json(await getFeed(`${secret}.ics`))).status).toBe(404);
    expect((await getFeed(path.split('/').at(-1)!)).status).toBe(200);
    // The page shows the new address from now on; the store kept no secret, only its hash.
    expect(await feedSecret(db, feedKey(runtime().config), alice.wallet)).toBe(path.slice(14, -4));
    const [row] = await db.query<Record<string, string>>('SELECT * FROM calendar_feeds WHERE wallet = $1', [
      alice.wallet,
    ]);
    expect(Object.values(row!).join(' ')).not.toContain(path.slice(14, -4));
  });

  it("downloads one proposal's deadline with the feed's UID and SEQUENCE", async () => {
    const mint = env.mints.LUMEN!;
    const lumen = await governanceOf(mint);
    const proposal = lumen.proposals.find((p) => !p.settled)!;
    const file = `${proposal.proposal}.ics`;
    const request = new Request(`http://localhost:3000/api/calendar/proposal/${mint}/${file}`, {
      headers: { cookie: alice.cookie },
    });
    const answer = await proposalRoute(request, { params: Promise.resolve({ mint, file }) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="proposal-${file}"`);
    const [event] = parse(await answer.text());
    const secret = await feedSecret(await storeDb(), feedKey(runtime().config), alice.wallet);
    const inFeed = (await feedEvents(secret)).find((e) => e.uid === event!.uid);
    expect(event).toEqual(inFeed);
    expect(event!.start).toBe(Number(proposal.votingEndsAtUnix));

    const anonymous = await json(
      await proposalRoute(new Request(request.url), { params: Promise.resolve({ mint, file }) }),
    );
    expect(anonymous.status).toBe(401);
    const bad = await json(
      await proposalRoute(new Request(request.url, { headers: { cookie: alice.cookie } }), {
        params: Promise.resolve({ mint, file: 'nope.ics' }),
      }),
    );
    expect(bad).toMatchObject({ status: 400, body: { error: 'invalid_address' } });
  });
});
