// The seed world's governance tokens and their proposal histories, as data. Times are seconds before
// (or after) the world's start; amounts are base units (1 token = 1e6). `voter:N` wallets are seed holders
// without a user; the named users are the people of simulator/seed/people.ts.
import type { VoteSide } from '@/lib/partner';
import type { TokenMetadata } from '../core/types';
import type { ContentField, GovernanceParams } from './state';

export const TOKEN = 1_000_000n;
const M = 1_000_000n * TOKEN;
export const SUPPLY = 1_000n * M;
const HOUR = 3600n;
const DAY = 24n * HOUR;

export const USER_IDS = ['alice', 'bob', 'carol', 'dana'] as const;
export type UserId = (typeof USER_IDS)[number];
/** A named user, or the seed wallet `voter:N`. */
export type Who = UserId | number;

export interface VoteSeed {
  who: Who;
  side: VoteSide;
  amount: bigint;
  cancelled?: true;
  withdrawn?: true;
}

export type ActionSeed =
  | { kind: 'update_content'; patch: Partial<Omit<TokenMetadata, 'uri' | 'image'>>; imageColor?: number }
  | { kind: 'extend_mutability'; additionalSeconds: bigint }
  | { kind: 'finalize_metadata' };

export interface ProposalSeed {
  proposer: Who;
  action: ActionSeed;
  createdAgo: bigint;
  duration: bigint;
  votes: VoteSeed[];
  /** Settled this long before the start; absent: not settled. */
  settledAgo?: bigint;
  bondWithdrawn?: true;
  /** The outcome the pass rule must give (checked while seeding). */
  expect: 'pending' | 'passed' | 'failed';
  note: string;
}

export interface TokenSeed {
  symbol: string;
  content: Omit<TokenMetadata, 'uri' | 'image'>;
  color: number;
  note: string;
  /** Free balances of the named users (tokens locked in votes or bonds come on top). */
  holders: Partial<Record<UserId, bigint>>;
  governance?: {
    params: GovernanceParams;
    createdAgo: bigint;
    /** `mutableUntilUnix` relative to the start, before any seeded extension applies. */
    mutableUntil: bigint;
    locked?: ContentField[];
    proposals: ProposalSeed[];
  };
}

const STANDARD: GovernanceParams = {
  minVoterCount: 5,
  minLockAmount: 1_000n * TOKEN,
  minParticipatingSupplyBps: 1500,
  approvalBps: 6600,
  proposalBondBps: 150,
};
/** A small community: three of the seed users can pass a proposal on their own. */
const SMALL: GovernanceParams = { ...STANDARD, minVoterCount: 3, minParticipatingSupplyBps: 1000 };

/** The scaled world's tokens (seed.ts `seedScale`): three voters, 15 % of the supply taking part. */
export const SCALE_PARAMS: GovernanceParams = { ...STANDARD, minVoterCount: 3 };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const yes =
  (amount: bigint) =>
  (who: Who): VoteSeed => ({ who, side: 'yes', amount });

/** A token's symbol and content (its links on `<slug>.example.org` and x.com, no telegram). */
function listed(symbol: string, name: string, description: string, slug: string) {
  const links = {
    website: `https://${slug}.example.org`,
    twitter: `https://x.com/${slug}_token`,
    telegram: '',
  };
  return { symbol, content: { name, symbol, description, ...links } };
}

