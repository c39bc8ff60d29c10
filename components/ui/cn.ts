import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';

/**
 * The Tailwind class groups that the project's class names fall in (cn.test.ts checks every class written
 * in components, app and lib against this list). tailwind-merge builds its lookup table on first use, in
 * the first render of every page, from the groups it is given: from all 379 of its default configuration
 * that took about 33 ms of main thread in Chromium's profile of the home page (at full CPU speed; four
 * times that on Lighthouse's phone), from these 19-26 ms (the rest is compiling tailwind-merge's own code).
 * Merging only needs the groups of the classes it meets, so the result is the same.
 */
export const CLASS_GROUPS: readonly string[] = [
  'accent',
  'align-content',
  'align-items',
  'align-self',
  'animate',
  'backdrop-blur',
  'basis',
  'bg-color',
  'border-collapse',
  'border-color',
  'border-color-b',
  'border-color-t',
  'border-style',
  'border-w',
  'border-w-b',
  'border-w-l',
  'border-w-t',
  'bottom',
  'break',
  'col-start',
  'cursor',
  'display',
  'divide-color',
  'divide-y',
  'duration',
  'fill',
  'filter',
  'flex',
  'flex-direction',
  'flex-wrap',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'fvn-spacing',
  'gap',
  'gap-x',
  'gap-y',
  'grid-cols',
  'grid-rows',
  'grow',
  'h',
  'inset',
  'inset-x',
  'inset-y',
  'justify-content',
  'justify-items',
  'leading',
  'left',
  'list-style-type',
  'm',
  'max-h',
  'max-w',
  'mb',
  'min-h',
  'min-w',
  'ml',
  'mr',
  'mt',
  'mx',
  'object-fit',
  'opacity',
  'order',
  'outline-color',
  'outline-offset',
  'outline-w',
  'overflow',
  'overflow-x',
  'overflow-y',
  'p',
  'pb',
  'pl',
  'place-items',
  'pointer-events',
  'position',
  'pr',
  'pt',
  'px',
  'py',
  'resize',
  'right',
  'rounded',
  'row-start',
  'row-start-end',
  'scroll-mt',
  'select',
  'shadow',
  'shadow-color',
  'shrink',
  'size',
  'sr',
  'stroke',
  'table-layout',
  'text-alignment',
  'text-color',
  'text-decoration',
  'text-decoration-color',
  'text-decoration-style',
  'text-overflow',
  'text-wrap',
  'top',
  'tracking',
  'transition',
  'translate-y',
  'underline-offset',
  'vertical-align',
  'visibility',
  'w',
  'whitespace',
  'z',
];

type Config = ReturnType<typeof getDefaultConfig>;

/** The default configuration cut down to `groups`, with each conflict list cut down to them too. */
export function configFor(groups: readonly string[]): () => Config {
  return () => {
    const config = getDefaultConfig();
    const kept = new Set(groups);
    const keep = <T>(record: Partial<Record<string, T>>, map: (value: T) => T = (v) => v) =>
      Object.fromEntries(
        Object.entries(record).flatMap(([group, value]) =>
          kept.has(group) && value !== undefined ? [[group, map(value)]] : [],
        ),
      );
    const within = (others: readonly string[]) => others.filter((other) => kept.has(other));
    return {
      ...config,
      classGroups: keep(config.classGroups),
      conflictingClassGroups: keep<readonly string[]>(config.conflictingClassGroups, within),
      conflictingClassGroupModifiers: keep<readonly string[]>(config.conflictingClassGroupModifiers, within),
    } as Config;
  };
}

const merge = createTailwindMerge(configFor(CLASS_GROUPS));

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
