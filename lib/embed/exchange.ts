import { z } from 'zod';
import { CONNECT_CODE, type ExchangeRequest } from './connect-message';

// The exchange route's body (POST /api/embed/session): the popup's one-time code. Apart from
// connect-message.ts so that the widget, which only sends it, does not load zod.

export const exchangeRequestSchema = z.object({
  code: z.string().regex(CONNECT_CODE),
}) satisfies z.ZodType<ExchangeRequest>;
