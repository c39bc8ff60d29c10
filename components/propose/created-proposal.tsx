import { IntentLink } from '@/components/ui/intent-link';
import { buttonVariants } from '@/components/ui/button';
import type { GovernanceWriteResponse, Proposal } from '@/lib/partner';
import { proposalHref } from './availability';

/** After a proposal is confirmed: its number, when voting ends, and the way to it. */
export function CreatedProposal({
  mint,
  address,
  proposals,
  formatDate,
}: {
  mint: string;
  address: string | null;
  proposals: Proposal[];
  formatDate: (unix: bigint) => string;
}) {
  if (!address) return null;
  const created = proposals.find((p) => p.proposal === address);
  const name = created ? `Proposal #${created.proposalIndex}` : 'Your proposal';
  return (
    <div className="grid justify-items-start gap-2">
      <p>
        {created
          ? `${name} is open for voting until ${formatDate(BigInt(created.votingEndsAtUnix))}. Once voting ends, anyone can settle it; then you reclaim your bond.`
          : 'Your proposal is open for voting. Once voting ends, anyone can settle it; then you reclaim your bond.'}
      </p>
      <IntentLink
        href={proposalHref(mint, address)}
        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
      >
        {created ? `See proposal #${created.proposalIndex}` : 'See your proposal'}
      </IntentLink>
    </div>
  );
}

/** A proposal dialog's result: the new proposal, then the change the network reported. */
export function proposalResult(
  response: GovernanceWriteResponse | null,
  where: { mint: string; proposals: Proposal[]; formatDate: (unix: bigint) => string },
) {
  const result = (change: string | null) => (
    <>
      <CreatedProposal {...where} address={response?.proposal ?? null} />
      {change ? <p className="text-muted-foreground">{change}</p> : null}
    </>
  );
  return result;
}
