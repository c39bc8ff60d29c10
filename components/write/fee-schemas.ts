import { z } from 'zod';
import { checkFee, type FeeValues } from './fees';

// The fee fields in the forms' zod schemas: the same rule as the summary's (fees.ts), each field turned
// into lamports or refused with the rule's message. Imported by the forms only, which load when a person opens one.

function solText(field: keyof FeeValues) {
  return z.string().transform((text, ctx) => {
    const checked = checkFee(text, field);
    if (!checked.ok) {
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    }
    return checked.lamports;
  });
}

/** The two fee fields as typed (in SOL), checked against the minimums, as lamports. */
export const feeText = { priorityFee: solText('priorityFee'), tip: solText('tip') };
