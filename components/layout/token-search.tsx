'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { TokenImage } from '@/components/ui/token-image';
import { useRecentTokens } from '@/lib/client/recent-tokens';
import { tokenSearchQuery, type TokenCard } from '@/lib/client/token-search';
import { shortAddress } from '@/lib/domain/address';

const LIST_ID = 'token-search-list';
const DEBOUNCE_MS = 200;

type Option = {
  mint: string;
  name: string | null;
  symbol: string | null;
  image: string | null;
  note: string;
};

const noteOf = (card: TokenCard) =>
  card.governed === true ? 'Governance' : card.governed === false ? 'Trade only' : shortAddress(card.mint);

/**
 * Find a token, in the header: a combobox over the tokens the server has read (by name, symbol or mint),
 * with the recently opened ones while nothing is typed. Arrow keys move through the list, Enter opens the
 * token's page, Escape closes the list.
 */
export function TokenSearch() {
  const router = useRouter();
  const [text, setText] = React.useState('');
  const [query, setQuery] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(-1);
  const recent = useRecentTokens();
  const search = useQuery(tokenSearchQuery(query));

  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const typed = text.trim().length > 0;
  const options: Option[] = typed
    ? (search.data ?? []).map((card) => ({ ...card, note: noteOf(card) }))
    : recent.map((token) => ({ ...token, image: null, note: 'Recently opened' }));
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  const go = (option: Option) => {
    setOpen(false);
    setText('');
    setActive(-1);
    router.push(`/tokens/${option.mint}`);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      const chosen = activeOption ?? (expanded && typed ? options[0] : undefined);
      if (chosen) {
        event.preventDefault();
        go(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActive(-1);
    }
  };

  const status = !typed
    ? ''
    : search.isFetching && !search.data
      ? 'Searching…'
      : search.isError
        ? 'The search could not be reached. Try again.'
        : query === text.trim() && search.data?.length === 0
          ? 'No token matches.'
          : search.data
            ? `${search.data.length} ${search.data.length === 1 ? 'token' : 'tokens'} found.`
            : '';

  return (
    <div
      className="relative"
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}
    >
      <input
        id="token-search"
        type="search"
        aria-label="Find a token"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${LIST_ID}-${activeOption.mint}` : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Find a token"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        className="h-9 w-full rounded-lg border border-border bg-card px-3 text-sm placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:w-64"
      />
      <ul
        id={LIST_ID}
        role="listbox"
        aria-label="Tokens"
        hidden={!expanded}
        className="absolute right-0 left-0 z-50 mt-1 grid max-h-96 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-lg xl:left-auto xl:w-80"
      >
        {(expanded ? options : []).map((option, index) => (
          <li
            key={option.mint}
            id={`${LIST_ID}-${option.mint}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the list stays open until the choice is made.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
              index === active && 'bg-muted',
            )}
          >
            <span aria-hidden="true">
              {option.image ? (
                <TokenImage
                  src={option.image}
                  symbol={option.symbol}
                  name={option.name}
                  className="size-8 rounded-md sm:size-8"
                />
              ) : (
                <span className="grid size-8 place-items-center rounded-md border border-border bg-muted text-sm font-semibold">
                  {(option.symbol ?? option.name ?? '?').charAt(0).toUpperCase()}
                </span>
              )}
            </span>
            <span className="grid min-w-0 flex-1">
              <span className="truncate font-medium">
                {option.name ?? shortAddress(option.mint)}
                {option.symbol ? (
                  <span className="ml-1.5 font-normal text-muted-foreground">{option.symbol}</span>
                ) : null}
              </span>
              <span className="truncate text-xs text-muted-foreground">{option.note}</span>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
    </div>
  );
}
