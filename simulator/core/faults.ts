import { z } from 'zod';

/** A fault injected through `POST /__sim/faults` for the next `count` calls of a route. */
export const faultSchema = z
  .object({
    /** Route template as counted in stats, e.g. `POST /partner/v1/governance/votes` or `POST /oauth/token`. */
    route: z.string().regex(/^(GET|POST) \/\S*$/, 'route must look like "POST /partner/v1/governance/votes"'),
    count: z.int().min(1).max(10_000).default(1),
    /** Answer with this status and error code instead of handling the request. */
    status: z.int().min(400).max(599).optional(),
    error: z.string().min(1).optional(),
    /** With `status`: the wait the answer names, as `retryAfterSeconds` and `retry-after` (a 429's). */
    retryAfterSeconds: z.int().min(1).max(3600).optional(),
    /** Wait this long before answering (or before handling, when no status is given). */
    latencyMs: z.int().min(0).max(60_000).default(0),
    /** Close the connection without an answer, after the request was handled (the outcome is lost). */
    drop: z.boolean().default(false),
    /**
     * Handle the request at once, then hold its answer this long: a slow answer to a write that has
     * already executed (a caller that goes away meanwhile still leaves its effect behind).
     */
    answerDelayMs: z.int().min(0).max(60_000).default(0),
  })
  .strict()
  .refine((f) => f.status === undefined || f.error !== undefined, { error: 'status needs an error code' });

export type Fault = z.infer<typeof faultSchema>;

export class Faults {
  #pending: Fault[] = [];

  add(fault: Fault): void {
    this.#pending.push({ ...fault });
  }

  clear(): void {
    this.#pending = [];
  }

  /** Takes one use of the first fault for a route, if any. */
  take(route: string): Fault | undefined {
    const index = this.#pending.findIndex((f) => f.route === route);
    if (index < 0) return undefined;
    const fault = this.#pending[index]!;
    fault.count -= 1;
    if (fault.count <= 0) this.#pending.splice(index, 1);
    return fault;
  }

  list(): Fault[] {
    return this.#pending.map((f) => ({ ...f }));
  }
}
