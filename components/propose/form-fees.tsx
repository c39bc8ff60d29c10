'use client';

import { useWatch, type FieldErrors, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { FeeFields } from '@/components/voting/fee-fields';
import type { FeeValues } from '@/components/voting/requests';

/** The voting panel's fee fields (the fees line and the two fields under "Advanced"), bound to a form. */
export function FormFees<T extends FeeValues, R>({
  id,
  form,
}: {
  id: string;
  form: UseFormReturn<T, unknown, R>;
}) {
  const names = { priorityFee: 'priorityFee' as Path<T>, tip: 'tip' as Path<T> };
  const [priorityFee, tip] = useWatch({ control: form.control, name: [names.priorityFee, names.tip] }) as [
    string,
    string,
  ];
  const errors = form.formState.errors as FieldErrors<FeeValues>;
  return (
    <FeeFields
      id={id}
      values={{ priorityFee, tip }}
      errors={{ priorityFee: errors.priorityFee?.message, tip: errors.tip?.message }}
      onChange={(patch) => {
        for (const [name, value] of Object.entries(patch) as [keyof FeeValues, string][])
          form.setValue(names[name], value as PathValue<T, Path<T>>, {
            shouldValidate: form.formState.isSubmitted,
          });
      }}
    />
  );
}
