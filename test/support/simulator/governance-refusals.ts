// The refusal tables of the governance conformance tests: every case is answered with its status and
// error code, and a refused request costs its caller nothing.
import { describe, expect, it } from 'vitest';
import type { Gov } from './governance-kit';

export interface Refusal {
  name: string;
  /** Who sends the request; alice when the case names nobody. */
  user?: string;
  status: number;
  error: string;
}

/**
 * A block of one test per case: the request `send` makes for the case, as its user, is refused with the
 * case's status and error, and the user's SOL balance does not move. `gov` is read when the tests run.
 */
export function describeRefusals<C extends Refusal>(
  title: string,
  gov: () => Gov,
  send: (c: C, user: string) => Promise<{ status: number; body: Record<string, unknown> }>,
  cases: C[],
): void {
  describe(title, () => {
    it.each(cases)('$name → $status $error, no fees', async (c) => {
      const user = c.user ?? 'alice';
      const before = gov().sol(user);
      const { status, body } = await send(c, user);
      expect({ status, error: body.error }).toEqual({ status: c.status, error: c.error });
      expect(gov().sol(user)).toBe(before);
    });
  });
}
