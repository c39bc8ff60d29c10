// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/support/render';
import { nowUnixOf, useNetworkNow } from './time';

/** Whether the schemas of our API's answers (and zod with them) have been loaded. */
const schemas = vi.hoisted(() => ({ loaded: false }));
vi.mock('./response-schemas', async (original) => {
  schemas.loaded = true;
  return original();
});

afterEach(() => vi.unstubAllGlobals());

function Clock() {
  return <p>now {useNetworkNow('1000').toString()}</p>;
}

describe('the browser’s clock', () => {
  it('reads /api/time every second without loading the response schemas', async () => {
    const fetch = vi.fn(async () => Response.json({ nowUnix: '2000000000' }));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(<Clock />);
    await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 3_000 });
    await waitFor(() => expect(screen.getByText(/^now 20000000/)).toBeTruthy());
    expect(schemas.loaded).toBe(false);
  });

  it('takes the network’s time only as whole seconds written as digits', () => {
    expect(nowUnixOf({ nowUnix: '1767225600' })).toBe('1767225600');
    for (const body of [
      null,
      {},
      { nowUnix: 1767225600 },
      { nowUnix: '-1' },
      { nowUnix: '1.5' },
      { nowUnix: '' },
    ])
      expect(() => nowUnixOf(body)).toThrow('The dashboard answered with a time it cannot read.');
  });
});
