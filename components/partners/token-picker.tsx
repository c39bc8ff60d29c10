'use client';

import * as React from 'react';
import { Input, type FieldControlProps } from '@/components/ui/field';
import { apiFetch } from '@/lib/client/api';
import { cn } from '@/components/ui/cn';

export type PartnerToken = { mint: string; name: string; symbol: string };

const SEARCH_SETTLE_MS = 250;

/** A search box over the tokens the server knows (name, symbol or mint), and the list to choose from. */
export function TokenPicker({
  initial,
  value,
  onChoose,
  ...control
}: FieldControlProps & {
  initial: PartnerToken[];
  value: string;
  onChoose: (mint: string) => void;
}) {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState<PartnerToken[]>([]);
  const [known, setKnown] = React.useState<Map<string, PartnerToken>>(
    () => new Map(initial.map((t) => [t.mint, t])),
  );
  const [problem, setProblem] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (!query.trim()) return;
    let current = true;
    const timer = window.setTimeout(() => {
      apiFetch<{ tokens: PartnerToken[] }>(`/api/partners/tokens?q=${encodeURIComponent(query.trim())}`)
        .then(({ tokens }) => {
          if (!current) return;
          setSearched(tokens);
          setProblem(null);
          setKnown((map) => new Map([...map, ...tokens.map((t) => [t.mint, t] as const)]));
        })
        .catch((error: unknown) => {
          if (current) setProblem(error instanceof Error ? error.message : 'The search failed.');
        });
    }, SEARCH_SETTLE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [query]);

  const found = query.trim() ? searched : initial;
  const chosen = known.get(value);
  const listId = `${control.id}-results`;
  return (
    <div className="grid gap-2">
      <Input
        {...control}
        type="search"
        role="combobox"
        aria-expanded={found.length > 0}
        aria-controls={listId}
        autoComplete="off"
        placeholder="GRASS, Grassland, or a mint address"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {chosen ? (
          <>
            Chosen: <span className="font-medium text-foreground">{chosen.symbol || chosen.name}</span>{' '}
            <span className="font-mono">{chosen.mint.slice(0, 8)}…</span>
          </>
        ) : value ? (
          <span className="font-mono">{value}</span>
        ) : (
          'No token chosen.'
        )}
      </p>
      {problem && query.trim() ? (
        <p role="alert" className="text-xs text-danger">
          {problem}
        </p>
      ) : null}
      <ul id={listId} aria-label="Tokens found" className="grid max-h-48 gap-1 overflow-y-auto">
        {found.length === 0 ? <li className="text-xs text-muted-foreground">No token matches.</li> : null}
        {found.map((token) => (
          <li key={token.mint}>
            <button
              type="button"
              aria-pressed={token.mint === value}
              onClick={() => onChoose(token.mint)}
              className={cn(
                'grid w-full gap-0.5 rounded-md border border-border px-2 py-1.5 text-left text-sm hover:bg-muted',
                token.mint === value && 'border-primary bg-muted',
              )}
            >
              <span>
                <span className="font-medium">{token.symbol || '—'}</span> {token.name}
              </span>
              <span className="truncate font-mono text-xs text-muted-foreground">{token.mint}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
