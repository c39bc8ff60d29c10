import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueExports, restrictedPaths } from './eslint-architecture.mjs';

// The fences as the project's ESLint configuration applies them, on source that is linted but not kept.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rule `ruleId` on a probe at `filePath` made of `lines`. */
async function ruleMessages(ruleId: string, filePath: string, lines: string[]): Promise<string[]> {
  const code = [...lines, ''].join('\n');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

/** The fences' messages on a probe at `filePath` made of `lines`. */
const fenceMessages = (filePath: string, lines: string[]) =>
  ruleMessages('import/no-restricted-paths', filePath, lines);

describe('the feature fence', () => {
  it.each([
    [
      'refuses a feature importing another, by alias or by relative path',
      'components/governance/fence-probe.tsx',
      [
        "import { ProposalActions } from '@/components/voting/proposal-actions';",
        "import { SIDE_LABEL } from '../trade/words';",
        'export const probe = [ProposalActions, SIDE_LABEL];',
      ],
      [
        expect.stringMatching(/@\/components\/voting\/proposal-actions.*not another feature/),
        expect.any(String),
      ],
    ],
    [
      'lets a feature import its own modules, components/ui, components/write and lib',
      'components/voting/fence-probe.tsx',
      [
        "import { Button } from '@/components/ui/button';",
        "import { feesLine } from '@/components/write/fees';",
        "import { formatTokens } from '@/lib/domain';",
        "import { NOUN_PHRASE } from './nouns';",
        'export const probe = [Button, feesLine, formatTokens, NOUN_PHRASE];',
      ],
      [],
    ],
    [
      'lets a page compose features',
      'app/fence-probe.tsx',
      [
        "import { TradePanel } from '@/components/trade/trade-panel';",
        "import { ProposalActions } from '@/components/voting/proposal-actions';",
        'export const probe = [TradePanel, ProposalActions];',
      ],
      [],
    ],
    [
      'keeps the shared kits below the features: write builds on ui alone',
      'components/write/fence-probe.tsx',
      [
        "import { Button } from '@/components/ui/button';",
        "import { SIDE_LABEL } from '@/components/trade/words';",
        'export const probe = [Button, SIDE_LABEL];',
      ],
      [expect.stringMatching(/@\/components\/trade\/words.*never a feature/)],
    ],
    [
      'keeps the shared kits below the features: ui builds on nothing else',
      'components/ui/fence-probe.tsx',
      ["import { feesLine } from '@/components/write/fees';", 'export const probe = feesLine;'],
      [expect.any(String)],
    ],
  ])(
    '%s',
    async (_, filePath, lines, messages) => {
      expect(await fenceMessages(filePath, lines)).toEqual(messages);
    },
    60_000,
  );

  it('fences every feature folder of components/', () => {
    const zones = restrictedPaths(root).zones;
    const features = zones.filter((zone) => zone.message.includes('not another feature'));
    expect(features.map((zone) => zone.target)).toEqual(
      expect.arrayContaining(['./components/governance', './components/trade', './components/voting']),
    );
    expect(features.map((zone) => zone.target)).not.toContain('./components/ui');
    expect(features.map((zone) => zone.target)).not.toContain('./components/write');
  });
});

describe('the server fence', () => {
  it('refuses lib/server importing lib/client', async () => {
    const messages = await fenceMessages('lib/server/fence-probe.ts', [
      "import 'server-only';",
      "import { sessionQuery } from '@/lib/client/session';",
      'export const probe = sessionQuery;',
    ]);
    expect(messages).toEqual([
      'Unexpected path "@/lib/client/session" imported in restricted zone. lib/server does not import lib/client: what both need (query keys) lives in lib/api.',
    ]);
  }, 60_000);
});

describe('the catalogue fence', () => {
  /** The catalogue fence's messages on a probe at `filePath` made of `lines`. */
  const catalogueMessages = (filePath: string, lines: string[]) =>
    ruleMessages('architecture/no-catalogue-in-browser', filePath, lines);

  it('refuses browser code importing the catalogue, from the barrel or its own modules', async () => {
    const messages = await catalogueMessages('components/voting/fence-probe.ts', [
      "import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';",
      "import { ERROR_CATALOGUE } from '@/lib/partner/errors-catalogue';",
      "import { governanceErrors } from '@/lib/partner/catalogue/governance';",
      'export const probe = [ApiError, catalogueEntry, isErrorCode, ERROR_CATALOGUE, governanceErrors];',
    ]);
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/"catalogueEntry" holds the error catalogue's sentences/);
    expect(messages[1]).toMatch(/"isErrorCode"/);
    expect(messages[2]).toMatch(/"@\/lib\/partner\/errors-catalogue"/);
  }, 60_000);

  it.each([
    [
      'lib/client',
      'lib/client/fence-probe.ts',
      ["import { catalogueError } from '@/lib/partner';", 'export const probe = catalogueError;'],
      1,
    ],
    [
      "a 'use client' module",
      'app/fence-probe.tsx',
      [
        "'use client';",
        "import { parseErrorBody } from '@/lib/partner';",
        'export const probe = parseErrorBody;',
      ],
      1,
    ],
    [
      'not the types browser code imports',
      'components/voting/fence-probe.ts',
      [
        "import { ApiError, personWords, type ErrorCode } from '@/lib/partner';",
        "import type { CatalogueEntry } from '@/lib/partner/errors-catalogue';",
        'export const probe = [ApiError, personWords];',
        'export type Probe = [ErrorCode, CatalogueEntry];',
      ],
      0,
    ],
    [
      'not the server',
      'app/fence-probe.tsx',
      ["import { catalogueEntry } from '@/lib/partner';", 'export const probe = catalogueEntry;'],
      0,
    ],
  ])(
    "fences lib/client and every 'use client' module, but not their types or the server: %s",
    async (_, filePath, lines, refused) => {
      expect(await catalogueMessages(filePath, lines)).toHaveLength(refused);
    },
    60_000,
  );

  it('knows every value the catalogue module exports', () => {
    expect(catalogueExports()).toEqual(
      expect.arrayContaining([
        'ERROR_CATALOGUE',
        'catalogueEntry',
        'catalogueError',
        'isErrorCode',
        'parseErrorBody',
      ]),
    );
  });
});
