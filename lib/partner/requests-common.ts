// Request fields shared by several endpoints: the two fee fields every write carries, the trade rate
// fields, and the vote duration of proposal endpoints.
import { z } from 'zod';

import { LIMITS } from './limits';
import { bps, coded, uintAtLeast } from './wire';

/** Priority fee in lamports, a string of an integer, at least 1000. */
export const priorityFeeLamports = uintAtLeast(
  LIMITS.priorityFeeLamportsMin,
  'The priority fee must be at least 1000 lamports.',
);

/** Tip in lamports, a string of an integer, at least 1000000. */
export const tipLamports = uintAtLeast(LIMITS.tipLamportsMin, 'The tip must be at least 1000000 lamports.');

/** The two fee fields every write carries; both are spent whether or not the operation succeeds. */
export const feeFields = { priorityFeeLamports, tipLamports };

/** Trade slippage tolerance in basis points, 0 to 5000. Its presence selects slippage mode. */
export const slippageBps = bps(LIMITS.slippageBpsMax);

/** Partner fee in basis points: an integer from 0 to 9999; any failure maps to `invalid_partner_fee`. */
export const partnerFeeBps = z.custom<number>(
  (value) =>
    typeof value === 'number' &&
    Number.isSafeInteger(value) &&
    value >= 0 &&
    value <= LIMITS.partnerFeeBpsMax,
  coded('invalid_partner_fee', 'The partner fee must be a whole number of basis points from 0 to 9999.'),
);

/**
 * Vote duration of a new proposal, an integer number of seconds (default 600). Its bounds (and that it
 * ends within the mutable window) are business rules the service answers with 422 codes.
 */
export const voteDurationSeconds = z
  .int({ error: 'The vote duration must be a whole number of seconds.' })
  .default(LIMITS.voteDurationSecondsDefault);
