// Types of scripts/eslint-architecture.mjs (plain JavaScript, loaded by eslint.config.mjs).
import type { ESLint } from 'eslint';

/** The folders of components/ every feature may import: the ui kit and the shared write kit. */
export const SHARED_COMPONENTS: string[];

export interface RestrictedZone {
  target: string;
  from: string;
  except?: string[];
  message: string;
}

/** The zones of `import/no-restricted-paths`: the feature fence and lib/server's fence off lib/client. */
export function restrictedPaths(root: string): { zones: RestrictedZone[]; basePath: string };

/** The values lib/partner/errors-catalogue.ts exports (browser code may import none of them). */
export function catalogueExports(file?: string): string[];

declare const architecture: ESLint.Plugin;
export default architecture;
