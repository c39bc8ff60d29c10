'use client';

import dynamic from 'next/dynamic';
import * as React from 'react';
import { GovernanceSlotsProvider, type GovernanceSlots } from '@/components/governance/slots';
import { ProposalActions } from '@/components/voting/proposal-actions';

// The proposal page's composition: its view shows the voting actions and, to the proposal's proposer,
// their bond panel.
// The bond panel shows only to the proposal's proposer, and only their page loads its code (the creator
// write and its checks), after the page's first JavaScript. It is memoized outside its loader: until its
// code has arrived, its part of the server's HTML is not hydrated yet, and a re-render of the view that
// reached it (the stream opening, a read landing, both urgent updates) would make React drop that HTML,
// show the skeleton, then draw the panel again. With equal props the re-render stops here, and the
// clock's ticks are transitions, which wait for the code.
const ProposalBondPanel = React.memo(
  dynamic(() => import('@/components/propose/bond-reclaim').then((m) => m.ProposalBondPanel)),
);

const SLOTS: GovernanceSlots = { ProposalActions, ProposalBondPanel };

export function ProposalPageFeatures({ children }: { children: React.ReactNode }) {
  return <GovernanceSlotsProvider slots={SLOTS}>{children}</GovernanceSlotsProvider>;
}
