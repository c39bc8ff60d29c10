import { z } from 'zod';
import { CONNECT_CODE, type ExchangeRequest } from './connect-message';
import { isInstanceId } from './protocol';

// The exchange route's body (POST /api/embed/session): the popup's one-time code. Apart from
// connect-message.ts so that the widget, which only sends it, does not load zod.

export const exchangeRequestSchema = z.object({
  code: z.string().regex(CONNECT_CODE),
  parentOrigin: z.string().max(300),
  instanceId: z.string().refine(isInstanceId).nullable(),
}) satisfies z.ZodType<ExchangeRequest>;
