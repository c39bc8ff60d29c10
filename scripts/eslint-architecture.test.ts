import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueExports, restrictedPaths } from './eslint-architecture.mjs';

// The fences as the project's ESLint configuration applies them, on source that is linted but not kept.

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The fences' messages on a probe at `filePath` made of `lines`. */
async function fenceMessages(filePath: string, lines: string[]): Promise<string[]> {
  const code = [...lines, ''].join('\n');
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').map((m) => m.message);
}

describe('the feature fence', () => {
  it('refuses a feature importing another, by alias or by relative path', async () => {
    const messages = await fenceMessages('components/governance/fence-probe.tsx', [
      "import { ProposalActions } from '@/components/voting/proposal-actions';",
      "import { SIDE_LABEL } from '../trade/words';",
      'export const probe = [ProposalActions, SIDE_LABEL];',
    ]);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/@\/components\/voting\/proposal-actions.*not another feature/);
  }, 60_000);

  it('lets a feature import its own modules, components/ui, components/write and lib', async () => {
    const messages = await fenceMessages('components/voting/fence-probe.tsx', [
      "import { Button } from '@/components/ui/button';",
      "import { feesLine } from '@/components/write/fees';",
      "import { formatTokens } from '@/lib/domain';",
      "import { NOUN_PHRASE } from './nouns';",
      'export const probe = [Button, feesLine, formatTokens, NOUN_PHRASE];',
    ]);
    expect(messages).toEqual([]);
  }, 60_000);

  it('lets a page compose features', async () => {
    const messages = await fenceMessages('app/fence-probe.tsx', [
      "import { TradePanel } from '@/components/trade/trade-panel';",
      "import { ProposalActions } from '@/components/voting/proposal-actions';",
      'export const probe = [TradePanel, ProposalActions];',
    ]);
    expect(messages).toEqual([]);
  }, 60_000);

  it('keeps the shared kits below the features: write builds on ui alone, ui on nothing else', async () => {
    const write = await fenceMessages('components/write/fence-probe.tsx', [
      "import { Button } from '@/components/ui/button';",
      "import { SIDE_LABEL } from '@/components/trade/words';",
      'export const probe = [Button, SIDE_LABEL];',
    ]);
    expect(write).toHaveLength(1);
    expect(write[0]).toMatch(/@\/components\/trade\/words.*never a feature/);
    const ui = await fenceMessages('components/ui/fence-probe.tsx', [
      "import { feesLine } from '@/components/write/fees';",
      'export const probe = feesLine;',
    ]);
    expect(ui).toHaveLength(1);
  }, 60_000);

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
  async function catalogueMessages(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages
      .filter((m) => m.ruleId === 'architecture/no-catalogue-in-browser')
      .map((m) => m.message);
  }

  it('refuses browser code importing the catalogue, from the barrel or its own modules', async () => {
    const messages = await catalogueMessages(
      'components/voting/fence-probe.ts',
      [
        "import { ApiError, catalogueEntry, isErrorCode } from '@/lib/partner';",
        "import { ERROR_CATALOGUE } from '@/lib/partner/errors-catalogue';",
        "import { governanceErrors } from '@/lib/partner/catalogue/governance';",
        'export const probe = [ApiError, catalogueEntry, isErrorCode, ERROR_CATALOGUE, governanceErrors];',
        '',
      ].join('\n'),
    );
    expect(messages).toHaveLength(4);
    expect(messages[0]).toMatch(/"catalogueEntry" holds the error catalogue's sentences/);
    expect(messages[1]).toMatch(/"isErrorCode"/);
    expect(messages[2]).toMatch(/"@\/lib\/partner\/errors-catalogue"/);
  }, 60_000);

  it("fences lib/client and every 'use client' module, but not their types or the server", async () => {
    const client = await catalogueMessages(
      'lib/client/fence-probe.ts',
      ["import { catalogueError } from '@/lib/partner';", 'export const probe = catalogueError;', ''].join(
        '\n',
      ),
    );
    expect(client).toHaveLength(1);
    const page = await catalogueMessages(
      'app/fence-probe.tsx',
      [
        "'use client';",
        "import { parseErrorBody } from '@/lib/partner';",
        'export const probe = parseErrorBody;',
        '',
      ].join('\n'),
    );
    expect(page).toHaveLength(1);
    const types = await catalogueMessages(
      'components/voting/fence-probe.ts',
      [
        "import { ApiError, personWords, type ErrorCode } from '@/lib/partner';",
        "import type { CatalogueEntry } from '@/lib/partner/errors-catalogue';",
        'export const probe = [ApiError, personWords];',
        'export type Probe = [ErrorCode, CatalogueEntry];',
        '',
      ].join('\n'),
    );
    expect(types).toEqual([]);
    const server = await catalogueMessages(
      'app/fence-probe.tsx',
      ["import { catalogueEntry } from '@/lib/partner';", 'export const probe = catalogueEntry;', ''].join(
        '\n',
      ),
    );
    expect(server).toEqual([]);
  }, 60_000);

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
