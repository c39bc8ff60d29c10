import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field, Input } from '@/components/ui/field';
import { formatTokens } from '@/lib/domain';
import { VOTE_SIDES } from '@/lib/partner';
import type { FieldErrors, VoteValues } from './requests';
import { tokenAmount } from '@/lib/format';

/** Yes or no, and the amount to lock in tokens (checked against the minimum and, when known, the balance). */
export function VoteFields({
  id,
  values,
  errors,
  minLockAmount,
  balance,
  symbol,
  onChange,
}: {
  id: string;
  values: VoteValues;
  errors: FieldErrors;
  minLockAmount: bigint;
  balance: bigint | null;
  symbol?: string | null;
  onChange: (patch: Partial<VoteValues>) => void;
}) {
  const holdText = balance === null ? '' : ` You hold ${tokenAmount(balance, symbol)}.`;
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={errors.side ? `${id}-side-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Your vote</legend>
        <div className="grid grid-cols-2 gap-2">
          {VOTE_SIDES.map((side) => (
            <label
              key={side}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                values.side === side &&
                  (side === 'yes'
                    ? 'border-2 border-success bg-success/10'
                    : 'border-2 border-danger bg-danger/10'),
              )}
            >
              <input
                type="radio"
                name={`${id}-side`}
                value={side}
                checked={values.side === side}
                onChange={() => onChange({ side })}
                className="size-4 accent-current"
              />
              {side === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </div>
        <p
          id={`${id}-side-error`}
          className="text-xs font-medium text-danger empty:hidden"
          aria-live="polite"
        >
          {errors.side ?? ''}
        </p>
      </fieldset>
      <Field
        id={`${id}-amount`}
        label={`Amount to lock (${symbol || 'tokens'})`}
        description={`At least ${tokenAmount(minLockAmount, symbol)}.${holdText}`}
        error={errors.amount}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatTokens(minLockAmount)}
              value={values.amount}
              onChange={(e) => onChange({ amount: e.target.value })}
            />
            {balance !== null && balance > 0n ? (
              <Button
                variant="secondary"
                onClick={() => onChange({ amount: formatTokens(balance) })}
                aria-label={`Max: use all ${tokenAmount(balance, symbol)}`}
              >
                Max
              </Button>
            ) : null}
          </div>
        )}
      </Field>
    </div>
  );
}
