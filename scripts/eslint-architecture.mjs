// Lint rules that keep the architecture: browser code stays off server modules and the heavy Solana client,
// and off the error catalogue's sentences; every lib/server module is fenced by `import 'server-only'`, and
// features and layers import only what sits below them (`restrictedPaths`).

import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const forbiddenInClient = [/(^|\/)lib\/server(\/|$)/, /^@solana\/web3\.js$/, /^server-only$/];

function isUseClient(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

/** A rule without options that reports a problem: what it checks (`description`) and its visitors. */
const problemRule = (description, create) => ({
  meta: { type: 'problem', docs: { description }, schema: [] },
  create,
});

const clientBoundary = problemRule(
  "A 'use client' module must not import lib/server, server-only or @solana/web3.js",
  (context) => {
    let client = false;
    const check = (node, source) => {
      if (client && typeof source === 'string' && forbiddenInClient.some((re) => re.test(source))) {
        context.report({
          node,
          message: `Client module imports "${source}", which must stay on the server.`,
        });
      }
    };
    return {
      Program(node) {
        client = isUseClient(node);
      },
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
);

/** The error catalogue's modules: its table, the sentences by area, and the errors built from them. */
const catalogueModule =
  /(^|\/)lib\/partner\/(errors-catalogue|catalogue(\/.*)?)$|^\.\.?\/(errors-catalogue|catalogue(\/.*)?)$/;
/** lib/partner's barrel, by alias or relative path. */
const partnerBarrel = /(^|\/)lib\/partner$/;

/** What lib/partner/errors-catalogue.ts exports as values (its types are free to import anywhere). */
export function catalogueExports(
  file = fileURLToPath(new URL('../lib/partner/errors-catalogue.ts', import.meta.url)),
) {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^export (?:const|function) ([A-Za-z_$][\w$]*)/gm)].map((match) => match[1]);
}

/** Browser code: a 'use client' module, or any module of components/ or lib/client/. */
function isBrowserModule(context, program) {
  if (isUseClient(program)) return true;
  const relative = path.relative(context.cwd, context.filename).split(path.sep).join('/');
  return /^(components|lib\/client)\//.test(relative);
}

const noCatalogueInBrowser = problemRule(
  "Browser code does not import the error catalogue: it reads a person's words from the error's body",
  (context) => {
    const names = new Set(catalogueExports());
    let browser = false;
    const message = (what) =>
      `${what} holds the error catalogue's sentences, which stay on the server: read error.body.message and error.body.action (personWords), or make the browser's own errors with lib/client/errors.ts.`;
    return {
      Program(node) {
        browser = isBrowserModule(context, node);
      },
      ImportDeclaration(node) {
        if (!browser || node.importKind === 'type') return;
        const source = node.source.value;
        if (typeof source !== 'string') return;
        if (catalogueModule.test(source)) {
          const values = node.specifiers.filter((s) => s.importKind !== 'type');
          if (values.length > 0 || node.specifiers.length === 0)
            context.report({ node, message: message(`"${source}"`) });
          return;
        }
        if (!partnerBarrel.test(source)) return;
        for (const specifier of node.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier')
            context.report({ node: specifier, message: message(`"${source}" as a whole`) });
          if (specifier.type !== 'ImportSpecifier' || specifier.importKind === 'type') continue;
          const name = specifier.imported.name ?? specifier.imported.value;
          if (names.has(name)) context.report({ node: specifier, message: message(`"${name}"`) });
        }
      },
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? node.source.value : null;
        if (
          browser &&
          typeof source === 'string' &&
          (catalogueModule.test(source) || partnerBarrel.test(source))
        )
          context.report({ node, message: message(`"${source}"`) });
      },
    };
  },
);

const serverOnlyFirst = problemRule(
  "Every lib/server module starts with import 'server-only'",
  (context) => ({
    Program(node) {
      const first = node.body[0];
      const ok = first?.type === 'ImportDeclaration' && first.source.value === 'server-only';
      if (!ok) context.report({ node, message: "lib/server modules must start with import 'server-only'." });
    },
  }),
);

/** The folders of components/ every feature may import: the ui kit and the shared write kit. */
export const SHARED_COMPONENTS = ['ui', 'write'];

/**
 * The zones of `import/no-restricted-paths` (the bulletproof-react fences), resolved through the project's
 * `@/` paths: a feature (components/<feature>) imports components/ui, components/write and lib/*, never
 * another feature (pages under app/ compose features); the write kit builds on ui alone, and ui on no
 * other components; lib/server imports nothing from lib/client (what
 * both need, such as query keys, lives in lib/api).
 */
export function restrictedPaths(root) {
  const features = readdirSync(path.join(root, 'components'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_COMPONENTS.includes(entry.name))
    .map((entry) => entry.name)
    .sort();
  const zones = features.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, ...SHARED_COMPONENTS.map((shared) => `./${shared}`)],
    message: `A feature imports components/ui, components/write and lib/* only, not another feature: move what both need there, or let the page compose the two (ARCHITECTURE.md).`,
  }));
  zones.push(
    {
      target: './components/ui',
      from: './components',
      except: ['./ui'],
      message: 'components/ui is the bottom of the components: it imports no feature and not the write kit.',
    },
    {
      target: './components/write',
      from: './components',
      except: ['./write', './ui'],
      message: 'components/write, the shared write kit, imports components/ui only, never a feature.',
    },
  );
  zones.push({
    target: './lib/server',
    from: './lib/client',
    message: 'lib/server does not import lib/client: what both need (query keys) lives in lib/api.',
  });
  return { zones, basePath: root };
}

const architecture = {
  rules: {
    'client-boundary': clientBoundary,
    'no-catalogue-in-browser': noCatalogueInBrowser,
    'server-only-first': serverOnlyFirst,
  },
};
export default architecture;
