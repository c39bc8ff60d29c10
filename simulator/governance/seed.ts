// Seeds the world's tokens and governance history from seed-data.ts. Addresses come from fixed labels
// (`mint:LUMEN`, `governance:LUMEN`, `proposal:<mint>:<index>`, `vault:<proposal>`, `voter:N`), so they are
// the same on every start; times are relative to the clock at creation. Proposals are settled through the
// same code as the endpoint (`settleNow`), so outcomes and applied actions follow the real rules, and each
// seeded outcome is checked against the one the data expects.
import type { Address } from '@solana/kit';
import { bondAmount } from '@/lib/domain';
import type { TokenMetadata } from '../core/types';
import type { GovContext } from './context';
import type { PinStore } from './pinned';
import { metadataAddressOf, syncGovernedMetadata, writeMetadataAccount } from './metadata-account';
import { markPng } from './png';
import {
  SCALE_PARAMS,
  SUPPLY,
  TOKEN,
  TOKEN_SEEDS,
  USER_IDS,
  type ActionSeed,
  type ProposalSeed,
  type TokenSeed,
  type Who,
} from './seed-data';
import { Funding } from './seed-ledger';
import { settleNow } from './settle';
import { changedFields, newProposal, noFields, type GovernanceState, type ProposalAction } from './state';

export interface SeedNote {
  proposal: string;
  mint: string;
  note: string;
}

interface Scope {
  ctx: GovContext;
  now: bigint;
  who(w: Who): Address;
}

function withUri(pins: PinStore, content: Omit<TokenMetadata, 'uri'>): TokenMetadata {
  return { ...content, uri: pins.pinMetadata(content) };
}

function buildAction(scope: Scope, governance: GovernanceState, seed: ActionSeed): ProposalAction {
  if (seed.kind !== 'update_content') return seed;
  const { sim, pins } = scope.ctx;
  const current = sim.tokens.get(governance.mint)?.metadata;
  if (!current) throw new Error(`seed: no token ${governance.mint}`);
  const label = `${current.symbol}:proposal:${governance.proposalCount}`;
  const image =
    seed.imageColor === undefined ? current.image : pins.pin(markPng(label, seed.imageColor), 'image/png');
  const content = withUri(pins, { ...current, ...seed.patch, image });
  return { kind: 'update_content', content, changed: changedFields(current, content) };
}

/** Seeds one proposal with its votes; returns its note and the tokens minted for it. */
async function seedProposal(scope: Scope, governance: GovernanceState, seed: ProposalSeed) {
  const { sim, store } = scope.ctx;
  const index = governance.proposalCount;
  const address = (await sim.ledger.keypair(`proposal:${governance.mint}:${index}`)).address;
  const vault = await sim.ledger.keypair(`vault:${address}`);
  const bond = bondAmount(governance.totalSupply, governance.proposalBondBps);
  const proposer = scope.who(seed.proposer);

  // Locked tokens go to the vault; tokens already returned go back to seed wallets (the named users'
  // free balances in seed-data.ts already include theirs).
  const funding = new Funding();
  const lockedVotes = seed.votes.reduce((sum, v) => (v.withdrawn ? sum : sum + v.amount), 0n);
  funding.add(vault.address, (seed.bondWithdrawn ? 0n : bond) + lockedVotes);
  if (seed.bondWithdrawn && typeof seed.proposer === 'number') funding.add(proposer, bond);
  for (const v of seed.votes)
    if (v.withdrawn && typeof v.who === 'number') funding.add(scope.who(v.who), v.amount);
  const [signature = ''] = await funding.flush(sim.ledger, governance.mint);

  const createdAtUnix = scope.now - seed.createdAgo;
  const proposal = newProposal(governance, {
    proposal: address,
    proposer,
    action: buildAction(scope, governance, seed.action),
    createdAtUnix,
    votingEndsAtUnix: createdAtUnix + seed.duration,
    vault,
    bondAmount: bond,
    signature,
  });
  store.addProposal(proposal);
  governance.proposalCount += 1n;
  seed.votes.forEach((v, k) =>
    store.addVote({
      proposal: address,
      voter: scope.who(v.who),
      side: v.side,
      amount: v.amount,
      countedAsVoter: v.amount >= governance.minLockAmount,
      active: !v.cancelled,
      withdrawn: v.withdrawn === true,
      signature,
      blockTimeUnix: createdAtUnix + 60n * BigInt(k + 1),
    }),
  );
  if (seed.settledAgo !== undefined) settleNow(scope.ctx, proposal, scope.now - seed.settledAgo);
  proposal.bondWithdrawn = seed.bondWithdrawn === true;
  if (proposal.outcome !== seed.expect) throw new Error(`seed: "${seed.note}" gave ${proposal.outcome}`);
  return { note: { proposal: address, mint: governance.mint, note: seed.note }, minted: funding.total };
}

