import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import {
  CLASS_GROUPS,
  CONFLICTING_CLASS_GROUP_MODIFIERS,
  CONFLICTING_CLASS_GROUPS,
  ORDER_SENSITIVE_MODIFIERS,
} from './cn-table';

// tailwind-merge builds its lookup table on first use, in the first render of every page. From its
// default configuration (all of Tailwind's groups, each with its scales and validators) that took 20 to
// 33 ms of main thread in Chromium's profile of a page (at full CPU speed; four times that on
// Lighthouse's phone). The table in cn-table.ts lists, group by group, the classes the code writes, as
// the default configuration groups them (`npm run cn-table` writes it; cn.test.ts checks that it is
// current and that the merge agrees with tailwind-merge's default on every pair of those classes), and
// the lookup built from it takes well under a millisecond.
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: CLASS_GROUPS,
  conflictingClassGroups: CONFLICTING_CLASS_GROUPS,
  conflictingClassGroupModifiers: CONFLICTING_CLASS_GROUP_MODIFIERS,
  orderSensitiveModifiers: ORDER_SENSITIVE_MODIFIERS,
}));

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
