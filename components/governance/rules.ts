import { bondAmount } from '@/lib/domain';
import { count as countOf, percent, tokenAmount } from '@/lib/format';
import type { Governance } from '@/lib/partner';

type RulesInput = Pick<
  Governance,
  | 'totalSupply'
  | 'minVoterCount'
  | 'minLockAmount'
  | 'minParticipatingSupplyBps'
  | 'approvalBps'
  | 'proposalBondBps'
  | 'contentRevision'
>;

export interface RulesDescription {
  /** Each condition as a clause, in the order voters, participation, approval, bond. */
  clauses: string[];
  /** The clauses as one sentence. */
  sentence: string;
  /** The content revision in words. */
  revision: string;
}

function votersClause(count: number, minLock: bigint, symbol?: string | null): string {
  if (count === 0) return 'no minimum number of voters';
  const who = count === 1 ? 'at least 1 voter' : `at least ${count} distinct voters`;
  return minLock > 0n ? `${who} locking at least ${tokenAmount(minLock, symbol)} each` : who;
}

/**
 * The pass rule and bond of a governance in words, e.g. "At least 5 distinct voters locking at least
 * 1,000 LUMEN each; 15% of the supply must take part; 66% of the weight cast must be yes; a proposal
 * locks a bond of 1.5% of supply (15,000,000 LUMEN)."
 */
export function describeRules(governance: RulesInput, symbol?: string | null): RulesDescription {
  const minLock = BigInt(governance.minLockAmount);
  const bond = bondAmount(governance.totalSupply, governance.proposalBondBps);
  const clauses = [
    votersClause(governance.minVoterCount, minLock, symbol),
    governance.minParticipatingSupplyBps === 0
      ? 'no minimum share of the supply must take part'
      : `${percent(governance.minParticipatingSupplyBps)} of the supply must take part`,
    governance.approvalBps === 0
      ? 'no minimum share of yes is needed'
      : `${percent(governance.approvalBps)} of the weight cast must be yes`,
    governance.proposalBondBps === 0 || bond === 0n
      ? 'a proposal locks no bond'
      : `a proposal locks a bond of ${percent(governance.proposalBondBps)} of supply (${tokenAmount(bond, symbol)})`,
  ];
  const joined = clauses.join('; ');
  const revision = BigInt(governance.contentRevision);
  return {
    clauses,
    sentence: `${joined.charAt(0).toUpperCase()}${joined.slice(1)}.`,
    revision:
      revision === 0n
        ? 'Content revision 0: no vote has changed the metadata yet.'
        : `Content revision ${revision}: ${countOf(revision, 'applied change')} by vote so far.`,
  };
}