async function seedToken(scope: Scope, seed: TokenSeed): Promise<SeedNote[]> {
  const { sim, pins, store } = scope.ctx;
  const mint = await sim.ledger.createMint({ seed: `mint:${seed.symbol}` });
  const image = pins.pin(markPng(seed.symbol, seed.color), 'image/png');
  const creator = scope.who('dana');
  const metadata = withUri(pins, { ...seed.content, image });
  sim.tokens.set(mint, { mint, creator, totalSupply: SUPPLY, metadata, note: seed.note });
  const label = (kind: string) => sim.ledger.keypair(`${kind}:${seed.symbol}`);
  // A governed token's account is named by its governance; one without governance sits at the mint's
  // canonical metadata address, where a client finds it from the mint alone.
  const metadataAccount = seed.governance ? (await label('metadata')).address : await metadataAddressOf(mint);
  const funding = new Funding();
  for (const id of USER_IDS) {
    const amount = seed.holders[id];
    if (amount !== undefined) funding.add(scope.who(id), amount);
  }

  const notes: SeedNote[] = [];
  let minted = 0n;
  const g = seed.governance;
  if (!g) {
    // No governance: the authority that launched it keeps an immutable record.
    const updateAuthority = sim.ledger.authority.address;
    writeMetadataAccount(sim.ledger, metadataAccount, { mint, updateAuthority, metadata, isMutable: false });
  } else {
    const governance: GovernanceState = {
      ...g.params,
      governance: (await label('governance')).address,
      mint,
      metadata: metadataAccount,
      creator,
      totalSupply: SUPPLY,
      createdAtUnix: scope.now - g.createdAgo,
      mutableUntilUnix: scope.now + g.mutableUntil,
      finalizedBy: null,
      contentRevision: 0n,
      mutabilityExtended: false,
      locked: { ...noFields(), ...Object.fromEntries((g.locked ?? []).map((f) => [f, true])) },
      proposalCount: 0n,
    };
    store.addGovernance(governance);
    syncGovernedMetadata(scope.ctx, governance);
    for (const p of g.proposals) {
      const seeded = await seedProposal(scope, governance, p);
      notes.push(seeded.note);
      minted += seeded.minted;
    }
  }
  // The rest of the supply sits with other holders, so the mint's supply equals `totalSupply`.
  funding.add((await sim.ledger.keypair(`supply:${seed.symbol}`)).address, SUPPLY - minted - funding.total);
  await funding.flush(sim.ledger, mint);
  return notes;
}

/** The holders' share of each scaled token, and the days its metadata window stays open by default. */
const SCALE_HOLDING = 20_000_000n * TOKEN;
const SCALE_WINDOW_DAYS = 200n;

/**
 * The scaled world's extra governed tokens (`G000` …, no history): holder `holder-h` holds three of them
 * (numbers h, 7h + 3 and 13h + 5, modulo their count), enough to post a bond; each token's creator is its
 * first holder; every tenth token's metadata window closes a week and a few minutes after the start (2n + 60
 * s), so "closing within a week" comes due while a bench runs.
 */
async function seedScale(scope: Scope, count: number, holders: number, windowsDue: bigint): Promise<void> {
  const { sim, pins, store } = scope.ctx;
  const holdersOf = Array.from({ length: count }, () => new Set<number>());
  for (let h = 0; h < holders; h += 1)
    for (const n of [h % count, (h * 7 + 3) % count, (h * 13 + 5) % count]) holdersOf[n]!.add(h);
  for (let n = 0; n < count; n += 1) {
    const symbol = `G${String(n).padStart(3, '0')}`;
    const mint = await sim.ledger.createMint({ seed: `mint:${symbol}` });
    const image = pins.pin(markPng(symbol, (n * 47) % 360), 'image/png');
    const [first] = holdersOf[n]!;
    const creator = first === undefined ? scope.who('dana') : sim.users.get(`holder-${first}`)!.wallet;
    const content = {
      name: `Governed ${n}`,
      symbol,
      description: `Scaled token ${n}.`,
      website: '',
      twitter: '',
      telegram: '',
    };
    const metadata = withUri(pins, { ...content, image });
    sim.tokens.set(mint, { mint, creator, totalSupply: SUPPLY, metadata, note: 'scaled world' });
    const mutableFor =
      n % 10 === 0 ? 7n * 86_400n + windowsDue + 2n * BigInt(n) : SCALE_WINDOW_DAYS * 86_400n;
    const governance: GovernanceState = {
      ...SCALE_PARAMS,
      governance: (await sim.ledger.keypair(`governance:${symbol}`)).address,
      mint,
      metadata: (await sim.ledger.keypair(`metadata:${symbol}`)).address,
      creator,
      totalSupply: SUPPLY,
      createdAtUnix: scope.now - 86_400n,
      mutableUntilUnix: scope.now + mutableFor,
      finalizedBy: null,
      contentRevision: 0n,
      mutabilityExtended: false,
      locked: noFields(),
      proposalCount: 0n,
    };
    store.addGovernance(governance);
    syncGovernedMetadata(scope.ctx, governance);
    const funding = new Funding();
    for (const h of holdersOf[n]!) funding.add(sim.users.get(`holder-${h}`)!.wallet, SCALE_HOLDING);
    funding.add((await sim.ledger.keypair(`supply:${symbol}`)).address, SUPPLY - funding.total);
    await funding.flush(sim.ledger, mint);
  }
}

export async function seedGovernance(ctx: GovContext): Promise<SeedNote[]> {
  const { sim } = ctx;
  const numbers = TOKEN_SEEDS.flatMap((t) =>
    (t.governance?.proposals ?? []).flatMap((p) => [p.proposer, ...p.votes.map((v) => v.who)]),
  ).filter((w): w is number => typeof w === 'number');
  const voters = await Promise.all(
    Array.from({ length: Math.max(...numbers) + 1 }, (_, n) => sim.ledger.keypair(`voter:${n}`)),
  );
  const who = (w: Who): Address => {
    const address = typeof w === 'number' ? voters[w]?.address : sim.users.get(w)?.wallet;
    if (!address) throw new Error(`seed: unknown holder ${w}`);
    return address;
  };
  const scope: Scope = { ctx, now: sim.nowUnix(), who };
  const notes: SeedNote[] = [];
  for (const seed of TOKEN_SEEDS) notes.push(...(await seedToken(scope, seed)));
  const scale = sim.options.scale;
  if (scale && scale.governedTokens > 0)
    await seedScale(scope, scale.governedTokens, scale.holders, BigInt(scale.windowsDueAfterSeconds ?? 60));
  return notes;
}
