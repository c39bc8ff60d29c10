/** What the tests read of the simulator's seed world (GET /__sim/world): its tokens and proposals. */
export type SeedWorld = {
  tokens: { mint: string; symbol: string }[];
  proposals: { proposal: string; mint: string; note: string }[];
};

/** The mint of the seed's token `symbol` (LUMEN, QUILL, POOL, …). */
export function mintOf(world: Pick<SeedWorld, 'tokens'>, symbol: string): string {
  return world.tokens.find((t) => t.symbol === symbol)!.mint;
}

/** The seed's open proposal on the token `symbol` (its note `open: …`): the token's mint and its address. */
export function openProposalOf(world: SeedWorld, symbol: string): { mint: string; proposal: string } {
  const mint = mintOf(world, symbol);
  const open = world.proposals.find((p) => p.mint === mint && p.note.startsWith('open:'))!;
  return { mint, proposal: open.proposal };
}
