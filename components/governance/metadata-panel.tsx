'use client';

import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HeadedSection } from '@/components/ui/headed-section';
import { Skeleton } from '@/components/ui/skeleton';
import type { WindowState } from '@/lib/domain';
import type { Governance } from '@/lib/partner';
import { tokenMetadataQuery } from '@/lib/client/metadata';
import { shortAddress } from '@/lib/domain';
import { readErrorText } from '@/components/write/error-text';
import { LockedBadge } from '@/components/ui/lock-badge';
import { fieldsSummary, linkText, metadataFields, type MetadataFieldView } from './metadata-fields';
import { TokenImage } from '@/components/ui/token-image';

function FieldValue({ field, loading }: { field: MetadataFieldView; loading: boolean }) {
  if (loading) return <Skeleton className="h-5 w-32" />;
  if (field.text === null) return <span className="text-muted-foreground">Not set</span>;
  if (field.href)
    return (
      <a
        href={field.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline-offset-4 hover:underline"
      >
        {field.key === 'image' ? 'Open image' : linkText(field.href)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  return <span className="break-words">{field.text}</span>;
}

/** The token's metadata as it stands, each field marked when permanently locked. */
export function MetadataPanel({
  mint,
  governance,
  windowState,
  action,
  headerAction,
}: {
  mint: string;
  governance: Governance;
  windowState: WindowState;
  /** What the person can do with the fields (the link to propose a change), beside their summary. */
  action?: React.ReactNode;
  /** Beside the token's name (the Follow button). */
  headerAction?: React.ReactNode;
}) {
  const query = useQuery(tokenMetadataQuery(governance.metadata));
  const metadata = query.data ?? null;
  const fields = metadataFields(metadata, governance);
  const summary = fieldsSummary(fields, windowState);
  const loading = query.isPending;
  return (
    <Card aria-labelledby="token-title" className="grid gap-5">
      <div className="flex flex-wrap items-start gap-4">
        {loading ? (
          <Skeleton className="size-16 shrink-0 rounded-xl sm:size-20" />
        ) : (
          <TokenImage
            src={fields[2]?.href ?? null}
            symbol={metadata?.symbol ?? null}
            name={metadata?.name ?? null}
          />
        )}
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <h1
            id="token-title"
            className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-semibold tracking-tight sm:text-3xl"
          >
            <span className="break-words">{metadata?.name || `Token ${shortAddress(mint)}`}</span>
            {metadata?.symbol ? <Badge className="text-sm">{metadata.symbol}</Badge> : null}
          </h1>
          <p className="font-mono text-xs break-all text-muted-foreground">Mint {mint}</p>
          {metadata?.description ? <p className="max-w-prose text-pretty">{metadata.description}</p> : null}
        </div>
        {headerAction ? <div className="shrink-0 sm:ml-auto">{headerAction}</div> : null}
      </div>
      {query.isError ? (
        <div
          role="alert"
          className="grid justify-items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm"
        >
          <p>
            {readErrorText(query.error, 'The token’s metadata could not be read.')} The values below are
            unknown for now; which fields are locked comes from the governance and is shown.
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Read the metadata again
          </Button>
        </div>
      ) : null}
      <HeadedSection
        id="fields-title"
        title="Metadata fields"
        aside={<p className="text-sm text-muted-foreground">{summary}</p>}
      >
        {action}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {fields.map((field) => (
            <div key={field.key} className="grid min-w-0 gap-0.5 border-t border-border pt-2">
              <dt className="flex items-center gap-2 text-sm text-muted-foreground">
                {field.label}
                {field.locked ? <LockedBadge /> : null}
              </dt>
              <dd className="text-sm">
                <FieldValue field={field} loading={loading} />
              </dd>
            </div>
          ))}
        </dl>
      </HeadedSection>
    </Card>
  );
}
