import type * as React from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormError } from '@/components/ui/form-field';
import { FeeFields } from '@/components/write/fee-fields';
import { parseAmount, TOKEN_DECIMALS } from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import type { ActionKind } from './availability';
import type { ViewerStanding } from '@/lib/domain';
import type { ActionBody, ActionValues } from './requests';
import {
  cancelSummary,
  settleSummary,
  voteSummary,
  withdrawForOtherSummary,
  withdrawSummary,
} from './summary';
import { VoteFields } from './vote-fields';
import { VoterField } from './voter-field';

/** What an action is on and who takes it: the token's governance, the proposal, her standing and balance. */
export interface ActionSubject {
  governance: Governance;
  proposal: Proposal;
  standing: ViewerStanding;
  balance: bigint | null;
  symbol?: string | null;
}

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
  const { id, action, form } = props;
  const { governance, proposal, standing, balance, symbol } = props.subject;
  const [side, amount, voter] = useWatch({ control: form.control, name: ['side', 'amount', 'voter'] });
  let body: React.ReactNode;
  if (action === 'vote') {
    body = (
      <>
        <VoteFields
          id={id}
          form={form}
          minLockAmount={BigInt(governance.minLockAmount)}
          balance={balance}
          symbol={symbol}
        />
        <Lines lines={[voteSummary(typedAmount(amount), side, symbol)]} />
      </>
    );
  } else if (action === 'cancel') {
    body = (
      <Lines
        lines={cancelSummary(
          standing.active ? BigInt(standing.active.amount) : standing.locked,
          balance,
          symbol,
        )}
      />
    );
  } else if (action === 'withdraw' && props.forOther) {
    body = (
      <>
        <VoterField
          id={`${id}-voter`}
          description="Their locked tokens go back to them, never to you."
          control={form.control}
          input={form.register('voter')}
        />
        <Lines lines={[withdrawForOtherSummary(voter.trim() || null)]} />
      </>
    );
  } else if (action === 'withdraw') {
    body = <Lines lines={[withdrawSummary(standing.locked, symbol)]} />;
  } else {
    body = <Lines lines={settleSummary(governance, proposal)} />;
  }
  return (
    <div className="grid gap-4">
      {body}
      <FeeFields id={id} form={form} />
      <FormError control={form.control} />
    </div>
  );
}
