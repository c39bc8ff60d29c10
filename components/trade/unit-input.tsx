import type * as React from 'react';
import { Input, type FieldControlProps } from '@/components/ui/field';

/** A decimal input with its unit shown inside, right-aligned; the unit is part of its description. */
export function UnitInput({
  control,
  unit,
  ...props
}: {
  control: FieldControlProps;
  unit: string;
} & Omit<React.ComponentProps<'input'>, 'id'>) {
  const unitId = `${control.id}-unit`;
  const describedBy = [control['aria-describedby'], unitId].filter(Boolean).join(' ');
  return (
    <div className="relative">
      <Input
        {...props}
        {...control}
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
