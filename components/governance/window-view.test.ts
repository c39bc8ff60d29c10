import { describe, expect, it } from 'vitest';
import { windowView } from './window-view';
import { governance, NOW } from '@/test/support/fixtures/governance';

describe('windowView', () => {
  it('counts down while mutable and says whether it can be extended', () => {
    const view = windowView(governance(), NOW);
    expect(view).toMatchObject({
      state: 'mutable',
      label: 'Mutable',
      tone: 'info',
      secondsLeft: 20n * 86_400n,
    });
    expect(view.lines[1]).toBe('The window can be extended once, by a vote.');
    const extended = windowView(governance({ mutabilityExtended: true }), NOW);
    expect(extended.label).toBe('Mutable, extended');
    expect(extended.lines[1]).toMatch(/cannot be extended again/);
  });

  it('is lapsed but not recorded once the end has passed without a record', () => {
    const view = windowView(governance({ mutableUntilUnix: String(NOW - 86_400n) }), NOW);
    expect(view).toMatchObject({
      state: 'lapsed_unrecorded',
      label: 'Lapsed, not yet recorded',
      secondsLeft: 0n,
    });
    // Exactly at the end counts as ended.
    expect(windowView(governance({ mutableUntilUnix: String(NOW) }), NOW).state).toBe('lapsed_unrecorded');
  });

  it('is finalized, before or after the end', () => {
    expect(windowView(governance({ finalized: true }), NOW)).toMatchObject({
      state: 'finalized',
      secondsLeft: 0n,
    });
    expect(windowView(governance({ finalized: true, mutableUntilUnix: String(NOW - 1n) }), NOW).label).toBe(
      'Finalized',
    );
  });
});
