import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictedPaths } from './eslint-architecture.mjs';

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
