// Governance reads over real HTTP against the seed: the state of every seeded governance and proposal,
// the read rules (404 for malformed mints, empty votes for malformed proposals, limit parsing), and that
// seeded locks really sit in the vaults.
import { describe, expect, it } from 'vitest';
import { evaluatePassRule, windowState } from '@/lib/domain';
import { endpointPath, votesListResponseSchema } from '@/lib/partner';
import { testToken } from '@/test/support/simulator/fixtures';
import { bearer, json, type RunningSimulator } from '@/test/support/simulator/harness';
import { pinnedContent } from './index';
import { DAY, Gov, M, governanceSimForFile, TOKEN } from '@/test/support/simulator/governance-kit';

let run: RunningSimulator;
let gov: Gov;
governanceSimForFile((started, g) => ((run = started), (gov = g)));

async function votes(proposal: string, query = '') {
  const path = `${endpointPath('votesList', { proposal })}${query}`;
  const { status, body } = await json(await run.request(path, bearer(testToken('bob'))));
  expect(status).toBe(200);
  return votesListResponseSchema.parse(body).votes;
}

describe('governance-level states in the seed', () => {
  it.each([
    ['LUMEN', 'mutable', { finalized: false, mutabilityExtended: false, contentRevision: '1' }],
    ['TIDE', 'mutable', { finalized: false, mutabilityExtended: true, contentRevision: '0' }],
    ['EMBER', 'lapsed_unrecorded', { finalized: false, mutabilityExtended: false }],
    ['STONE', 'finalized', { finalized: true, proposalBondBps: 0 }],
    ['QUILL', 'mutable', { symbolLocked: true, nameLocked: false, contentRevision: '1' }],
  ] as const)('%s is %s', async (symbol, state, fields) => {
    const { governance } = await gov.governance(symbol);
    expect(governance.mint).toBe(await gov.mint(symbol));
    expect(windowState(governance, gov.now())).toBe(state);
    expect(governance).toMatchObject(fields);
  });

  it('moved the extended window by the passed extension', async () => {
    const { governance } = await gov.governance('TIDE');
    expect(BigInt(governance.mutableUntilUnix)).toBe(gov.now() + 10n * BigInt(DAY));
  });

  it.each([['PLAIN'], ['not-a-mint'], ['0OIl'], ['11111111111111111111111111111111']])(
    'answers 404 governance_not_found for %s',
    async (mint) => {
      const target = mint === 'PLAIN' ? await gov.mint('PLAIN') : mint;
      const { status, body } = await gov.read(target);
      expect({ status, error: body.error }).toEqual({ status: 404, error: 'governance_not_found' });
    },
  );

  it.each([
    ['/partner/v1/governance/proposals/%%%bad/votes', 200, { votes: [] }],
    ['/partner/v1/governance/proposals/%E0%A4%A/votes?limit=5', 200, { votes: [] }],
    ['/partner/v1/governance/%E0%A4%A', 404, { error: 'governance_not_found' }],
    ['/partner/v1/governance/%%%', 404, { error: 'governance_not_found' }],
  ])(
    'answers %s with malformed escapes as the spec says (%i), not a router 400',
    async (path, status, body) => {
      const result = await json(await run.request(path, bearer(testToken('bob'))));
      expect(result).toMatchObject({ status, body });
    },
  );

  it('needs no scope', async () => {
    const path = endpointPath('governanceRead', { mint: await gov.mint('LUMEN') });
    const { status } = await json(
      await run.request(path, bearer(testToken('alice', undefined, ['profile:read']))),
    );
    expect(status).toBe(200);
  });
});

