'use client';

import { useQuery } from '@tanstack/react-query';
import { Card } from '@/components/ui/card';
import { governanceQuery } from '@/lib/client/governance';
import { metadataJsonQuery } from '@/lib/client/metadata';

// Shown on a new proposal's page right after the propose form created it: the metadata JSON and image
// the service pinned for it (`metadataUri`, `imageUri` from its answer, carried in the address). A link is
// shown only when the chain agrees: the proposal's `actionUri` is that metadata, and its image is that one.

function sameUrl(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  try {
    const left = new URL(a);
    const right = new URL(b);
    return /^https?:$/.test(left.protocol) && left.href === right.href;
  } catch {
    return false;
  }
}

/** One pinned file: what it is, and its address, opened in a new tab. */
function PinnedItem({ kind, uri }: { kind: string; uri: string }) {
  return (
    <li>
      {`${kind}: `}
      <a
        href={uri}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline-offset-4 hover:underline"
      >
        {uri}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

export function CreatedNotice(props: {
  mint: string;
  proposal: string;
  metadataUri: string | null;
  imageUri: string | null;
}) {
  const read = useQuery(governanceQuery(props.mint));
  const actionUri = read.data?.proposals.find((p) => p.proposal === props.proposal)?.actionUri ?? null;
  const metadataAgrees = sameUrl(props.metadataUri, actionUri);
  const json = useQuery({ ...metadataJsonQuery(actionUri ?? ''), enabled: metadataAgrees });
  if (!metadataAgrees || !props.metadataUri) return null;
  const imageAgrees = sameUrl(props.imageUri, json.data?.image);
  return (
    <Card role="status" aria-labelledby="created-title" className="grid gap-2 border-success/40 bg-success/5">
      <h2 id="created-title" className="text-base font-semibold">
        Your proposal is created and open for voting
      </h2>
      <p className="text-sm text-muted-foreground">The service pinned its content:</p>
      <ul className="grid gap-1 text-sm">
        <PinnedItem kind="Metadata" uri={props.metadataUri} />
        {imageAgrees && props.imageUri ? <PinnedItem kind="Image" uri={props.imageUri} /> : null}
      </ul>
    </Card>
  );
}
