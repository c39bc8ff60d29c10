'use client';

import type * as React from 'react';
import type { Balances } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';

/** Under the amount: what the person holds (SOL and the token, as far as known), and `children` beside it. */
export function BalancesRow({
  balances,
  symbol,
  children,
}: {
  balances: Balances;
  symbol: string;
  children?: React.ReactNode;
}) {
  const words = useWords();
  const held = [
    balances.sol === null ? null : words.sol(balances.sol),
    balances.tokens === null ? null : words.tokens(balances.tokens, symbol),
  ].filter((text) => text !== null);
  return (
    <div className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
      <span data-testid="trade-balances">
        {held.length > 0
          ? words.t('amount.youHave', {
              held:
                held.length === 2 ? words.t('amount.and', { first: held[0]!, second: held[1]! }) : held[0]!,
            })
          : null}
      </span>
      {children}
    </div>
  );
}
