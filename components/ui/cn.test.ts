import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTailwindMerge, getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { CLASS_GROUPS, cn, configFor } from './cn';

const root = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) ? [file] : [];
  });
}

/** A class without its variants (`sm:`, `hover:`, `[&>svg]:`) and its important mark. */
function utility(token: string): string {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i += 1) {
    const c = token[i];
    if (c === '[' || c === '(') depth += 1;
    else if (c === ']' || c === ')') depth -= 1;
    else if (c === ':' && depth === 0) cut = i;
  }
  return token.slice(cut + 1).replace(/^!|!$/g, '');
}

/**
 * Every word of the project's code that tailwind-merge's default configuration takes for a Tailwind class:
 * the file split on spaces, quotes, backticks, braces and semicolons, which leaves each class written in
 * a string (and many other words, which tailwind-merge does not recognise, or which only add groups).
 */
function utilitiesInCode(): Set<string> {
  const found = new Set<string>();
  for (const dir of ['components', 'app', 'lib']) {
    for (const file of sourceFiles(path.join(root, dir))) {
      for (const word of readFileSync(file, 'utf8').split(/[\s'"`{};]+/)) {
        const base = word ? utility(word) : '';
        if (base && twMerge(`${base} ${base}`) === base) found.add(base);
      }
    }
  }
  return found;
}

describe('cn', () => {
  it('keeps every group that any class of the code may belong to', () => {
    const defaults = getDefaultConfig();
    const groups = Object.keys(defaults.classGroups);
    // A merge that knows one group only recognises the classes that group may claim. The full configuration
    // gives a class to one of the groups that recognise it alone; keeping all of them keeps that one, and
    // a cut-down configuration, in the same order, then gives the class the same group.
    const alone = new Map(groups.map((group) => [group, createTailwindMerge(configFor([group]))]));
    const kept = new Set(CLASS_GROUPS);
    const missing = new Map<string, string>();
    const utilities = utilitiesInCode();
    expect(utilities.size).toBeGreaterThan(300);
    for (const base of utilities)
      for (const group of groups)
        if (!kept.has(group) && alone.get(group)!(`${base} ${base}`) === base) missing.set(group, base);
    expect(Object.fromEntries(missing), 'add these groups to CLASS_GROUPS in cn.ts').toEqual({});
  });

  it('lists only groups of tailwind-merge', () => {
    const groups = new Set(Object.keys(getDefaultConfig().classGroups));
    expect(CLASS_GROUPS.filter((group) => !groups.has(group))).toEqual([]);
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
      ['text-balance text-red-500', 'text-pretty'],
      ['font-medium', 'font-semibold font-mono'],
      ['sr-only', 'focus:not-sr-only'],
      ['disabled:opacity-50', 'disabled:opacity-60'],
    ];
    for (const parts of cases) expect(cn(...parts)).toBe(twMerge(...parts));
  });

  it('agrees with the full configuration on every pair of the code’s classes', () => {
    const utilities = [...utilitiesInCode()].sort();
    const mismatches: string[] = [];
    for (const a of utilities)
      for (const b of utilities) {
        const joined = `${a} ${b}`;
        if (cn(joined) !== twMerge(joined)) mismatches.push(joined);
      }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });
});
