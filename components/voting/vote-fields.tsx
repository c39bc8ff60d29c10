import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/field';
import { FormField, useFieldError } from '@/components/ui/form-field';
import { formatTokens } from '@/lib/domain';
import { VOTE_SIDES } from '@/lib/partner';
import type { ActionBody, ActionValues } from './requests';
import { tokenAmount } from '@/lib/format';

/** Yes or no, and the amount to lock in tokens (checked against the minimum and, when known, the balance). */
export function VoteFields({
  id,
  form,
  minLockAmount,
  balance,
  symbol,
}: {
  id: string;
  form: UseFormReturn<ActionValues, unknown, ActionBody>;
  minLockAmount: bigint;
  balance: bigint | null;
  symbol?: string | null;
}) {
  const holdText = balance === null ? '' : ` You hold ${tokenAmount(balance, symbol)}.`;
  const chosen = useWatch({ control: form.control, name: 'side' });
  const sideError = useFieldError(form.control, 'side');
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={sideError ? `${id}-side-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Your vote</legend>
        <div className="grid grid-cols-2 gap-2">
          {VOTE_SIDES.map((side) => (
            <label
              key={side}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                chosen === side &&
                  (side === 'yes'
                    ? 'border-2 border-success bg-success/10'
                    : 'border-2 border-danger bg-danger/10'),
              )}
            >
              <input type="radio" value={side} {...form.register('side')} className="size-4 accent-current" />
              {side === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        <p
          id={`${id}-side-error`}
          className="text-xs font-medium text-danger empty:hidden"
          aria-live="polite"
        >
          {sideError ?? ''}
        </p>
      </fieldset>
      <FormField
        control={form.control}
        name="amount"
        id={`${id}-amount`}
        label={`Amount to lock (${symbol || 'tokens'})`}
        description={`At least ${tokenAmount(minLockAmount, symbol)}.${holdText}`}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              {...form.register('amount')}
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatTokens(minLockAmount)}
            />
            {balance !== null && balance > 0n ? (
              <Button
                variant="secondary"
                onClick={() =>
                  form.setValue('amount', formatTokens(balance), {
                    shouldValidate: form.formState.isSubmitted,
                  })
                }
                aria-label={`Max: use all ${tokenAmount(balance, symbol)}`}
              >
                Max
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
    </div>
  );
}
