import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/lib/client/activity';
import { catalogueEntry } from '@/lib/partner';
import { activityRow } from './activity-view';

const MINT = 'Mint111111111111111111111111111111111111111';
const PROPOSAL = 'Prop111111111111111111111111111111111111111';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: '1',
  kind: 'vote',
  mint: MINT,
  proposal: PROPOSAL,
  summary: 'vote yes 10,000 tokens',
  status: 'submitted',
  signature: 'Sig1',
  error: null,
  settlement: null,
  settledReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...overrides,
});

const proposalPage = `/tokens/${MINT}/proposals/${PROPOSAL}`;

describe('activityRow', () => {
  it('follows an unsettled write live, with nothing to do but wait', () => {
    for (const status of ['pending', 'submitted', 'outcome_unknown'] as const)
      expect(activityRow(entry({ status, signature: null }))).toMatchObject({ live: true, action: null });
    expect(activityRow(entry({ status: 'outcome_unknown' }))).toMatchObject({
      status: 'Unknown, checking',
      tone: 'warning',
      explanation: expect.stringMatching(/Do not send it again/),
    });
  });

  it('shows an unknown write settled from the chain as confirmed, with the reason and the proposal', () => {
    const row = activityRow(
      entry({
        status: 'outcome_unknown',
        settlement: 'confirmed',
        settledReason: 'Transaction 1…2 was found.',
      }),
    );
    expect(row).toMatchObject({
      status: 'Confirmed (found on the network)',
      tone: 'success',
      explanation: 'Transaction 1…2 was found.',
      live: false,
      action: { label: 'Open the proposal', href: proposalPage },
    });
  });

  it('offers to try again after a failure or a write that was not sent, from where it was made', () => {
    expect(activityRow(entry({ settlement: 'failed' }))).toMatchObject({
      status: 'Failed on the network',
      action: { label: 'Try again from the proposal', href: proposalPage },
    });
    expect(activityRow(entry({ kind: 'buy', proposal: null, settlement: 'not_sent' }))).toMatchObject({
      title: 'Buy',
      status: 'Not sent',
      action: { label: 'Send it again from the token', href: `/tokens/${MINT}` },
    });
  });

  it('explains a refusal in the catalogue’s words', () => {
    // The server adds the catalogue's sentence to the entry (lib/server/journal's listActivity).
    const refused = entry({
      status: 'failed',
      error: 'already_voted',
      errorMessage: catalogueEntry('already_voted').message,
      signature: null,
    });
    expect(activityRow(refused)).toMatchObject({
      status: 'Refused',
      tone: 'danger',
      explanation: expect.stringMatching(/Nothing was done\.$/),
    });
    expect(activityRow(refused).explanation).toBe(
      'You have already voted on this proposal. Nothing was done.',
    );
    expect(
      activityRow(entry({ status: 'failed', error: 'brand_new_code', errorMessage: null, signature: null }))
        .explanation,
    ).toBe('The service refused it (brand_new_code). Nothing was done.');
  });

  it('has no place to send the person when the token is not known', () => {
    expect(activityRow(entry({ mint: null, settlement: 'confirmed' })).action).toBeNull();
    expect(activityRow(entry({ kind: 'someNewKind' })).title).toBe('someNewKind');
  });
});
