import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { checkedContentFieldSchemas, updateContentRequestSchema } from '@/lib/partner';
import { contentChanges, type TextField } from './fields';
import { feeText } from '@/components/write/fee-schemas';
import { DURATION_UNITS } from '../vote-duration';
import { checkDuration } from './duration';
import { NOTHING_TO_CHANGE, type ProposeFormContext, type ProposeOutput } from './form-values';

// The update-content form's schema for react-hook-form's zod resolver. Each text field uses lib/partner's
// own field rule (byte limits, canonical links), and the request the form builds (only the changed fields,
// a cleared field as '') is parsed with `updateContentRequestSchema`, the schema the proxy checks with.

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

/** The resolver for react-hook-form, built from what the form stands on when it checks. */
export function proposeResolver(ctx: ProposeFormContext) {
  return zodResolver(proposeFormSchema(ctx));
}
