import { describe, expect, it } from 'vitest';

describe('the browser setup', () => {
  it('turns off zod’s compiled parsers (new Function, refused by the page’s CSP) for every zod on the page', async () => {
    await import('./instrumentation-client');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    // A parser still parses, without compiling (no `new Function` is called).
    const compiled = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(compiled, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      expect(z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x', b: 1 });
    } finally {
      globalThis.Function = compiled;
    }
    expect(calls).toBe(0);
  });
});
