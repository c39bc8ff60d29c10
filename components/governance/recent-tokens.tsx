'use client';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HeadedSection } from '@/components/ui/headed-section';
import { clearRecentTokens, useRecentTokens } from '@/lib/client/recent-tokens';
import { shortAddress } from '@/lib/domain';
import { TokenLinks } from './token-links';

/** The tokens this browser opened most recently (kept on this device only). */
export function RecentTokens() {
  const tokens = useRecentTokens();
  return (
    <HeadedSection
      id="recent-title"
      title="Recently opened"
      small
      aside={
        tokens.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={clearRecentTokens}>
            Clear
          </Button>
        ) : null
      }
    >
      {tokens.length === 0 ? (
        <p className="text-sm text-muted-foreground">Tokens you open appear here, on this device only.</p>
      ) : (
        <TokenLinks
          tokens={tokens}
          linkClassName="flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          {(token) => (
            <>
              {token.symbol ? <Badge>{token.symbol}</Badge> : null}
              <span className="truncate font-medium">{token.name ?? 'Unnamed token'}</span>
              <span className="ml-auto shrink-0 font-mono text-xs text-muted-foreground">
                {shortAddress(token.mint)}
              </span>
            </>
          )}
        </TokenLinks>
      )}
    </HeadedSection>
  );
}
