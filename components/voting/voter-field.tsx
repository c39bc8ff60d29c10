import type * as React from 'react';
import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '@/components/ui/field';
import { FormField } from '@/components/ui/form-field';

/** The wallet address of the voter whose locked tokens are withdrawn for them. */
export function VoterField<T extends FieldValues & { voter: string }, C, B>({
  id,
  description,
  control,
  input,
}: {
  id: string;
  description?: React.ReactNode;
  control: Control<T, C, B>;
  /** The input's binding to the form (`register('voter')`). */
  input: UseFormRegisterReturn;
}) {
  return (
    <FormField
      control={control}
      name={'voter' as Path<T>}
      id={id}
      label="Voter’s wallet address"
      description={description}
    >
      {(field) => <Input {...field} {...input} autoComplete="off" spellCheck={false} className="font-mono" />}
    </FormField>
  );
}
