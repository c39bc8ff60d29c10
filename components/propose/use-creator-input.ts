'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import * as React from 'react';
import type { TokenWindowView, Viewer } from '@/lib/api';
import { useDateTimeText } from '@/components/ui/local-date-time';
import { balanceQuery, knownBalance } from '@/lib/client/balance';
import { meQuery, PROFILE_SCOPE, tradingEnabledOf } from '@/lib/client/me';
import { isRunning, type FlowState } from '@/lib/client/write-flow';
import { PROPOSE_SCOPE, type CreatorInput } from './availability';

/** What every creator write needs to know of the person: permission, 1-click trading, their dates. */
export function useCreatorAccess(viewer: Viewer) {
  const me = useQuery({ ...meQuery(), enabled: viewer.scopes.includes(PROFILE_SCOPE) });
  const formatDate = useDateTimeText();
  const returnTo = usePathname() ?? '/';
  return { ...viewer, tradingEnabled: tradingEnabledOf(me.data), formatDate, returnTo };
}

/** What a token page hands its creator writes. */
export type CreatorPageProps = TokenWindowView;

/** The input of the proposal availabilities: the access, and the balance that must cover the bond. */
export function useCreatorInput(props: CreatorPageProps): { input: CreatorInput; returnTo: string } {
  const { returnTo, ...access } = useCreatorAccess(props.viewer);
  const balanceRead = useQuery({
    ...balanceQuery(props.mint),
    enabled: props.viewer.wallet !== null && props.viewer.scopes.includes(PROPOSE_SCOPE),
  });
  const input: CreatorInput = {
    mint: props.mint,
    governance: props.governance,
    proposals: props.proposals,
    nowUnix: props.nowUnix,
    symbol: props.symbol,
    balance: knownBalance(balanceRead.data),
    ...access,
  };
  return { input, returnTo };
}

/**
 * The dialog of one write: opening it starts a new intent (a fresh key, a fresh form) unless the write
 * is still running, in which case the running one is shown again.
 */
export function useWriteDialog(flow: { state: FlowState; newIntent: () => void }) {
  const [open, setOpen] = React.useState(false);
  const [epoch, setEpoch] = React.useState(0);
  const openNew = () => {
    if (!isRunning(flow.state)) {
      flow.newIntent();
      setEpoch((n) => n + 1);
    }
    setOpen(true);
  };
  return { open, setOpen, epoch, openNew, show: () => setOpen(true) };
}
