import { describe, expect, it } from 'vitest';

import { isKnownActionKind, isKnownOutcome } from './resources';
import {
  governanceReadResponseSchema,
  governanceWriteResponseSchema,
  meResponseSchema,
  oauthTokenResponseSchema,
  tradeWriteResponseSchema,
  votesListResponseSchema,
} from './responses';

const governance = {
  governance: 'Gov1',
  mint: 'Mint1',
  metadata: 'Meta1',
  creator: 'Creator1',
  totalSupply: '1000000000000000',
  createdAtUnix: '1700000000',
  mutableUntilUnix: '1800000000',
  minVoterCount: 3,
  minLockAmount: '1000000',
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
  proposalBondBps: 100,
  finalized: false,
  contentRevision: '2',
  mutabilityExtended: false,
  nameLocked: false,
  symbolLocked: false,
  imageLocked: true,
  descriptionLocked: false,
  websiteLocked: false,
  twitterLocked: false,
  telegramLocked: false,
};

const proposal = {
  proposal: 'Prop1',
  governance: 'Gov1',
  proposer: 'Wallet1',
  proposalIndex: '0',
  baseContentRevision: '2',
  actionKind: 'update_content',
  actionName: 'New name',
  actionSymbol: null,
  actionUri: 'https://example.com/meta.json',
  actionAdditionalSeconds: null,
  changedName: true,
  changedSymbol: false,
  changedImage: false,
  changedDescription: false,
  changedWebsite: false,
  changedTwitter: false,
  changedTelegram: false,
  createdAtUnix: '1700000100',
  votingEndsAtUnix: '1700000700',
  proposalBondAmount: '10000000000000',
  proposalBondWithdrawn: false,
  yesVotes: '5000000',
  noVotes: '0',
  participatingSupply: '5000000',
  participatingVoters: 1,
  outcome: 'pending',
  executed: false,
  settled: false,
  metadataUpdated: false,
  signature: 'Sig1',
  blockTime: '2023-11-14T22:15:00Z',
};

const vote = {
  proposal: 'Prop1',
  voter: 'Wallet1',
  side: 'yes',
  amount: '5000000',
  countedAsVoter: true,
  active: true,
  withdrawn: false,
  signature: 'Sig2',
  blockTime: '2023-11-14T22:16:00.000Z',
};

describe('resource and response schemas', () => {
  it('read a governance response and pass unknown fields through', () => {
    const data = governanceReadResponseSchema.parse({
      governance: { ...governance, futureField: 1 },
      proposals: [{ ...proposal, actionKind: 'rename_everything', outcome: 'vetoed' }],
      viewerVotes: [vote],
      cursor: null,
    });
    expect(data.governance).toHaveProperty('futureField', 1);
    expect(data).toHaveProperty('cursor', null);
    expect(data.proposals[0]?.actionKind).toBe('rename_everything');
    expect(isKnownActionKind('rename_everything')).toBe(false);
    expect(isKnownOutcome('vetoed')).toBe(false);
    expect(isKnownOutcome('passed')).toBe(true);
  });

  it.each([
    ['totalSupply', 1000],
    ['totalSupply', '1e15'],
    ['minVoterCount', '3'],
    ['minVoterCount', -1],
    ['approvalBps', 66.5],
    ['finalized', 'false'],
  ])('reject a governance whose %s is %j', (field, value) => {
    const result = governanceReadResponseSchema.safeParse({
      governance: { ...governance, [field]: value },
      proposals: [],
      viewerVotes: [],
    });
    expect(result.success).toBe(false);
  });

  it('read a votes list and the user', () => {
    expect(votesListResponseSchema.parse({ votes: [vote, { ...vote, side: 'abstain' }] }).votes).toHaveLength(
      2,
    );
    expect(meResponseSchema.parse({ user: { tradingEnabled: true } }).user.wallet).toBeUndefined();
    const me = meResponseSchema.parse({
      user: { tradingEnabled: false, wallet: 'W', username: 'u', tier: 'x' },
    });
    expect(me.user).toEqual({ tradingEnabled: false, wallet: 'W', username: 'u', tier: 'x' });
    expect(meResponseSchema.safeParse({ user: {} }).success).toBe(false);
  });

  it('read write responses leniently', () => {
    expect(tradeWriteResponseSchema.parse({ signature: 'S', mint: 'M', status: 'submitted' }).status).toBe(
      'submitted',
    );
    const data = governanceWriteResponseSchema.parse({
      signature: 'S',
      status: 'processed',
      proposal: null,
      mint: 'M',
    });
    expect(data.proposal).toBeUndefined();
    expect(data.mint).toBe('M');
    expect(governanceWriteResponseSchema.safeParse({ status: 'processed' }).success).toBe(false);
  });

  it('read the OAuth token response', () => {
    const token = {
      access_token: 'svc_at_x',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_token: 'r',
      scope: 'profile:read trade:execute',
    };
    expect(oauthTokenResponseSchema.parse(token)).toEqual(token);
    expect(oauthTokenResponseSchema.safeParse({ ...token, expires_in: '900' }).success).toBe(false);
  });
});
