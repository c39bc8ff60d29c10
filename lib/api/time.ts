import { z } from 'zod';
import { uintString } from '@/lib/partner/wire';

/** GET /api/time: the network's clock, Unix seconds as an integer string. */
export const timeResponseSchema = z.object({ nowUnix: uintString });
export type TimeResponse = z.infer<typeof timeResponseSchema>;
