'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Field, Input } from '@/components/ui/field';
import { formatAmount, type Balances } from '@/lib/domain';
import { solAmount, tokenAmount } from '@/lib/format';

/** A decimal input with its unit shown inside, right-aligned; the unit is part of its description. */
export function UnitInput({
  control,
  unit,
  inputRef,
  ...props
}: {
  control: { id: string; 'aria-invalid': boolean | undefined; 'aria-describedby': string | undefined };
  unit: string;
  inputRef?: React.Ref<HTMLInputElement>;
} & Omit<React.ComponentProps<'input'>, 'id'>) {
  const unitId = `${control.id}-unit`;
  const describedBy = [control['aria-describedby'], unitId].filter(Boolean).join(' ');
  return (
    <div className="relative">
      <Input
        {...props}
        {...control}
        ref={inputRef}
        aria-describedby={describedBy}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="pr-20 font-mono tabular-nums"
      />
      <span
        id={unitId}
        className="pointer-events-none absolute inset-y-0 right-3 flex max-w-18 items-center truncate text-sm text-muted-foreground"
      >
        {unit}
      </span>
    </div>
  );
}

/** The trade's amount, in its unit, with the person's balances and a "Max" where it makes sense. */
export function AmountField({
  id,
  unit,
  decimals,
  value,
  error,
  hint,
  symbol,
  balances,
  max,
  inputRef,
  onChange,
}: {
  id: string;
  unit: string;
  decimals: number;
  value: string;
  error?: string;
  hint: string;
  symbol: string;
  balances: Balances;
  max: bigint | null;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange: (value: string) => void;
}) {
  const held = [
    balances.sol === null ? null : solAmount(balances.sol),
    balances.tokens === null ? null : tokenAmount(balances.tokens, symbol),
  ].filter(Boolean);
  return (
    <div className="grid gap-1.5">
      <Field id={id} label="Amount" description={hint} error={error}>
        {(control) => (
          <UnitInput
            control={control}
            unit={unit}
            inputRef={inputRef}
            value={value}
            placeholder="0"
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <div className="flex min-h-8 flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span data-testid="trade-balances">{held.length > 0 ? `You have ${held.join(' and ')}` : null}</span>
        {max !== null ? (
          <Button
            variant="secondary"
            size="sm"
            className="h-7 px-2 text-xs"
            // The name starts with the visible "Max", so a person who says what they see reaches it (WCAG 2.5.3).
            aria-label={`Max: use all ${formatAmount(max, decimals)} ${unit}`}
            onClick={() => onChange(formatAmount(max, decimals, { group: false }))}
          >
            Max
          </Button>
        ) : null}
      </div>
    </div>
  );
}
