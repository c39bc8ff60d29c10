import { ProposalNotFound } from '@/components/governance/boundaries';

// What the checks of [proposal]/layout.tsx refuse: a malformed proposal, or one the token does not list.
export default function NotFound() {
  return <ProposalNotFound />;
}
