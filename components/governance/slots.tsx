'use client';

import * as React from 'react';
import type { ProposalViewer, TokenWindowView, Viewer } from '@/lib/api';
import type { Proposal, Vote } from '@/lib/partner';

// What the governance views show but other features draw: a proposal's actions (voting), the window's
// proposals and a proposer's bond (propose). The page composes them in (app/**/features.tsx), so that
// the governance feature imports no other feature.

/** What a proposal's actions are given: the proposal as the person sees it, and where it is shown. */
export interface ProposalRowActionsProps extends ProposalViewer {
  mint: string;
}

/** What the proposal page's actions are given: also the proposal's voter list as read. */
export interface ProposalActionsProps extends ProposalRowActionsProps {
  listedVotes?: { votes: Vote[] | undefined; limit: number };
}

/** What the token page's creator actions are given. */
export type WindowActionsProps = TokenWindowView;

/** What a proposer's bond on one proposal is given. */
export interface BondProps {
  mint: string;
  proposal: Proposal;
  nowUnix: bigint;
  viewer: Viewer;
  symbol?: string | null;
}

export interface GovernanceSlots {
  /** The token page's: a proposal's actions in a row of its list. */
  ProposalRowActions?: React.ComponentType<ProposalRowActionsProps>;
  /** The proposal page's: the proposal's actions. */
  ProposalActions?: React.ComponentType<ProposalActionsProps>;
  /** The token page's: propose on the mutable window. */
  WindowActions?: React.ComponentType<WindowActionsProps>;
  /** The token page's: a bond in "My locks", with "Reclaim" once settled. */
  BondReclaim?: React.ComponentType<BondProps>;
  /** The proposal page's: the proposer's bond panel. */
  ProposalBondPanel?: React.ComponentType<BondProps>;
}

const SlotsContext = React.createContext<GovernanceSlots | null>(null);

/** The features a page composes into its governance views. */
export function GovernanceSlotsProvider({
  slots,
  children,
}: {
  slots: GovernanceSlots;
  children: React.ReactNode;
}) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The page's features; a governance view outside a page that composes them is a mistake. */
export function useGovernanceSlots(): GovernanceSlots {
  const slots = React.useContext(SlotsContext);
  if (!slots) throw new Error('A governance view is rendered outside GovernanceSlotsProvider.');
  return slots;
}
