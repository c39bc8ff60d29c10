import { describe, expect, it } from 'vitest';
import { governance, NOW, proposal } from '@/components/voting/test-fixtures';
import type { Governance, Proposal } from '@/lib/partner';
import { proposeAvailability, type ProposeAvailabilityInput } from './availability';
import { lockedFields } from './content';

const MINT = 'Mint111111111111111111111111111111111111111';
const settled = proposal({
  settled: true,
  executed: true,
  outcome: 'passed',
  votingEndsAtUnix: String(NOW - 10n),
});

function input(
  overrides: Partial<ProposeAvailabilityInput> & { gov?: Partial<Governance>; proposals?: Proposal[] } = {},
) {
  const gov = governance(overrides.gov);
  return {
    mint: MINT,
    governance: gov,
    proposals: [settled],
    nowUnix: NOW,
    scopes: ['governance:propose'],
    tradingEnabled: true,
    locked: lockedFields(gov),
    formatDate: (unix: bigint) => `T${unix}`,
    ...overrides,
  };
}

describe('proposeAvailability', () => {
  it('lets a connected holder with the permission propose', () => {
    expect(proposeAvailability(input())).toEqual({ ok: true });
    expect(proposeAvailability(input({ tradingEnabled: null }))).toEqual({ ok: true });
  });

  it('says before the form when the permission is missing, with a reconnect link', () => {
    expect(proposeAvailability(input({ scopes: ['governance:vote'] }))).toMatchObject({
      ok: false,
      reason: 'Your connection does not include permission to create proposals.',
      link: { href: `/api/auth/login?returnTo=${encodeURIComponent(`/tokens/${MINT}/propose`)}` },
    });
  });

  it('says when 1-click trading is off', () => {
    expect(proposeAvailability(input({ tradingEnabled: false }))).toMatchObject({
      ok: false,
      reason: '1-click trading is off for your wallet, so the service cannot sign a proposal for you.',
    });
  });

  it('links to the open proposal instead of failing on submit', () => {
    const open = proposal({ proposalIndex: '4', votingEndsAtUnix: String(NOW + 60n) });
    expect(proposeAvailability(input({ proposals: [open, settled] }))).toEqual({
      ok: false,
      reason: `Proposal #4 is open for voting until T${NOW + 60n}. Only one proposal may be open at a time.`,
      next: 'You can propose a change once voting on it has ended.',
      link: { href: `/tokens/${MINT}/proposals/${open.proposal}`, label: 'Open proposal #4' },
    });
    // Closed but not yet settled does not block a new proposal.
    const closed = proposal({ votingEndsAtUnix: String(NOW) });
    expect(proposeAvailability(input({ proposals: [closed] }))).toEqual({ ok: true });
  });

  it('says when the window no longer takes proposals', () => {
    expect(proposeAvailability(input({ gov: { finalized: true } }))).toMatchObject({
      ok: false,
      reason: /finalized/,
    });
    expect(proposeAvailability(input({ gov: { mutableUntilUnix: String(NOW) } }))).toMatchObject({
      reason: `The metadata window closed on T${NOW}; metadata can no longer change.`,
    });
    expect(proposeAvailability(input({ gov: { mutableUntilUnix: String(NOW + 59n) } }))).toMatchObject({
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
    expect(proposeAvailability(input({ gov: all }))).toMatchObject({ reason: /Every metadata field/ });
  });
});
