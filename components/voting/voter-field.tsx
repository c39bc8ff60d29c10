import type * as React from 'react';
import { Field, Input } from '@/components/ui/field';

/** The wallet address of the voter whose locked tokens are withdrawn for them. */
export function VoterField({
  id,
  description,
  error,
  value,
  onChange,
}: {
  id: string;
  description?: React.ReactNode;
  error?: string | null;
  value: string;
  onChange: (voter: string) => void;
}) {
  return (
    <Field id={id} label="Voter’s wallet address" description={description} error={error}>
      {(control) => (
        <Input
          {...control}
          autoComplete="off"
          spellCheck={false}
          className="font-mono"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
