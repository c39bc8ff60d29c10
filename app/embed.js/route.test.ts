import { describe, expect, it } from 'vitest';
import { loaderScript } from '@/lib/embed/loader-script';
import nextConfig from '@/next.config.mjs';
import { dynamic, GET } from './route';

describe('GET /embed.js', () => {
  it('answers the loader as the protocol writes it, as JavaScript', async () => {
    const response = GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe(loaderScript());
  });

  it('is rendered once, at build time', () => {
    expect(dynamic).toBe('force-static');
  });

  it('keeps a short cache, so that a new loader reaches partners’ pages soon', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    expect(rules.find((rule) => rule.source === '/embed.js')?.headers).toEqual([
      { key: 'cache-control', value: 'public, max-age=300' },
    ]);
  });
});