describe('proposal states in the seed', () => {
  it('lists proposals newest first', async () => {
    const { proposals } = await gov.governance('LUMEN');
    expect(proposals.map((p) => p.proposalIndex)).toEqual(['2', '1', '0']);
  });

  it('has an open proposal, a closed one awaiting settlement and settled ones', async () => {
    const now = gov.now();
    const open = await gov.proposal('LUMEN', 2);
    expect(open).toMatchObject({ settled: false, outcome: 'pending', executed: false });
    expect(BigInt(open.votingEndsAtUnix)).toBeGreaterThan(now);
    const closed = await gov.proposal('TIDE', 1);
    expect(closed).toMatchObject({ settled: false, outcome: 'pending' });
    expect(BigInt(closed.votingEndsAtUnix)).toBeLessThanOrEqual(now);
    expect(await gov.proposal('LUMEN', 0)).toMatchObject({
      settled: true,
      outcome: 'passed',
      executed: true,
      metadataUpdated: true,
      changedDescription: true,
    });
    expect(await gov.proposal('TIDE', 0)).toMatchObject({
      actionKind: 'extend_mutability',
      actionAdditionalSeconds: String(20 * DAY),
      outcome: 'passed',
      executed: true,
      metadataUpdated: false,
      proposalBondWithdrawn: false,
    });
    expect(await gov.proposal('STONE', 0)).toMatchObject({ actionKind: 'finalize_metadata', executed: true });
  });

  it('failed a 98% yes proposal on turnout (4.1% of supply, 15% needed)', async () => {
    const { governance } = await gov.governance('LUMEN');
    const failed = await gov.proposal('LUMEN', 1);
    expect(failed).toMatchObject({
      outcome: 'failed',
      settled: true,
      executed: false,
      participatingVoters: 6,
    });
    expect(BigInt(failed.participatingSupply) * 1000n).toBe(BigInt(governance.totalSupply) * 41n);
    const rule = evaluatePassRule(governance, failed);
    expect(rule.approval).toMatchObject({ met: true, shareBps: 9800n });
    expect(rule.voters.met).toBe(true);
    expect(rule.participation.met).toBe(false);
  });

  it('failed a proposal on voter count', async () => {
    const failed = await gov.proposal('EMBER', 0);
    expect(failed).toMatchObject({ outcome: 'failed', participatingVoters: 3, proposalBondWithdrawn: true });
  });

  it('shows the viewer only their own votes, from the token', async () => {
    const alice = await gov.governance('LUMEN', 'alice');
    expect(alice.viewerVotes).toHaveLength(1);
    expect(alice.viewerVotes[0]).toMatchObject({
      voter: gov.wallet('alice'),
      amount: String(10n * M),
      withdrawn: false,
    });
    const bob = await gov.governance('LUMEN', 'bob');
    expect(bob.viewerVotes.map((v) => [v.active, v.withdrawn])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect((await gov.governance('LUMEN', 'dana')).viewerVotes).toEqual([]);
  });
});

describe('votes list', () => {
  it('shows a vote below minLockAmount and a cancelled vote as they are', async () => {
    const list = await votes((await gov.proposal('LUMEN', 2)).proposal);
    expect(list).toHaveLength(6);
    expect(list.find((v) => v.amount === String(500n * TOKEN))).toMatchObject({
      countedAsVoter: false,
      active: true,
    });
    expect(list.filter((v) => !v.active)).toHaveLength(1);
  });

  it('orders by stake, ties earliest first, and caps the limit at 200', async () => {
    const proposal = (await gov.proposal('QUILL', 0)).proposal;
    expect(await votes(proposal)).toHaveLength(50);
    expect(await votes(proposal, '?limit=500')).toHaveLength(200);
    expect(await votes(proposal, '?limit=abc')).toHaveLength(50);
    expect(await votes(proposal, '?limit=0')).toHaveLength(50);
    expect(await votes(proposal, '?limit=7')).toHaveLength(7);
    const list = await votes(proposal, '?limit=200');
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      expect(BigInt(a.amount)).toBeGreaterThanOrEqual(BigInt(b.amount));
      if (a.amount === b.amount) expect(a.blockTime <= b.blockTime).toBe(true);
    }
    expect((await gov.proposal('QUILL', 0)).participatingVoters).toBe(210);
  });

  it.each([['not-an-address'], ['11111111111111111111111111111111']])(
    'answers [] for %s',
    async (proposal) => {
      expect(await votes(proposal)).toEqual([]);
    },
  );
});

describe('seeded tokens on the ledger', () => {
  it('locks bond and votes in the open proposal vault and mints the whole supply', async () => {
    const open = await gov.proposal('LUMEN', 2);
    const mint = await gov.mint('LUMEN');
    const locked = 15n * M + 2n * M + 25n * M + 12n * M + 9n * M + 500n * TOKEN + 5n * M;
    expect(gov.balance(await gov.vaultOf(open.proposal), mint)).toBe(locked);
    expect(gov.ledger.mint(mint)?.supply).toBe(1_000_000_000n * TOKEN);
    expect(gov.balance(gov.wallet('alice'), mint)).toBe(40n * M);
    expect(gov.balance(gov.wallet('dana'), mint)).toBe(0n);
  });

  it('derives proposal addresses from fixed labels', async () => {
    const mint = await gov.mint('TIDE');
    const label = async (i: number) => (await gov.ledger.keypair(`proposal:${mint}:${i}`)).address;
    expect((await gov.proposals('TIDE')).map((p) => p.proposal)).toEqual([await label(0), await label(1)]);
  });

  it('registers every token, with and without governance', () => {
    const sim = run.sim();
    const symbols = [...sim.tokens.values()].map((t) => t.metadata.symbol);
    expect(symbols).toEqual(['LUMEN', 'TIDE', 'EMBER', 'STONE', 'QUILL', 'PLAIN']);
    const plain = [...sim.tokens.values()].find((t) => t.metadata.symbol === 'PLAIN');
    expect(plain && sim.governance.governanceOf(plain.mint)).toBeNull();
    expect(sim.governance.describeProposals()).toHaveLength(8);
  });

  it('pins each token image and metadata JSON', async () => {
    const token = run.sim().tokens.get(await gov.mint('QUILL'));
    const id = (uri: string) => uri.split('/pinned/')[1] ?? '';
    const doc = pinnedContent(run.sim(), id(token?.metadata.uri ?? ''));
    expect(doc?.contentType).toBe('application/json');
    expect(JSON.parse(new TextDecoder().decode(doc?.bytes))).toMatchObject({
      name: 'Quill',
      symbol: 'QUILL',
      description: 'For writers and readers.',
      image: token?.metadata.image,
    });
    expect(pinnedContent(run.sim(), id(token?.metadata.image ?? ''))?.contentType).toBe('image/png');
    expect(pinnedContent(run.sim(), 'nope')).toBeNull();
  });
});

// Last: it changes LUMEN #2, which the reads above describe as seeded.
describe('a held answer', () => {
  it('executes a write whose answer is held (answerDelayMs) even when the caller goes away', async () => {
    const open = await gov.proposal('LUMEN', 2);
    await run.request('/__sim/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: 'POST /partner/v1/governance/votes', answerDelayMs: 1_000 }),
    });
    const body = {
      proposal: open.proposal,
      side: 'no',
      amount: String(2_000n * TOKEN),
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
    };
    await expect(
      run.request(endpointPath('vote', {}), {
        ...bearer(testToken('alice'), body),
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    const alice = run.sim().users.get('alice')!.wallet;
    expect(
      (await votes(open.proposal, '?limit=200')).filter((v) => v.voter === alice && v.side === 'no'),
    ).toHaveLength(1);
  });
});
