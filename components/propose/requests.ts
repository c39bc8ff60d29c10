import { z } from 'zod';
import { feeText } from '@/components/write/fee-schemas';
import { DEFAULT_FEE_VALUES, type FeeValues } from '@/components/write/fees';
import { checkExtension, extensionSeconds } from '@/lib/domain';
import {
  extendMutabilityRequestSchema,
  finalizeExpiredRequestSchema,
  finalizeMetadataRequestSchema,
  withdrawBondRequestSchema,
} from '@/lib/partner';
import {
  checkDuration,
  DEFAULT_VOTE_DURATION,
  type DurationContext,
  type DurationValue,
} from './vote-duration';
import { formatDuration } from '@/lib/format';

// The four creator writes' forms as zod schemas for react-hook-form: the typed text (days, hours, a
// duration, fees in SOL) is checked with the domain rules and plain messages, becomes the request body,
// and is piped through the lib/partner request schema the proxy validates with.

export interface ExtendValues extends FeeValues {
  days: string;
  hours: string;
  duration: DurationValue;
}

export interface FinalizeValues extends FeeValues {
  duration: DurationValue;
}

export const DEFAULT_EXTEND_VALUES: ExtendValues = {
  days: '7',
  hours: '0',
  duration: DEFAULT_VOTE_DURATION,
  ...DEFAULT_FEE_VALUES,
};

export const DEFAULT_FINALIZE_VALUES: FinalizeValues = {
  duration: DEFAULT_VOTE_DURATION,
  ...DEFAULT_FEE_VALUES,
};

const lamports = (fees: { priorityFee: bigint; tip: bigint }) => ({
  priorityFeeLamports: fees.priorityFee.toString(),
  tipLamports: fees.tip.toString(),
});

function wholeNumber(unit: 'days' | 'hours', max: number) {
  return z.string().transform((text, ctx) => {
    const s = text.trim() === '' ? '0' : text.trim();
    if (!/^[0-9]{1,6}$/.test(s) || Number(s) > max) {
      ctx.addIssue({ code: 'custom', message: `Enter a whole number of ${unit} from 0 to ${max}.` });
      return z.NEVER;
    }
    return BigInt(s);
  });
}

/** The vote duration as typed, checked against the range allowed now; in seconds. */
function durationField(ctx: DurationContext) {
  return z
    .object({ amount: z.string(), unit: z.enum(['minutes', 'hours', 'days']) })
    .transform((value, issue) => {
      const check = checkDuration(value, ctx);
      if (!check.ok) {
        issue.addIssue({ code: 'custom', message: check.message });
        return z.NEVER;
      }
      return Number(check.seconds);
    });
}

export interface ExtendContext extends DurationContext {
  mint: string;
  /** The service's cap on an extension, once a refusal has named it; null while unknown. */
  capSeconds: bigint | null;
}

export function extendFormSchema(ctx: ExtendContext) {
  return z
    .object({
      days: wholeNumber('days', 3650),
      hours: wholeNumber('hours', 23),
      duration: durationField(ctx),
      ...feeText,
    })
    .transform((v, issue): z.input<typeof extendMutabilityRequestSchema> => {
      const check = checkExtension({
        additionalSeconds: extensionSeconds(v.days, v.hours),
        mutableUntilUnix: ctx.mutableUntilUnix,
        capSeconds: ctx.capSeconds,
      });
      if (!check.ok) {
        const message =
          check.code === 'invalid_extension'
            ? 'Ask for at least one hour more.'
            : `The service allows at most ${formatDuration(ctx.capSeconds ?? 0n)} for an extension.`;
        issue.addIssue({ code: 'custom', path: ['days'], message });
        return z.NEVER;
      }
      return {
        mint: ctx.mint,
        additionalSeconds: check.additionalSeconds.toString(),
        voteDurationSeconds: v.duration,
        ...lamports(v),
      };
    })
    .pipe(extendMutabilityRequestSchema);
}

export function finalizeFormSchema(ctx: DurationContext & { mint: string }) {
  return z
    .object({ duration: durationField(ctx), ...feeText })
    .transform((v): z.input<typeof finalizeMetadataRequestSchema> => ({
      mint: ctx.mint,
      voteDurationSeconds: v.duration,
      ...lamports(v),
    }))
    .pipe(finalizeMetadataRequestSchema);
}

export function recordLapseFormSchema(mint: string) {
  return z
    .object(feeText)
    .transform((v) => ({ mint, ...lamports(v) }))
    .pipe(finalizeExpiredRequestSchema);
}

export function reclaimBondFormSchema(mint: string, proposal: string) {
  return z
    .object(feeText)
    .transform((v): z.input<typeof withdrawBondRequestSchema> => ({ mint, proposal, ...lamports(v) }))
    .pipe(withdrawBondRequestSchema);
}

/** The extension the typed days and hours ask for, in seconds, or null while they are not valid. */
export function typedExtension(values: Pick<ExtendValues, 'days' | 'hours'>): bigint | null {
  const parsed = z
    .object({ days: wholeNumber('days', 3650), hours: wholeNumber('hours', 23) })
    .safeParse(values);
  return parsed.success ? extensionSeconds(parsed.data.days, parsed.data.hours) : null;
}
