import type { UpdateContentRequestInput } from '@/lib/partner';
import {
  TEXT_FIELDS,
  type ContentField,
  type CurrentContent,
  type FieldChange,
  type TextField,
} from './fields';
import { DEFAULT_DURATION_KEY, type DurationValues, type DurationWindow } from './duration';
import { DEFAULT_FEE_VALUES } from './fees';

// The update-content form's values, what it stands on when it checks, and what a check gives: the part of
// the form that loads with the page. The schema that checks them (zod and lib/partner's request rules) is
// form-schema.ts, which the form loads with its first check.

export type ProposeValues = Record<TextField, string> &
  DurationValues & {
    priorityFee: string;
    tip: string;
  };

export interface ProposeFormContext {
  mint: string;
  /** Today's values (they change when a stale revision is rebased). */
  current: CurrentContent;
  locked: ReadonlySet<ContentField>;
  /** The clock and the metadata window when the form is checked. */
  window: DurationWindow;
  /** The chosen image's file name once it passed its checks, else null. */
  imageName: string | null;
}

export interface ProposeOutput {
  /** The text parts to send (strings, as a form carries them). */
  fields: UpdateContentRequestInput & Record<string, string>;
  changes: FieldChange[];
  endsAtUnix: bigint;
}

export const NOTHING_TO_CHANGE =
  'Nothing to change yet: every value is what the token has on-chain today. Edit a field or choose an image.';

export function defaultValues(current: CurrentContent): ProposeValues {
  return {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, current[field]])),
    duration: DEFAULT_DURATION_KEY,
    customDuration: '',
    customUnit: 'minutes',
    ...DEFAULT_FEE_VALUES,
  } as ProposeValues;
}
