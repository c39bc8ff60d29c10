'use client';

import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { governanceQuery } from '@/lib/client/governance';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import type { Governance } from '@/lib/partner';
import { currentContent, movedFields, rebasedValues, type CurrentContent, type TextField } from './fields';
import type { ProposeFormContext, ProposeOutput, ProposeValues } from './form-values';
import type { StaleInfo } from './stale-notice';

// A stale revision (`stale_content_revision`): the governance and the metadata are read again, the fields
// that moved on-chain are listed old → new, the person's edits are kept (an unedited field takes the new
// on-chain value), and the form waits for the person to confirm again. Nothing is resent on its own.

export function useStaleRebase(options: { mint: string; governance: Governance; initial: CurrentContent }) {
  const { mint } = options;
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = React.useState(options.initial);
  const [revision, setRevision] = React.useState(options.governance.contentRevision);
  const [stale, setStale] = React.useState<StaleInfo | null>(null);

  const run = async (
    form: UseFormReturn<ProposeValues, ProposeFormContext, ProposeOutput>,
    retry: () => void,
  ) => {
    try {
      const read = await queryClient.fetchQuery({ ...governanceQuery(mint), staleTime: 0 });
      const metadata = await queryClient.fetchQuery({
        ...tokenMetadataQuery(read.governance.metadata),
        staleTime: 0,
      });
      const next = currentContent(metadata);
      const moved = movedFields(baseline, next);
      const patch = rebasedValues(form.getValues(), moved);
      for (const [field, value] of Object.entries(patch) as [TextField, string][])
        form.setValue(field, value, { shouldValidate: true });
      setStale({ moved, fromRevision: revision, toRevision: read.governance.contentRevision, unread: false });
      setRevision(read.governance.contentRevision);
      setBaseline(next);
    } catch {
      setStale({ moved: [], fromRevision: revision, toRevision: null, unread: true });
    }
    retry();
  };

  return { baseline, stale, run, clear: () => setStale(null) };
}
