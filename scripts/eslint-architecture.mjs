// Lint rules that keep the architecture: browser code stays off server modules and the heavy Solana client,
// and every lib/server module is fenced by `import 'server-only'`.

const forbiddenInClient = [/(^|\/)lib\/server(\/|$)/, /^@solana\/web3\.js$/, /^server-only$/];

function isUseClient(program) {
  const first = program.body[0];
  return first?.type === 'ExpressionStatement' && first.directive === 'use client';
}

const clientBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "A 'use client' module must not import lib/server, server-only or @solana/web3.js" },
    schema: [],
  },
  create(context) {
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
};

const serverOnlyFirst = {
  meta: {
    type: 'problem',
    docs: { description: "Every lib/server module starts with import 'server-only'" },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const first = node.body[0];
        const ok = first?.type === 'ImportDeclaration' && first.source.value === 'server-only';
        if (!ok)
          context.report({ node, message: "lib/server modules must start with import 'server-only'." });
      },
    };
  },
};

const architecture = { rules: { 'client-boundary': clientBoundary, 'server-only-first': serverOnlyFirst } };
export default architecture;
