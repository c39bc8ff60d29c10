'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input, Textarea } from '@/components/ui/field';
import { cn } from '@/components/ui/cn';
import { LockedBadge } from '@/components/ui/lock-badge';
import { normalizeLink, type LinkField } from '@/lib/domain';
import { utf8ByteLength } from '@/lib/domain';
import { LIMITS } from '@/lib/partner/limits';
import { FIELD_LABELS, type TextField } from './fields';
import type { ProposeValues } from './form-values';

// The text fields of the form: each starts with today's on-chain value; name and symbol count UTF-8
// bytes; link fields show the canonical URL they will be sent as; locked fields are read-only.

const BYTE_LIMITS = { name: LIMITS.nameBytesMax, symbol: LIMITS.symbolBytesMax } as const;

const HINTS: Partial<Record<TextField, string>> = {
  website: 'A web address such as example.com; it is sent as https.',
  twitter: 'A handle (@name or name) or a link to the profile.',
  telegram: 'A handle (@name or name, 5 to 32 characters) or a t.me link.',
};

function Label({ field, locked }: { field: TextField; locked: boolean }) {
  return (
    <span className="inline-flex h-5 items-center gap-2">
      {FIELD_LABELS[field]}
      {locked ? <LockedBadge /> : null}
    </span>
  );
}

function lockedSentence(field: TextField): string {
  return `Locked for good by the governance: no proposal can change the ${FIELD_LABELS[field].toLowerCase()}. It is shown as it is and never sent.`;
}

/** Name or symbol, with a live count of UTF-8 bytes against the spec's limit. */
export function ByteField({ field, locked }: { field: 'name' | 'symbol'; locked: boolean }) {
  const { register, control, formState } = useFormContext<ProposeValues>();
  const value = useWatch({ control, name: field }) ?? '';
  const bytes = utf8ByteLength(value);
  const max = BYTE_LIMITS[field];
  const error = locked ? undefined : formState.errors[field]?.message;
  const counter = (
    <span
      className={cn('tabular-nums', bytes > max && 'font-medium text-danger')}
      data-testid={`${field}-bytes`}
    >
      {bytes} / {max} bytes
      {bytes !== value.length ? ' (some characters take more than one byte)' : ''}
    </span>
  );
  return (
    <Field
      id={`propose-${field}`}
      label={<Label field={field} locked={locked} />}
      description={locked ? lockedSentence(field) : counter}
      error={error}
    >
      {(control) => (
        <Input {...control} {...register(field)} readOnly={locked} autoComplete="off" spellCheck={false} />
      )}
    </Field>
  );
}

export function DescriptionField({ locked }: { locked: boolean }) {
  const { register, formState } = useFormContext<ProposeValues>();
  return (
    <Field
      id="propose-description"
      label={<Label field="description" locked={locked} />}
      description={locked ? lockedSentence('description') : 'Clear it to remove the description.'}
      error={locked ? undefined : formState.errors.description?.message}
    >
      {(control) => <Textarea {...control} {...register('description')} readOnly={locked} rows={3} />}
    </Field>
  );
}

/** The canonical URL a link field will be sent as, live under the field. */
function SentAs({ field, value, current }: { field: LinkField; value: string; current: string }) {
  const link = normalizeLink(field, value);
  if (!link.ok) return null;
  if (link.value === current) return <span>{current === '' ? 'Not set.' : 'Unchanged: not sent.'}</span>;
  if (link.value === '') return <span>Empty: the field will be cleared.</span>;
  return (
    <span>
      Will be sent as <span className="font-mono break-all text-foreground">{link.value}</span>
    </span>
  );
}

export function LinkInput({
  field,
  locked,
  current,
}: {
  field: LinkField;
  locked: boolean;
  current: string;
}) {
  const { register, control, formState } = useFormContext<ProposeValues>();
  const value = useWatch({ control, name: field }) ?? '';
  return (
    <Field
      id={`propose-${field}`}
      label={<Label field={field} locked={locked} />}
      description={
        locked ? (
          lockedSentence(field)
        ) : (
          <span className="grid gap-0.5">
            <span>{HINTS[field]}</span>
            <span data-testid={`${field}-sent-as`}>
              <SentAs field={field} value={value} current={current} />
            </span>
          </span>
        )
      }
      error={locked ? undefined : formState.errors[field]?.message}
    >
      {(control) => (
        <Input
          {...control}
          {...register(field)}
          readOnly={locked}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </Field>
  );
}
