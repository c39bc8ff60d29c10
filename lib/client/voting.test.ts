import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type GovernanceReadResponse, type Vote } from '@/lib/partner';
import {
  isPendingVote,
  pendingVote,
  submitVotingWrite,
  VOTING_PATHS,
  withoutPendingVote,
  withPendingVote,
} from './voting';
import { IDEMPOTENCY_HEADER } from './writes';

const request = {
  proposal: 'Prop',
  side: 'yes' as const,
  amount: '10000000000',
  priorityFeeLamports: '5000',
  tipLamports: '1000000',
};

describe('submitVotingWrite', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the body once to our proxy with the Idempotency-Key and X-Requested-With', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ signature: 'sig', status: 'processed' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await submitVotingWrite('vote', request, 'vote-key-123');
    expect(answer).toMatchObject({ signature: 'sig', status: 'processed' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/partner/v1/governance/votes');
    const headers = new Headers(init.headers);
    expect(headers.get(IDEMPOTENCY_HEADER)).toBe('vote-key-123');
    expect(headers.get('x-requested-with')).toBe('fetch');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('throws the typed error and never retries', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ error: 'write_outcome_unknown' }), { status: 504 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitVotingWrite('settle', { ...request }, 'settle-key-1')).rejects.toMatchObject({
      code: 'write_outcome_unknown',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('knows the four paths, as the endpoint table has them', () => {
    expect(VOTING_PATHS).toEqual({
      vote: `/api${ENDPOINTS.vote.path}`,
      cancel: `/api${ENDPOINTS.cancelVote.path}`,
      withdraw: `/api${ENDPOINTS.withdrawVote.path}`,
      settle: `/api${ENDPOINTS.settleProposal.path}`,
    });
    expect(VOTING_PATHS).toEqual({
      vote: '/api/partner/v1/governance/votes',
      cancel: '/api/partner/v1/governance/votes/cancel',
      withdraw: '/api/partner/v1/governance/votes/withdraw',
      settle: '/api/partner/v1/governance/proposals/settle',
    });
  });
});

describe('optimistic pending votes', () => {
  const confirmed: Vote = {
    proposal: 'Other',
    voter: 'W',
    side: 'no',
    amount: '1',
    countedAsVoter: false,
    active: true,
    withdrawn: false,
    signature: 'real',
    blockTime: '',
  };
  const data = {
    governance: {},
    proposals: [],
    viewerVotes: [confirmed],
  } as unknown as GovernanceReadResponse;

  it('adds a pending entry first, marked and counted by the minimum, and removes only it', () => {
    const entry = pendingVote({ request, voter: 'W', minLockAmount: '1000000000', idempotencyKey: 'k1' });
    expect(entry).toMatchObject({
      pending: true,
      active: true,
      countedAsVoter: true,
      signature: 'pending:k1',
    });
    expect(isPendingVote(entry)).toBe(true);
    expect(isPendingVote(confirmed)).toBe(false);
    const added = withPendingVote(data, entry);
    expect(added.viewerVotes).toEqual([entry, confirmed]);
    expect(withPendingVote(added, entry).viewerVotes).toHaveLength(2);
    expect(withoutPendingVote(added, 'k2')).toBe(added);
    expect(withoutPendingVote(added, 'k1').viewerVotes).toEqual([confirmed]);
  });

  it('counts a pending vote below the minimum as not a voter', () => {
    const small = pendingVote({
      request: { ...request, amount: '5' },
      voter: 'W',
      minLockAmount: '1000000000',
      idempotencyKey: 'k',
    });
    expect(small.countedAsVoter).toBe(false);
  });
});
