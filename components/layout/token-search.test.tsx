// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/support/render';
import { TokenSearch } from './token-search';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const LUMEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const LUCK = 'So11111111111111111111111111111111111111112';
const asked: string[] = [];

beforeEach(() => {
  push.mockReset();
  asked.length = 0;
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      return Response.json({
        tokens: [
          { mint: LUMEN, name: 'Lumen', symbol: 'LUMEN', image: null, governed: true },
          { mint: LUCK, name: 'Lucky', symbol: 'LUCK', image: null, governed: false },
        ],
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('TokenSearch', () => {
  it('is a combobox: typing lists the matches, the arrow keys move through them, Enter opens one', async () => {
    const { user } = renderWithClient(<TokenSearch />);
    const box = screen.getByRole('combobox', { name: 'Find a token' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'lu');
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    // Each shows its image (its symbol's letter here), name, symbol and whether it is governed.
    expect(options.map((o) => o.textContent)).toEqual(['LLumenLUMENGovernance', 'LLuckyLUCKTrade only']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    expect(asked).toEqual(['/api/tokens/search?q=lu']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith(`/tokens/${LUMEN}`);
  });

  it('closes on Escape, and clears the box on a second Escape', async () => {
    const { user } = renderWithClient(<TokenSearch />);
    const box = screen.getByRole('combobox', { name: 'Find a token' });
    await user.type(box, 'lu');
    await screen.findAllByRole('option', {}, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Escape}');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('offers the recently opened tokens, trade-only ones too, while nothing is typed', async () => {
    window.localStorage.setItem(
      'recent-tokens:v1',
      JSON.stringify([{ mint: LUCK, name: 'Lucky', symbol: 'LUCK' }]),
    );
    const { user } = renderWithClient(<TokenSearch />);
    await user.click(screen.getByRole('combobox', { name: 'Find a token' }));
    await waitFor(() => expect(screen.getByRole('option').textContent).toBe('LLuckyLUCKRecently opened'));
    expect(asked).toEqual([]);
  });
});
