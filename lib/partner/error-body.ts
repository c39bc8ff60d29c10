// The spec's error body as a schema, for checking an answer's shape (errors.ts holds the type and the
// class without zod).
import { z } from 'zod';

import type { ErrorBody } from './errors';

export const errorBodySchema = z.looseObject({
  error: z.string(),
  message: z.string().optional(),
  action: z.string().optional(),
  retryable: z.boolean().optional(),
}) satisfies z.ZodType<ErrorBody>;