export const TOKEN_SEEDS: TokenSeed[] = [
  {
    ...listed('LUMEN', 'Lumen', 'A lantern for night markets.', 'lumen'),
    color: 0xf5c542,
    note: 'Still changeable, with an open proposal alice has not voted on yet. Dana holds none, so she cannot vote.',
    holders: { alice: 40n * M, bob: 3n * M, carol: 10n * M },
    governance: {
      params: STANDARD,
      createdAgo: 30n * DAY,
      mutableUntil: 20n * DAY,
      proposals: [
        {
          proposer: 0,
          action: { kind: 'update_content', patch: { description: 'Lanterns for every night market.' } },
          createdAgo: 25n * DAY,
          duration: 3n * DAY,
          votes: [
            { who: 'alice', side: 'yes', amount: 10n * M },
            { who: 'bob', side: 'yes', amount: 1n * M, withdrawn: true },
            ...range(1, 6).map(yes(30n * M)),
            { who: 7, side: 'no', amount: 20n * M },
          ],
          settledAgo: 21n * DAY,
          bondWithdrawn: true,
          expect: 'passed',
          note: 'passed and executed (revision 0→1); alice can withdraw her 10M vote, bob already withdrew his',
        },
        {
          proposer: 8,
          action: { kind: 'update_content', patch: { name: 'Lumen Finance' } },
          createdAgo: 12n * DAY,
          duration: 2n * DAY,
          votes: [
            ...range(9, 13).map(yes(8_036_000n * TOKEN)),
            { who: 14, side: 'no', amount: 820_000n * TOKEN },
          ],
          settledAgo: 9n * DAY,
          bondWithdrawn: true,
          expect: 'failed',
          note: 'failed on turnout despite 98% yes: 4.1% of supply took part, 15% needed',
        },
        {
          proposer: 15,
          action: {
            kind: 'update_content',
            patch: { twitter: 'https://x.com/lumen_dao', telegram: 'https://t.me/lumen_community' },
            imageColor: 0xffd166,
          },
          createdAgo: HOUR,
          duration: 3n * DAY,
          votes: [
            { who: 'bob', side: 'yes', amount: 2n * M },
            { who: 16, side: 'yes', amount: 25n * M },
            { who: 17, side: 'yes', amount: 12n * M },
            { who: 18, side: 'no', amount: 9n * M },
            { who: 19, side: 'yes', amount: 500n * TOKEN },
            { who: 20, side: 'yes', amount: 5n * M, cancelled: true },
          ],
          expect: 'pending',
          note: 'open: alice has not voted yet; a 500-token vote below minLockAmount (not counted) and a cancelled vote',
        },
      ],
    },
  },
  {
    ...listed('TIDE', 'Tidewater', 'Harbour tokens for tide watchers.', 'tide'),
    color: 0x2a9d8f,
    note: 'Changeable for longer after an extension. A closed proposal waits to be settled, and dana has a bond to reclaim.',
    holders: { alice: 60n * M, carol: 5n * M, dana: 100n * M },
    governance: {
      params: { ...SMALL, approvalBps: 6000, proposalBondBps: 100 },
      createdAgo: 40n * DAY,
      mutableUntil: -10n * DAY,
      proposals: [
        {
          proposer: 'dana',
          action: { kind: 'extend_mutability', additionalSeconds: 20n * DAY },
          createdAgo: 15n * DAY,
          duration: 2n * DAY,
          votes: [
            { who: 'dana', side: 'yes', amount: 50n * M, withdrawn: true },
            ...range(21, 24).map(yes(20n * M)),
            { who: 25, side: 'no', amount: 10n * M },
          ],
          settledAgo: 12n * DAY,
          expect: 'passed',
          note: 'extension by 20 days passed and executed; dana has not reclaimed her bond yet',
        },
        {
          proposer: 'dana',
          action: {
            kind: 'update_content',
            patch: { description: 'Harbour tokens for tide watchers and sailors.' },
          },
          createdAgo: 2n * DAY,
          duration: 2n * DAY - HOUR,
          votes: [...range(26, 29).map(yes(30n * M)), { who: 30, side: 'no', amount: 10n * M }],
          expect: 'pending',
          note: 'closed an hour ago, awaiting settlement; passes when settled',
        },
      ],
    },
  },
  {
    ...listed('EMBER', 'Ember', 'Warmth that lasts.', 'ember'),
    color: 0xe76f51,
    note: 'Its window to change ended a day ago, and nobody has recorded that yet: anyone can.',
    holders: { alice: 5n * M, bob: 5n * M, dana: 20n * M },
    governance: {
      params: STANDARD,
      createdAgo: 60n * DAY,
      mutableUntil: -DAY,
      proposals: [
        {
          proposer: 'dana',
          action: { kind: 'update_content', patch: { website: 'https://ember.example.com' } },
          createdAgo: 20n * DAY,
          duration: 2n * DAY,
          votes: range(31, 33).map(yes(60n * M)),
          settledAgo: 17n * DAY,
          bondWithdrawn: true,
          expect: 'failed',
          note: 'failed on voter count (3 of 5) despite 18% turnout; bond already withdrawn',
        },
      ],
    },
  },
  {
    ...listed('STONE', 'Keystone', 'Set in stone.', 'keystone'),
    color: 0x6c757d,
    note: 'Locked for good by a vote to finalize. Proposals here needed no bond.',
    holders: { alice: 5n * M, bob: 5n * M, dana: 20n * M },
    governance: {
      params: { ...STANDARD, proposalBondBps: 0 },
      createdAgo: 50n * DAY,
      mutableUntil: 40n * DAY,
      proposals: [
        {
          proposer: 'dana',
          action: { kind: 'finalize_metadata' },
          createdAgo: 10n * DAY,
          duration: DAY,
          votes: range(35, 40).map(yes(30n * M)),
          settledAgo: 8n * DAY,
          expect: 'passed',
          note: 'finalize-metadata passed and executed; it locked no bond (no_proposal_bond)',
        },
      ],
    },
  },
  {
    ...listed('QUILL', 'Quill', 'For writers.', 'quill'),
    color: 0x7b2cbf,
    note: 'The symbol is locked and the window ends in 5 days. Alice can propose a change; bob cannot cover the bond.',
    holders: { alice: 60n * M, bob: 8n * M, carol: 1n * M, dana: 120n * M },
    governance: {
      params: SMALL,
      createdAgo: 20n * DAY,
      mutableUntil: 5n * DAY,
      locked: ['symbol'],
      proposals: [
        {
          proposer: 'dana',
          action: { kind: 'update_content', patch: { description: 'For writers and readers.' } },
          createdAgo: 10n * DAY,
          duration: 2n * DAY,
          votes: range(0, 209).map((n) => ({
            who: n,
            side: n % 9 === 0 ? 'no' : 'yes',
            amount: 1n * M + BigInt(n % 5) * 250_000n * TOKEN,
          })),
          settledAgo: 7n * DAY,
          bondWithdrawn: true,
          expect: 'passed',
          note: '210 voters (the votes list shows at most 200); passed and executed',
        },
      ],
    },
  },
  {
    ...listed('PLAIN', 'Plainsong', 'No governance at all.', 'plainsong'),
    color: 0xadb5bd,
    note: 'A token without governance: nothing about it can be voted on.',
    holders: { alice: 10n * M, dana: 100n * M },
  },
];
