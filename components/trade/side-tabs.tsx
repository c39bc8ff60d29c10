'use client';

import * as React from 'react';
import { cn } from '@/components/ui/cn';
import { TRADE_SIDES, type TradeSide } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';

/** Buy, Buy exact out, Sell: tabs over the trade form, arrow keys move between them. */
export function SideTabs({
  id,
  side,
  panelId,
  disabled,
  onChange,
}: {
  id: string;
  side: TradeSide;
  panelId: string;
  disabled?: boolean;
  onChange: (side: TradeSide) => void;
}) {
  const words = useWords();
  const refs = React.useRef<Partial<Record<TradeSide, HTMLButtonElement | null>>>({});
  const move = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const jump = event.key === 'Home' ? 0 : event.key === 'End' ? TRADE_SIDES.length - 1 : null;
    if (step === 0 && jump === null) return;
    event.preventDefault();
    const next = TRADE_SIDES[jump ?? (index + step + TRADE_SIDES.length) % TRADE_SIDES.length]!;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={words.t('side.tabs')}
      className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1"
    >
      {TRADE_SIDES.map((s, index) => {
        const selected = s === side;
        return (
          <button
            key={s}
            ref={(node) => {
              refs.current[s] = node;
            }}
            id={`${id}-tab-${s}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            disabled={disabled && !selected}
            onClick={() => onChange(s)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'h-9 rounded-md px-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50',
              selected ? 'bg-card text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {words.t(`side.${s}`)}
          </button>
        );
      })}
    </div>
  );
}
