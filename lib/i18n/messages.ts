import type { en } from './catalogue/en';
import type { enAfter } from './catalogue/en-after';

// The widget's message catalogues: one object per language with every key of the English one, each a
// sentence with `{name}` placeholders.

export type MessageKey = keyof typeof en | keyof typeof enAfter;
export type Messages = Record<MessageKey, string>;

export type MessageValues = Record<string, string | number>;

/** A sentence with its placeholders filled; a placeholder without a value stays as written. */
export function fill(template: string, values: MessageValues = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The placeholders a sentence has, sorted (the completeness test compares them across languages). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}
