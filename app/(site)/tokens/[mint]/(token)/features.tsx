'use client';

import { GovernanceSlotsProvider, type GovernanceSlots } from '@/components/governance/slots';
import { BondReclaim } from '@/components/propose/bond-reclaim';
import { WindowActions } from '@/components/propose/window-actions';
import { ProposalRowActions } from '@/components/voting/row-actions';

// The token page's composition: its governance views show the voting actions of each proposal, the
// window's creator actions and the bonds in "My locks".
const SLOTS: GovernanceSlots = { ProposalRowActions, WindowActions, BondReclaim };

export function TokenPageFeatures({ children }: { children: React.ReactNode }) {
  return <GovernanceSlotsProvider slots={SLOTS}>{children}</GovernanceSlotsProvider>;
}
