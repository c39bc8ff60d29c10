import type * as React from 'react';
import { parseAmount, TOKEN_DECIMALS } from '@/lib/domain';
import type { Governance, Proposal } from '@/lib/partner';
import type { ActionKind } from './availability';
import type { ViewerStanding } from './standing';
import { FeeFields } from './fee-fields';
import type { FieldErrors, VoteValues } from './requests';
import {
  cancelSummary,
  settleSummary,
  voteSummary,
  withdrawForOtherSummary,
  withdrawSummary,
} from './summary';
import { VoteFields } from './vote-fields';
import { VoterField } from './voter-field';

export interface ReviewValues extends VoteValues {
  voter: string;
}

export interface ReviewProps {
  id: string;
  action: ActionKind;
  forOther: boolean;
  values: ReviewValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ReviewValues>) => void;
  governance: Governance;
  proposal: Proposal;
  standing: ViewerStanding;
  balance: bigint | null;
  symbol?: string | null;
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
  const { id, action, values, errors, onChange, symbol, standing } = props;
  let body: React.ReactNode;
  if (action === 'vote') {
    body = (
      <>
        <VoteFields
          id={id}
          values={values}
          errors={errors}
          minLockAmount={BigInt(props.governance.minLockAmount)}
          balance={props.balance}
          symbol={symbol}
          onChange={onChange}
        />
        <Lines lines={[voteSummary(typedAmount(values.amount), values.side, symbol)]} />
      </>
    );
  } else if (action === 'cancel') {
    body = (
      <Lines
        lines={cancelSummary(
          standing.active ? BigInt(standing.active.amount) : standing.locked,
          props.balance,
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
          error={errors.voter}
          value={values.voter}
          onChange={(voter) => onChange({ voter })}
        />
        <Lines lines={[withdrawForOtherSummary(values.voter.trim() || null)]} />
      </>
    );
  } else if (action === 'withdraw') {
    body = <Lines lines={[withdrawSummary(standing.locked, symbol)]} />;
  } else {
    body = <Lines lines={settleSummary(props.governance, props.proposal)} />;
  }
  return (
    <div className="grid gap-4">
      {body}
      <FeeFields id={id} values={values} errors={errors} onChange={onChange} />
      {errors.form ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {errors.form}
        </p>
      ) : null}
    </div>
  );
}
