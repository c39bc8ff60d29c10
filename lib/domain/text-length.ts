// Lengths of text in the units the spec's limits use.

const encoder = new TextEncoder();

/** Length of `s` in UTF-8 bytes (the unit of the spec's `name` and `symbol` limits). */
export function utf8ByteLength(s: string): number {
  return encoder.encode(s).length;
}

/** Length of `s` in Unicode code points (the unit of the spec's "characters" limits). */
export function charLength(s: string): number {
  return Array.from(s).length;
}
