import { bondState, type BondState } from '@/lib/domain';
import type { Proposal } from '@/lib/partner';

export type HeldBondState = Exclude<BondState, 'none'>;

export interface BondRow {
  proposal: Proposal;
  amount: bigint;
  state: HeldBondState;
}

export interface MyBonds {
  rows: BondRow[];
  /** Still in the proposals' vaults: locked or reclaimable. */
  outstanding: bigint;
  reclaimableNow: bigint;
}

const ORDER: Record<HeldBondState, number> = { reclaimable: 0, locked: 1, reclaimed: 2 };

/**
 * The bonds the connected person locked as a proposer on this token (among the 100 newest proposals):
 * reclaimable ones first, then those locked until settlement, then those already reclaimed; newest first
 * within each group. Proposals that locked no bond are left out.
 */
export function myBonds(proposals: readonly Proposal[], wallet: string | null): MyBonds {
  if (wallet === null) return { rows: [], outstanding: 0n, reclaimableNow: 0n };
  const rows = proposals
    .filter((p) => p.proposer === wallet)
    .flatMap((proposal): BondRow[] => {
      const state = bondState(proposal);
      return state === 'none' ? [] : [{ proposal, amount: BigInt(proposal.proposalBondAmount), state }];
    })
    .sort(
      (a, b) =>
        ORDER[a.state] - ORDER[b.state] ||
        Number(BigInt(b.proposal.proposalIndex) - BigInt(a.proposal.proposalIndex)),
    );
  const sum = (list: BondRow[]) => list.reduce((acc, row) => acc + row.amount, 0n);
  return {
    rows,
    outstanding: sum(rows.filter((r) => r.state !== 'reclaimed')),
    reclaimableNow: sum(rows.filter((r) => r.state === 'reclaimable')),
  };
}

export const BOND_STATE_WORDS: Record<HeldBondState, string> = {
  locked: 'Locked',
  reclaimable: 'Reclaimable',
  reclaimed: 'Reclaimed',
};
