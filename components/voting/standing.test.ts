import { describe, expect, it } from 'vitest';
import { viewerStanding } from './standing';
import { proposal, vote } from '@/test/support/fixtures/voting';

describe('viewerStanding', () => {
  it('sums locked and withdrawn tokens and finds the active vote', () => {
    const s = viewerStanding(proposal().proposal, [
      vote({ amount: '5', withdrawn: true, active: false }),
      vote({ amount: '7' }),
      vote({ proposal: 'x', amount: '100' }),
    ]);
    expect(s).toMatchObject({ locked: 7n, withdrawn: 5n, voted: true, pending: false, cancelled: false });
    expect(s.active?.amount).toBe('7');
  });
});
