import { describe, expect, it } from 'vitest';
import { ALICE, closed, governance, NOW, proposal, settled, TOKEN } from '@/test/support/fixtures/voting';
import {
  extendAvailability,
  finalizeAvailability,
  proposingProblem,
  reclaimAvailability,
  recordLapseAvailability,
  type CreatorInput,
} from './availability';

const DAY = 86_400n;
const M = 1_000_000n * TOKEN;

/** QUILL-like: window ends in 5 days, no proposal open, alice holds 60,000,000 and may propose. */
function input(overrides: Partial<CreatorInput> = {}): CreatorInput {
  return {
    mint: 'Mint111111111111111111111111111111111111111',
    governance: governance({ mutableUntilUnix: String(NOW + 5n * DAY) }),
    proposals: [settled()],
    nowUnix: NOW,
    scopes: ['profile:read', 'governance:vote', 'governance:propose'],
    wallet: ALICE,
    tradingEnabled: true,
    balance: 60n * M,
    symbol: 'QUILL',
    formatDate: (unix) => `<${unix}>`,
    ...overrides,
  };
}

describe('extend and finalize', () => {
  it('are offered while the window is open, with the bond they lock', () => {
    expect(extendAvailability(input())).toEqual({
      available: true,
      hint: 'Ask holders for more time before the metadata locks; this works once. Locks a bond of 15,000,000 QUILL until the proposal is settled.',
    });
    expect(finalizeAvailability(input())).toMatchObject({ available: true });
  });

  it('extend is not offered once extended, finalized or lapsed; finalize not once finalized or lapsed', () => {
    expect(extendAvailability(input({ governance: governance({ mutabilityExtended: true }) }))).toBeNull();
    expect(extendAvailability(input({ governance: governance({ finalized: true }) }))).toBeNull();
    const lapsed = governance({ mutableUntilUnix: String(NOW - DAY) });
    expect(extendAvailability(input({ governance: lapsed }))).toBeNull();
    expect(finalizeAvailability(input({ governance: lapsed }))).toBeNull();
    expect(finalizeAvailability(input({ governance: governance({ finalized: true }) }))).toBeNull();
    expect(
      finalizeAvailability(input({ governance: governance({ mutabilityExtended: true }) })),
    ).toMatchObject({ available: true });
  });

  it('say which proposal is open and link to it instead of failing (LUMEN #2)', () => {
    const open = proposal();
    expect(extendAvailability(input({ proposals: [open, settled()] }))).toEqual({
      available: false,
      reason: `Proposal #2 is open for voting until <${open.votingEndsAtUnix}>, and only one proposal can be open at a time. You can propose once its voting ends.`,
      fix: null,
      link: {
        href: `/tokens/Mint111111111111111111111111111111111111111/proposals/${open.proposal}`,
        label: 'See proposal #2',
      },
    });
    // A closed proposal awaiting settlement does not block a new one.
    expect(finalizeAvailability(input({ proposals: [closed()] }))).toMatchObject({ available: true });
  });

  it('name an obstacle common to both kinds in words that fit both', () => {
    expect(proposingProblem(input({ scopes: ['governance:vote'] }))).toMatchObject({
      reason: 'Reconnect and allow “Create proposals and reclaim bonds” to propose.',
    });
    expect(proposingProblem(input({ proposals: [proposal()] }))).toMatchObject({
      link: { label: 'See proposal #2' },
    });
    expect(proposingProblem(input())).toBeNull();
  });

  it('say so when too little time is left for any vote', () => {
    const closing = governance({ mutableUntilUnix: String(NOW + 100n) });
    expect(finalizeAvailability(input({ governance: closing }))).toEqual({
      available: false,
      reason: 'Less than 2 minutes is left before the metadata locks: too little for a vote.',
      fix: null,
    });
  });

  it('name the missing permission and 1-click trading before any dialog opens', () => {
    expect(extendAvailability(input({ scopes: ['governance:vote'] }))).toEqual({
      available: false,
      reason: 'Reconnect and allow “Create proposals and reclaim bonds” to extend the window.',
      fix: 'reconnect',
    });
    expect(finalizeAvailability(input({ scopes: [], wallet: null }))).toMatchObject({ fix: 'connect' });
    expect(finalizeAvailability(input({ tradingEnabled: false }))).toMatchObject({
      available: false,
      reason: expect.stringMatching(
        /^1-click trading is off for your wallet\. Turn it on .* to propose finalizing/,
      ),
    });
    // Not known: the service checks it.
    expect(finalizeAvailability(input({ tradingEnabled: null }))).toMatchObject({ available: true });
  });

  it('show the bond shortfall and send nothing (bob on QUILL holds 8,000,000)', () => {
    expect(extendAvailability(input({ balance: 8n * M }))).toEqual({
      available: false,
      reason: 'Proposing locks a bond of 15,000,000 QUILL; you hold 8,000,000 QUILL, 7,000,000 QUILL short.',
      fix: null,
    });
    expect(finalizeAvailability(input({ balance: 0n }))).toMatchObject({
      reason: 'Proposing locks a bond of 15,000,000 QUILL; you hold no QUILL.',
    });
    expect(finalizeAvailability(input({ balance: null }))).toMatchObject({ available: true });
  });

  it('a token without a bond asks for none, whatever the balance', () => {
    const free = input({
      governance: governance({ proposalBondBps: 0, mutableUntilUnix: String(NOW + DAY) }),
    });
    expect(finalizeAvailability({ ...free, balance: 0n })).toEqual({
      available: true,
      hint: 'Ask holders to lock the metadata forever, before the window ends. This token asks for no bond.',
    });
  });
});

