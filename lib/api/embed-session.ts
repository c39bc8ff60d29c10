import { z } from 'zod';

// POST /api/embed/session: the widget's frame redeems the login popup's one-time code (the request,
// `exchangeRequestSchema`, is part of the widget's protocol in lib/embed/exchange.ts) for its own session.

export const embedSessionResponseSchema = z.object({ connected: z.literal(true) });
export type EmbedSessionResponse = z.infer<typeof embedSessionResponseSchema>;
