import { z } from 'zod';
import {
  checkedContentFieldSchemas,
  updateContentRequestSchema,
  type UpdateContentRequestInput,
} from '@/lib/partner';
import {
  contentChanges,
  TEXT_FIELDS,
  type ContentField,
  type CurrentContent,
  type FieldChange,
  type TextField,
} from './fields';
import { feeText } from '@/components/write/fee-schemas';
import { DURATION_UNITS } from '../vote-duration';
import { checkDuration, DEFAULT_DURATION_KEY, type DurationValues, type DurationWindow } from './duration';
import { DEFAULT_FEE_VALUES } from './fees';

// The update-content form's schema for react-hook-form's zod resolver. Each text field uses lib/partner's
// own field rule (byte limits, canonical links), and the request the form builds (only the changed fields,
// a cleared field as '') is parsed with `updateContentRequestSchema`, the schema the proxy checks with.

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

const always = { when: () => true };

export function proposeFormSchema(ctx: ProposeFormContext) {
  const text = (field: TextField) => (ctx.locked.has(field) ? z.string() : checkedContentFieldSchemas[field]);
  return z
    .object({
      name: text('name'),
      symbol: text('symbol'),
      description: text('description'),
      website: text('website'),
      twitter: text('twitter'),
      telegram: text('telegram'),
      duration: z.string(),
      customDuration: z.string(),
      customUnit: z.enum(Object.keys(DURATION_UNITS) as [keyof typeof DURATION_UNITS]),
      ...feeText,
    })
    .superRefine((values, issues) => {
      const duration = checkDuration(values, ctx.window);
      if (!duration.ok)
        issues.addIssue({ code: 'custom', path: [duration.field], message: duration.message });
    }, always)
    .transform((values, issues): ProposeOutput => {
      const duration = checkDuration(values, ctx.window);
      const changes = contentChanges(values, ctx.current, ctx.locked, ctx.imageName);
      if (!duration.ok || changes.length === 0) {
        if (changes.length === 0)
          issues.addIssue({ code: 'custom', path: ['root'], message: NOTHING_TO_CHANGE });
        return z.NEVER;
      }
      const fields: ProposeOutput['fields'] = {
        mint: ctx.mint,
        voteDurationSeconds: duration.seconds.toString(),
        priorityFeeLamports: values.priorityFee.toString(),
        tipLamports: values.tip.toString(),
      };
      for (const change of changes) if (change.field !== 'image') fields[change.field] = values[change.field];
      const checked = updateContentRequestSchema.safeParse(fields);
      if (!checked.success) {
        for (const issue of checked.error.issues)
          issues.addIssue({
            code: 'custom',
            path: issue.path.length ? issue.path : ['root'],
            message: issue.message,
          });
        return z.NEVER;
      }
      return { fields, changes, endsAtUnix: duration.endsAtUnix };
    });
}
