import { IntentLink } from '@/components/ui/intent-link';
import type * as React from 'react';

/** A list of tokens, each one link to its page showing what `children` renders of it. */
export function TokenLinks<T extends { mint: string }>({
  tokens,
  linkClassName,
  children,
}: {
  tokens: readonly T[];
  /** The link's layout around what `children` renders. */
  linkClassName: string;
  children: (token: T) => React.ReactNode;
}) {
  return (
    <ul className="grid gap-1">
      {tokens.map((token) => (
        <li key={token.mint}>
          <IntentLink href={`/tokens/${token.mint}`} className={linkClassName}>
            {children(token)}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
