'use client';

import { useQuery } from '@tanstack/react-query';
import * as React from 'react';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { metadataJsonQuery, tokenMetadataQuery } from '@/lib/client/metadata';
import type { Governance, Proposal } from '@/lib/partner';
import { changeRows, extensionView, finalizeMeaning } from './changes';
import { ChangeTable } from './change-table';
import { WarningIcon } from './icons';
import { LocalDateTime } from '@/components/ui/local-date-time';

type Props = { proposal: Proposal; governance: Governance };

/**
 * What the proposal changes: fields side by side, an extension's new end, or what finalizing means.
 * Memoised: the page re-renders on each tick of its clock, and the changes do not depend on it.
 */
export const ChangesPanel = React.memo(function ChangesPanel({ proposal, governance }: Props) {
  return (
    <Card aria-labelledby="changes-title" className="grid gap-4">
      <CardTitle id="changes-title">What it changes</CardTitle>
      <ChangeBody proposal={proposal} governance={governance} />
    </Card>
  );
});

function ChangeBody({ proposal, governance }: Props) {
  switch (proposal.actionKind) {
    case 'update_content':
      return <ContentChange proposal={proposal} governance={governance} />;
    case 'extend_mutability':
      return <Extension proposal={proposal} governance={governance} />;
    case 'finalize_metadata':
      return (
        <div className="grid gap-2 text-sm">
          {finalizeMeaning(proposal.executed).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      );
    default:
      return (
        <div className="grid gap-2 text-sm">
          <p>
            This proposal’s action is “<span className="font-mono">{proposal.actionKind}</span>”, which this
            dashboard does not know. Its fields as the service gives them:
          </p>
          <pre className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs">
            {JSON.stringify(
              {
                actionName: proposal.actionName,
                actionSymbol: proposal.actionSymbol,
                actionUri: proposal.actionUri,
                actionAdditionalSeconds: proposal.actionAdditionalSeconds,
              },
              null,
              2,
            )}
          </pre>
        </div>
      );
  }
}

function ContentChange({ proposal, governance }: Props) {
  const current = useQuery(tokenMetadataQuery(governance.metadata));
  const proposed = useQuery({
    ...metadataJsonQuery(proposal.actionUri ?? ''),
    enabled: proposal.actionUri !== null,
  });
  const rows = changeRows(
    proposal,
    current.isError ? null : current.data,
    proposal.actionUri === null || proposed.isError ? null : proposed.data,
  );
  const loading = current.isPending || (proposal.actionUri !== null && proposed.isPending);
  const locked = rows.filter((r) => governance[`${r.field}Locked`]).map((r) => r.label);
  return (
    <div className="grid gap-3">
      {proposal.executed ? (
        <CardDescription>
          This change was applied, so the metadata now holds the proposed values.
        </CardDescription>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm">The proposal marks no field as changed.</p>
      ) : (
        <ChangeTable rows={rows} loading={loading} applied={proposal.executed} />
      )}
      {current.isError ? (
        <p className="text-sm text-muted-foreground">The current metadata could not be read right now.</p>
      ) : null}
      {proposal.actionUri !== null && proposed.isError ? (
        <p className="text-sm text-muted-foreground">
          The proposed metadata file could not be read right now, so only the name and symbol are shown.
        </p>
      ) : null}
      {locked.length > 0 && !proposal.settled ? (
        <p className="flex gap-2 text-sm font-medium">
          <WarningIcon className="mt-0.5" />
          Now locked: {locked.join(', ')}. A change to a locked field cannot be applied.
        </p>
      ) : null}
    </div>
  );
}

function Extension({ proposal, governance }: Props) {
  const view = extensionView(proposal, governance);
  if (!view) return <p className="text-sm">The proposal does not say by how much it extends the window.</p>;
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-base font-medium">
        {view.applied ? 'Extended' : 'Extends'} the mutable window by {view.by}.
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">{view.applied ? 'Ended before' : 'Ends now'}</dt>
        <dd>
          <LocalDateTime unix={view.previousEndUnix} />
        </dd>
        <dt className="text-muted-foreground">{view.applied ? 'Ends now' : 'New end if it passes'}</dt>
        <dd className="font-medium">
          <LocalDateTime unix={view.newEndUnix} />
        </dd>
      </dl>
      <p className="text-muted-foreground">
        Until then, holders may still change the metadata by vote; after it, every field locks for good. A
        window can be extended only once.
      </p>
    </div>
  );
}
