import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classTable, utilitiesInCode } from '@/test/support/tailwind-classes';
import { cn } from './cn';
import {
  CLASS_GROUPS,
  CONFLICTING_CLASS_GROUP_MODIFIERS,
  CONFLICTING_CLASS_GROUPS,
  ORDER_SENSITIVE_MODIFIERS,
} from './cn-table';

describe('cn', () => {
  it('merges with a table that lists every class of the code', () => {
    const utilities = utilitiesInCode();
    expect(utilities.size).toBeGreaterThan(300);
    const current = classTable(utilities);
    expect(
      {
        groups: CLASS_GROUPS,
        conflicts: CONFLICTING_CLASS_GROUPS,
        modifierConflicts: CONFLICTING_CLASS_GROUP_MODIFIERS,
        orderSensitiveModifiers: ORDER_SENSITIVE_MODIFIERS,
      },
      'run `npm run cn-table`',
    ).toEqual(current);
  });

  it('merges as the full configuration does', () => {
    const cases = [
      ['px-3 py-2 text-sm', 'px-4'],
      ['p-4', 'px-2'],
      ['px-2', 'p-4'],
      ['text-muted-foreground text-sm', 'text-danger'],
      ['text-sm', 'text-base sm:text-lg'],
      ['bg-card hover:bg-muted', 'bg-primary'],
      ['rounded-lg border border-border', 'rounded-xl border-danger/40'],
      ['grid gap-4', 'flex gap-2'],
      ['h-10 w-full', 'size-4'],
      ['font-medium', 'font-semibold font-mono'],
      ['sr-only', 'focus:not-sr-only'],
      ['text-sm/6', 'leading-tight'],
      ['bg-primary/10', 'bg-danger'],
    ];
    for (const parts of cases) expect(cn(...parts)).toBe(twMerge(...parts));
  });

  it('agrees with the full configuration on every pair of the code’s classes, with and without variants', () => {
    const utilities = [...utilitiesInCode()].sort();
    const mismatches: string[] = [];
    for (const a of utilities)
      for (const b of utilities)
        for (const joined of [`${a} ${b}`, `sm:${a} sm:${b}`, `hover:${a} ${b}`]) {
          if (cn(joined) !== twMerge(joined)) mismatches.push(joined);
        }
    expect(mismatches.slice(0, 10)).toEqual([]);
    // Every pair of the code's classes, three ways: pure CPU work, longer than the usual limit while the
    // other test worker is busy too.
  }, 60_000);

  it('leaves classes it does not know as they are', () => {
    expect(cn('animate-shimmer custom-thing', 'p-1', false, null, 'p-3')).toBe(
      'animate-shimmer custom-thing p-3',
    );
  });
});
