'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { balanceKeys } from '@/lib/client/balance';
import { governanceKeys } from '@/lib/client/governance';
import { useWriteFlow } from '@/lib/client/use-write-flow';
import type { FlowState } from '@/lib/client/write-flow';
import type { GovernanceReadResponse, GovernanceWriteResponse } from '@/lib/partner';

// The content proposal's write: one multipart POST with upload progress, then the shared flow (confirmed
// on the network, the governance and balance read again). Once done, the new proposal's address comes
// from the answer, or from the refreshed list by its signature.

export interface ProposeIntent {
  fields: Record<string, string>;
  image: { bytes: Uint8Array; name: string } | null;
}

export interface Created {
  proposal: string | null;
  metadataUri: string | null;
  imageUri: string | null;
}

export function useProposeFlow(options: {
  mint: string;
  onCreated: (created: Created) => void;
  onFailed: (final: Extract<FlowState, { phase: 'failed' }>) => void;
  /** Any end but a created proposal (failed, or the outcome unknown). */
  onNotCreated: () => void;
}) {
  const { mint } = options;
  const queryClient = useQueryClient();
  const [upload, setUpload] = React.useState<{ sent: number; total: number } | null>(null);
  const answer = React.useRef<GovernanceWriteResponse | null>(null);
  const latest = React.useRef(options);
  React.useEffect(() => {
    latest.current = options;
  });

  const refresh = React.useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: governanceKeys.detail(mint) }),
      queryClient.invalidateQueries({ queryKey: balanceKeys.detail(mint) }),
    ]);
  }, [queryClient, mint]);

  const flow = useWriteFlow<ProposeIntent>({
    kind: 'propose',
    submit: async (intent, key) => {
      answer.current = null;
      setUpload(null);
      // The send's own checks and encoding load with the first send, not with the form.
      const { submitUpdateContent } = await import('@/lib/client/propose');
      const response = await submitUpdateContent(intent, key, (sent, total) => setUpload({ sent, total }));
      answer.current = response;
      return response;
    },
    refresh,
    onSettled: (final) => {
      if (final.phase !== 'done') latest.current.onNotCreated();
      if (final.phase === 'failed') return latest.current.onFailed(final);
      if (final.phase !== 'done') return;
      const response = answer.current;
      const listed = queryClient
        .getQueryData<GovernanceReadResponse>(governanceKeys.detail(mint))
        ?.proposals.find((p) => p.signature === final.signature);
      latest.current.onCreated({
        proposal: response?.proposal ?? listed?.proposal ?? null,
        metadataUri: response?.metadataUri ?? null,
        imageUri: response?.imageUri ?? null,
      });
    },
  });

  return { flow, upload };
}
