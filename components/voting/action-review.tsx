import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormError } from '@/components/ui/form-field';
import { FeeFields } from '@/components/write/fee-fields';
import { parseAmount, TOKEN_DECIMALS } from '@/lib/domain';
import type { ActionKind } from './availability';
import type { ActionBody, ActionValues } from './requests';
import { reviewLines, type ActionSubject } from './summary';
import { VoteFields } from './vote-fields';
import { VoterField } from './voter-field';

export interface ReviewProps {
  id: string;
  action: ActionKind;
  forOther: boolean;
  form: UseFormReturn<ActionValues, unknown, ActionBody>;
  subject: ActionSubject;
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <div className="grid gap-1.5 rounded-lg bg-muted/60 px-3 py-2.5 text-sm">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function typedAmount(text: string): bigint | null {
  const parsed = parseAmount(text, TOKEN_DECIMALS);
  return parsed.ok && parsed.value > 0n ? parsed.value : null;
}

/** What the person confirms: the form of the action (if any), what it locks or releases, and the fees. */
export function ActionReview(props: ReviewProps) {
  const { id, action, form, subject } = props;
  const [side, amount, voter] = useWatch({ control: form.control, name: ['side', 'amount', 'voter'] });
  const lines = reviewLines(action, props.forOther, { amount: typedAmount(amount), side, voter }, subject);
  return (
    <div className="grid gap-4">
      {action === 'vote' ? (
        <VoteFields
          id={id}
          form={form}
          minLockAmount={BigInt(subject.governance.minLockAmount)}
          balance={subject.balance}
          symbol={subject.symbol}
        />
      ) : null}
      {action === 'withdraw' && props.forOther ? (
        <VoterField
          id={`${id}-voter`}
          description="Their locked tokens go back to them, never to you."
          control={form.control}
          input={form.register('voter')}
        />
      ) : null}
      <Lines lines={lines} />
      <FeeFields id={id} form={form} />
      <FormError control={form.control} />
    </div>
  );
}
