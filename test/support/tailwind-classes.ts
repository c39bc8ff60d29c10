// The Tailwind classes the project's code writes, and the table `cn` merges them with
// (components/ui/cn-table.ts): which of tailwind-merge's groups each class falls in, found with
// tailwind-merge's own default configuration, and which groups conflict. `npm run cn-table` writes the
// table; components/ui/cn.test.ts checks that it is current and that `cn` merges as tailwind-merge does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupUtils } from 'tailwind-merge/unstable-do-not-import';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CN_TABLE_FILE = path.join(root, 'components', 'ui', 'cn-table.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The indexes of `char` in `token` outside brackets and parentheses (`[&>svg]:`, `w-[calc(1/2)]`). */
function topLevelIndexes(token: string, char: string): number[] {
  const found: number[] = [];
  let depth = 0;
  for (let i = 0; i < token.length; i += 1) {
    const c = token[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (c === char && depth === 0) found.push(i);
  }
  return found;
}

/** A class without its variants (`sm:`, `hover:`, `[&>svg]:`) and its important mark. */
function utility(token: string): string {
  const cut = topLevelIndexes(token, ':').at(-1) ?? -1;
  return token.slice(cut + 1).replace(/^!|!$/g, '');
}

/**
 * Every word of the project's code that tailwind-merge's default configuration takes for a Tailwind class:
 * the file split on spaces, quotes, backticks, braces and semicolons, which leaves each class written in
 * a string (and many other words, which tailwind-merge does not recognise, or which only add entries).
 */
export function utilitiesInCode(): Set<string> {
  const found = new Set<string>();
  for (const dir of ['components', 'app', 'lib']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      if (file === CN_TABLE_FILE) continue;
      for (const word of readFileSync(file, 'utf8').split(/[\s'"`{};]+/)) {
        const base = word ? utility(word) : '';
        if (base && twMerge(`${base} ${base}`) === base) found.add(base);
      }
    }
  }
  return found;
}

export type ClassTable = {
  groups: Record<string, string[]>;
  conflicts: Record<string, string[]>;
  modifierConflicts: Record<string, string[]>;
  orderSensitiveModifiers: string[];
};

/**
 * The group of each class as tailwind-merge's default configuration looks it up: without a leading `-`
 * (negative values), and with a postfix modifier both without it (looked up first) and with it.
 */
export function classTable(utilities: Iterable<string>): ClassTable {
  const config = getDefaultConfig();
  const { getClassGroupId } = createClassGroupUtils(config);
  const groups = new Map<string, Set<string>>();
  for (const base of utilities) {
    // The `/` of a postfix modifier (`bg-primary/40`, `text-sm/6`), if any.
    const slash = topLevelIndexes(base, '/')[0] ?? -1;
    for (const name of slash > 0 ? [base, base.slice(0, slash)] : [base]) {
      const group = getClassGroupId(name);
      if (!group || group.startsWith('arbitrary..')) continue;
      const entry = name.replace(/^-(?=.)/, '');
      groups.set(group, (groups.get(group) ?? new Set()).add(entry));
    }
  }
  const present = new Set(groups.keys());
  const cut = (record: Partial<Record<string, readonly string[]>>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([group]) => present.has(group))
        .map(([group, others]) => [group, (others ?? []).filter((other) => present.has(other))] as const)
        .filter(([, others]) => others.length > 0)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
  return {
    groups: Object.fromEntries(
      [...groups.entries()]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([group, names]) => [group, [...names].sort()]),
    ),
    conflicts: cut(config.conflictingClassGroups),
    modifierConflicts: cut(config.conflictingClassGroupModifiers),
    orderSensitiveModifiers: [...config.orderSensitiveModifiers],
  };
}

/** The text of components/ui/cn-table.ts for the code as it is. */
export function cnTableSource(): string {
  const table = classTable(utilitiesInCode());
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    '// Written by `npm run cn-table` (test/support/tailwind-classes.ts) from the classes in components, app and',
    "// lib: each class in the tailwind-merge group its default configuration gives it, and the groups' conflicts.",
    '// `cn` merges with this table instead of building the default configuration in the browser. Do not edit.',
    '',
    `export const CLASS_GROUPS: Record<string, string[]> = ${json(table.groups)};`,
    '',
    `export const CONFLICTING_CLASS_GROUPS: Record<string, string[]> = ${json(table.conflicts)};`,
    '',
    `export const CONFLICTING_CLASS_GROUP_MODIFIERS: Record<string, string[]> = ${json(table.modifierConflicts)};`,
    '',
    `export const ORDER_SENSITIVE_MODIFIERS: string[] = ${json(table.orderSensitiveModifiers)};`,
    '',
  ].join('\n');
}