describe('record a lapsed window', () => {
  const lapsed = governance({ mutableUntilUnix: String(NOW - DAY) });

  it('is offered only once the window has ended and is not recorded (EMBER)', () => {
    expect(recordLapseAvailability(input({ governance: lapsed }))).toMatchObject({ available: true });
    // metadata_still_mutable is a pre-check: nothing is offered while the window runs.
    expect(recordLapseAvailability(input())).toBeNull();
    expect(recordLapseAvailability(input({ governance: { ...lapsed, finalized: true } }))).toBeNull();
  });

  it('needs no bond, only the access', () => {
    expect(recordLapseAvailability(input({ governance: lapsed, balance: 0n }))).toMatchObject({
      available: true,
    });
    expect(recordLapseAvailability(input({ governance: lapsed, scopes: ['governance:vote'] }))).toMatchObject(
      {
        fix: 'reconnect',
      },
    );
  });
});

describe('reclaim a bond', () => {
  const base = { ...input(), nowUnix: NOW };
  const bond = { proposalBondAmount: String(10n * M) };

  it('is possible once settled, pass or fail (dana on TIDE #0)', () => {
    expect(reclaimAvailability(settled({ ...bond, outcome: 'passed', executed: true }), base)).toEqual({
      available: true,
      hint: 'The proposal is settled: reclaim your bond of 10,000,000 QUILL.',
    });
    expect(reclaimAvailability(settled(bond), base)).toMatchObject({ available: true });
  });

  it('says where a bond stands otherwise', () => {
    const open = proposal(bond);
    expect(reclaimAvailability(open, base)).toMatchObject({
      reason: `Your bond of 10,000,000 QUILL stays locked until the proposal is settled; voting ends on <${open.votingEndsAtUnix}>.`,
    });
    expect(reclaimAvailability(closed(bond), base)).toMatchObject({
      reason: expect.stringMatching(/^Voting has ended\. Once the proposal is settled/),
    });
    expect(reclaimAvailability(settled({ ...bond, proposalBondWithdrawn: true }), base)).toMatchObject({
      reason: 'Reclaimed: your bond of 10,000,000 QUILL is back in your wallet.',
    });
    expect(reclaimAvailability(settled({ proposalBondAmount: '0' }), base)).toMatchObject({
      reason: 'This proposal locked no bond, so there is nothing to reclaim.',
    });
  });

  it('needs the propose permission and 1-click trading', () => {
    expect(reclaimAvailability(settled(bond), { ...base, tradingEnabled: false })).toMatchObject({
      available: false,
      reason: expect.stringContaining('to reclaim your bond'),
    });
  });
});
