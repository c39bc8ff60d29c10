import { describe, expect, it } from 'vitest';
import { governance, NOW, proposal } from '@/test/support/fixtures/voting';
import type { Governance, Proposal } from '@/lib/partner';
import { contentAvailability, type ContentAvailabilityInput } from './availability';
import { lockedFields } from './fields';

const MINT = 'Mint111111111111111111111111111111111111111';
const settled = proposal({
  settled: true,
  executed: true,
  outcome: 'passed',
  votingEndsAtUnix: String(NOW - 10n),
});

function input(
  overrides: Partial<ContentAvailabilityInput> & { gov?: Partial<Governance>; proposals?: Proposal[] } = {},
): ContentAvailabilityInput {
  const gov = governance(overrides.gov);
  return {
    mint: MINT,
    governance: gov,
    proposals: [settled],
    nowUnix: NOW,
    scopes: ['governance:propose'],
    wallet: 'A1iceWa11et1111111111111111111111111111111',
    tradingEnabled: true,
    locked: lockedFields(gov),
    formatDate: (unix: bigint) => `T${unix}`,
    ...overrides,
  };
}

describe('contentAvailability', () => {
  it('lets a connected holder with the permission propose', () => {
    expect(contentAvailability(input())).toEqual({ ok: true });
    expect(contentAvailability(input({ tradingEnabled: null }))).toEqual({ ok: true });
  });

  it('says before the form when the permission is missing, with a reconnect link back to it', () => {
    expect(contentAvailability(input({ scopes: ['governance:vote'] }))).toMatchObject({
      ok: false,
      reason: 'Reconnect and allow “Create proposals and reclaim bonds” to propose a change.',
      link: {
        href: `/api/auth/login?returnTo=${encodeURIComponent(`/tokens/${MINT}/propose`)}`,
        label: 'Reconnect with that permission',
      },
    });
  });

  it('says when 1-click trading is off', () => {
    expect(contentAvailability(input({ tradingEnabled: false }))).toMatchObject({
      ok: false,
      reason: /^1-click trading is off for your wallet/,
      link: null,
    });
  });

  it('links to the open proposal instead of failing on submit', () => {
    const open = proposal({ proposalIndex: '4', votingEndsAtUnix: String(NOW + 60n) });
    expect(contentAvailability(input({ proposals: [open, settled] }))).toEqual({
      ok: false,
      reason: `Proposal #4 is open for voting until T${NOW + 60n}. Only one proposal may be open at a time.`,
      next: 'You can propose a change once voting on it has ended.',
      link: { href: `/tokens/${MINT}/proposals/${open.proposal}`, label: 'Open proposal #4' },
    });
    // Closed but not yet settled does not block a new proposal.
    const closed = proposal({ votingEndsAtUnix: String(NOW) });
    expect(contentAvailability(input({ proposals: [closed] }))).toEqual({ ok: true });
  });

  it('says when the window no longer takes proposals', () => {
    expect(contentAvailability(input({ gov: { finalized: true } }))).toMatchObject({
      ok: false,
      reason: /finalized/,
    });
    expect(contentAvailability(input({ gov: { mutableUntilUnix: String(NOW) } }))).toMatchObject({
      reason: `The metadata window closed on T${NOW}; metadata can no longer change.`,
    });
    expect(contentAvailability(input({ gov: { mutableUntilUnix: String(NOW + 100n) } }))).toMatchObject({
      reason: /too soon for a vote to run/,
    });
  });

  it('says when every field is locked', () => {
    const all = Object.fromEntries(
      ['name', 'symbol', 'image', 'description', 'website', 'twitter', 'telegram'].map((f) => [
        `${f}Locked`,
        true,
      ]),
    );
    expect(contentAvailability(input({ gov: all }))).toMatchObject({ reason: /Every metadata field/ });
  });
});
