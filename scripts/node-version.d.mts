// Types of scripts/node-version.mjs (plain JavaScript, run by Node without a build step).
export const SUPPORTED_TEXT: string;
export function nodeSupported(version: string): boolean;
export function nodeVersionProblem(version: string): string | null;
