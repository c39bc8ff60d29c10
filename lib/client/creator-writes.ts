'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type {
  ExtendMutabilityRequest,
  FinalizeExpiredRequest,
  FinalizeMetadataRequest,
  GovernanceWriteResponse,
  WithdrawBondRequest,
} from '@/lib/partner';
import { responseSchemas } from './api';
import { balanceKeys } from './balance';
import { governanceKeys } from './governance';
import { invalidateEach } from './invalidate';
import { useWriteFlow, type WriteFlow } from './use-write-flow';
import type { FlowState } from './write-flow';

// The creator writes (scope `governance:propose`) on the one write flow: extending the window, proposing to
// finalize, recording a lapsed window, reclaiming a bond. Each confirmed write refetches the token's
// governance and the person's balance (a bond locked or returned).

export interface CreatorRequests {
  extend: ExtendMutabilityRequest;
  finalize: FinalizeMetadataRequest;
  recordLapse: FinalizeExpiredRequest;
  reclaimBond: WithdrawBondRequest;
}
export type CreatorWrite = keyof CreatorRequests;

const WRITES: Record<CreatorWrite, { path: string; kind: string }> = {
  extend: { path: '/api/partner/v1/governance/proposals/extend-mutability', kind: 'propose-extend' },
  finalize: { path: '/api/partner/v1/governance/proposals/finalize-metadata', kind: 'propose-finalize' },
  recordLapse: { path: '/api/partner/v1/governance/metadata/finalize-expired', kind: 'finalize-expired' },
  reclaimBond: { path: '/api/partner/v1/governance/bonds/withdraw', kind: 'bond-withdraw' },
};

export function creatorWritePath(write: CreatorWrite): string {
  return WRITES[write].path;
}

export type CreatorFlow<W extends CreatorWrite> = WriteFlow<CreatorRequests[W]> & {
  /** The service's answer to the last POST (the new proposal's address, for a proposal). */
  response: GovernanceWriteResponse | null;
};

export function useCreatorWrite<W extends CreatorWrite>(
  write: W,
  mint: string,
  onSettled?: (final: FlowState) => void,
): CreatorFlow<W> {
  const queryClient = useQueryClient();
  const [response, setResponse] = React.useState<GovernanceWriteResponse | null>(null);
  const refresh = React.useCallback(
    () => invalidateEach(queryClient, [governanceKeys.detail(mint), balanceKeys.detail(mint)]),
    [queryClient, mint],
  );
  const flow = useWriteFlow<CreatorRequests[W]>({
    kind: WRITES[write].kind,
    submit: async (body, key) => {
      setResponse(null);
      // The answer's schema loads before anything is sent, so a failed load never leaves a write unchecked.
      const [{ governanceWriteResponseSchema }, { postWrite }] = await Promise.all([
        responseSchemas(),
        import('./writes'),
      ]);
      const answer = governanceWriteResponseSchema.parse(await postWrite(WRITES[write].path, body, key));
      setResponse(answer);
      return answer;
    },
    refresh,
    onSettled: (final) => onSettled?.(final),
  });
  return { ...flow, response };
}
