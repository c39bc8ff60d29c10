'use client';

import { useParams } from 'next/navigation';
import { NotFoundView } from '@/components/ui/not-found-view';
import { isSignature } from '@/lib/domain';

/**
 * The transaction page's 404. notFound() carries no reason, so this reads the signature from the URL: a
 * malformed one is not a signature at all; a well-formed one is not known to the network.
 */
export function TxNotFound() {
  const params = useParams<{ signature?: string }>();
  const signature = decodeURIComponent(params.signature ?? '');
  const malformed = !isSignature(signature);
  return (
    <NotFoundView
      title={malformed ? 'This is not a transaction signature' : 'Transaction not found'}
      body={
        malformed
          ? 'A transaction signature is a base58 text of 64 bytes (about 88 characters). Check the link you followed.'
          : 'The network has no record of this signature. A transaction that was never sent, or was dropped before it landed, leaves none.'
      }
      links={[
        { href: '/activity', label: 'Your activity' },
        { href: '/', label: 'Back to the start' },
      ]}
    />
  );
}
