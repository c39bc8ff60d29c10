'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import type { Balances } from '@/lib/domain';
import { useWords } from '@/lib/i18n/words-context';
import type { TradeFormState } from './trade-form';
import { BalancesRow } from './balances-row';
import { UnitInput } from './unit-input';

/** The trade's amount, in its unit, with the person's balances and a "Max" where it makes sense. */
export function AmountField({
  id,
  form,
  unit,
  decimals,
  hint,
  symbol,
  balances,
  max,
}: {
  id: string;
  form: TradeFormState;
  unit: string;
  decimals: number;
  hint: string;
  symbol: string;
  balances: Balances;
  max: bigint | null;
}) {
  const words = useWords();
  return (
    <div className="grid gap-1.5">
      <FormField
        control={form.control}
        name="amount"
        id={id}
        label={words.t('amount.label')}
        description={hint}
      >
        {(control) => (
          <UnitInput control={control} unit={unit} placeholder="0" {...form.register('amount')} />
        )}
      </FormField>
      <BalancesRow balances={balances} symbol={symbol}>
        {max !== null ? (
          <Button
            variant="secondary"
            size="sm"
            className="h-7 px-2 text-xs"
            // The name starts with the visible "Max", so a person who says what they see reaches it (WCAG 2.5.3).
            aria-label={words.t('amount.maxLabel', { amount: `${words.amount(max, decimals)} ${unit}` })}
            onClick={() =>
              form.setValue('amount', words.amount(max, decimals, { group: false }), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          >
            {words.t('amount.max')}
          </Button>
        ) : null}
      </BalancesRow>
    </div>
  );
}
