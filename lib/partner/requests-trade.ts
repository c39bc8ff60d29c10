// Request bodies of the three trade endpoints (scope `trade:execute`).
//
// Two modes, chosen by the presence of `slippageBps`:
// - slippage mode (`slippageBps` present): the service derives the bound; the explicit bound fields
//   (`minTokensOut`, `minSolOut`) are not read, so any value there is accepted and dropped from the output;
// - explicit mode (`slippageBps` absent): the bound field is required; "0" is accepted and disables
//   slippage protection.
// The output types are discriminated on `slippageBps`, so a reader can narrow on the mode.
import { z } from 'zod';

import { feeFields, partnerFeeBps, slippageBps } from './requests-common';
import { address, uintString } from './wire';

const commonTradeFields = {
  mint: address,
  ...feeFields,
  slippageBps: slippageBps.optional(),
  partnerFeeBps: partnerFeeBps.optional(),
};

type CommonTrade = {
  mint: string;
  priorityFeeLamports: string;
  tipLamports: string;
  partnerFeeBps?: number | undefined;
};
type SlippageMode = { slippageBps: number };
type ExplicitMode = { slippageBps?: undefined };

export type BuyRequest = CommonTrade & { maxSolIn: string } & (
    (SlippageMode & { minTokensOut?: undefined }) | (ExplicitMode & { minTokensOut: string })
  );
export type BuyExactOutRequest = CommonTrade & { tokensOut: string } & (
    (SlippageMode & { maxSolIn?: string | undefined }) | (ExplicitMode & { maxSolIn: string })
  );
export type SellRequest = CommonTrade & { tokensIn: string } & (
    (SlippageMode & { minSolOut?: undefined }) | (ExplicitMode & { minSolOut: string })
  );

/** Run the mode check even when other fields failed, so every missing field is reported at once. */
const always = {
  when: (payload: z.core.ParsePayload) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * In explicit mode, `field` must be present; a field the object shape leaves unchecked (because slippage
 * mode does not read it) is also checked here to be a string of a non-negative integer.
 */
function requireBound(
  value: Record<string, unknown>,
  field: string,
  ctx: z.core.$RefinementCtx,
  checkFormat: boolean,
): void {
  if (value.slippageBps !== undefined) return;
  const bound = value[field];
  if (bound === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      input: bound,
      message: `${field} is required when slippageBps is absent.`,
    });
  } else if (checkFormat && !uintString.safeParse(bound).success) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      input: bound,
      message: 'Expected a whole number written as digits.',
    });
  }
}

/** The bound field's value once the mode check has passed (it is then a string). */
function boundOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export const buyRequestSchema = z
  .object({ ...commonTradeFields, maxSolIn: uintString, minTokensOut: z.unknown().optional() })
  .superRefine((value, ctx) => requireBound(value, 'minTokensOut', ctx, true), always)
  .transform(({ minTokensOut, slippageBps, ...rest }): BuyRequest =>
    slippageBps !== undefined ? { ...rest, slippageBps } : { ...rest, minTokensOut: boundOf(minTokensOut) },
  );

export const buyExactOutRequestSchema = z
  .object({ ...commonTradeFields, tokensOut: uintString, maxSolIn: uintString.optional() })
  .superRefine((value, ctx) => requireBound(value, 'maxSolIn', ctx, false), always)
  .transform(({ maxSolIn, slippageBps, ...rest }): BuyExactOutRequest =>
    slippageBps !== undefined
      ? { ...rest, slippageBps, ...(maxSolIn !== undefined ? { maxSolIn } : {}) }
      : { ...rest, maxSolIn: boundOf(maxSolIn) },
  );

export const sellRequestSchema = z
  .object({ ...commonTradeFields, tokensIn: uintString, minSolOut: z.unknown().optional() })
  .superRefine((value, ctx) => requireBound(value, 'minSolOut', ctx, true), always)
  .transform(({ minSolOut, slippageBps, ...rest }): SellRequest =>
    slippageBps !== undefined ? { ...rest, slippageBps } : { ...rest, minSolOut: boundOf(minSolOut) },
  );

export type BuyRequestInput = z.input<typeof buyRequestSchema>;
export type BuyExactOutRequestInput = z.input<typeof buyExactOutRequestSchema>;
export type SellRequestInput = z.input<typeof sellRequestSchema>;
