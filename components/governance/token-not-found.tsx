'use client';

import { useParams } from 'next/navigation';
import { NotFoundView } from '@/components/ui/not-found-view';
import { isAddress } from '@/lib/domain';

// The token page's 404, one for two reasons it tells apart by the address itself: a mint that is not a
// valid address at all, and a valid address the service knows no governance for that is not a token mint
// on the network either (a token without governance has its own page, with the trade panel).
export function TokenNotFound() {
  const params = useParams<{ mint?: string }>();
  const mint = decodeURIComponent(params.mint ?? '');
  const valid = isAddress(mint);
  return (
    <NotFoundView
      title={valid ? 'No token at this address' : 'This is not a valid token address'}
      body={
        valid
          ? 'The network has no token mint at this address and the service knows no governance for it. Check that this is the token you meant; a wallet address is not a token.'
          : 'A token mint address is 32 to 44 letters and digits (base58, without 0, O, I or l). Check the address and try again.'
      }
      links={[{ href: '/', label: 'Open another token' }]}
    >
      {mint ? <p className="font-mono text-sm break-all">{mint}</p> : null}
    </NotFoundView>
  );
}
