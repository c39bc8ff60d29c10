// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedText, renderWithClient } from '@/test/support/render';
import { TradePanel } from './trade-panel';
import { ZERO_BOUND_WARNING } from './words';

vi.mock('next/navigation', () => ({ usePathname: () => '/tokens/grass' }));

const MINT = 'GRASSx1111111111111111111111111111111111111';
const WALLET = '4741w986omEfSw4J9pogxtAFpZR1HTUhKXB7yZDMPTm5';

/** Our API as the panel reads it: alice connected, 2 SOL and 5,000 GRASS, no partner fee. */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/session': { connected: true, username: 'alice', wallet: WALLET, scopes: ['trade:execute'] },
  [`/api/balance/${MINT}`]: {
    mint: MINT,
    owner: WALLET,
    amount: '5000000000',
    decimals: 6,
    lamports: '2000000000',
  },
  '/api/trade/settings': { partnerFeeBps: '0' },
  // The token's last fill, three minutes before the network's clock when read.
  [`/api/trade/last-fill/${MINT}`]: {
    mint: MINT,
    fill: {
      signature: 'Sig111',
      blockTime: 1_790_000_000,
      side: 'buy',
      lamports: '500000000',
      tokens: '16129032258064',
      decimals: 6,
      price: '31',
    },
    readAtUnix: '1790000180',
  },
  [`/api/metadata/mints/${MINT}`]: {
    name: 'Grass',
    symbol: 'GRASS',
    uri: 'https://example.com/grass.json',
    image: null,
    description: null,
    website: null,
    twitter: null,
    telegram: null,
  },
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      const body = ANSWERS[path];
      if (body === undefined)
        return Response.json({ error: 'not_found', message: 'Not here.' }, { status: 404 });
      return Response.json(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function renderPanel() {
  const rendered = renderWithClient(<TradePanel mint={MINT} />);
  await screen.findByRole('button', { name: 'Buy GRASS' });
  await screen.findByText(/You have 2 SOL/);
  return rendered;
}

describe('the trade form', () => {
  it('refuses a missing amount and one above the balance, beside the amount field', async () => {
    const { user } = await renderPanel();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.click(screen.getByRole('button', { name: 'Buy GRASS' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(amount)).toContain('Enter an amount.');
    expect(document.activeElement).toBe(amount);

    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: 'Buy GRASS' }));
    await waitFor(() => expect(describedText(amount)).toMatch(/you have 2 SOL/));
  });

  it('fills the amount with the most the person can spend or sell', async () => {
    const { user } = await renderPanel();
    // Named from what it shows first ("Max"), then what it does (WCAG 2.5.3).
    const max = screen.getByRole('button', { name: /^Max: use all \S+ SOL$/ });
    expect(max.textContent).toBe('Max');
    const [, figure] = /^Max: use all (\S+) SOL$/.exec(max.getAttribute('aria-label')!)!;
    await user.click(max);
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe(figure!.replaceAll(',', ''));
    expect(BigInt(amount.value.split('.')[0]!)).toBeLessThan(2n);

    await user.click(screen.getByRole('tab', { name: /Sell/ }));
    await user.click(screen.getByRole('button', { name: 'Max: use all 5,000 GRASS' }));
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('5000');
  });

  it('shows the last fill’s price beside an exact bound, as a past price, read only once it is chosen', async () => {
    const { user } = await renderPanel();
    const asked = () => vi.mocked(fetch).mock.calls.map(([path]) => String(path));
    expect(asked().some((path) => path.startsWith('/api/trade/last-fill/'))).toBe(false);
    expect(screen.queryByTestId('last-fill')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Exact bound' }));
    expect(await screen.findByText(/^Last fill:/)).toBeTruthy();
    expect(screen.getByTestId('last-fill').textContent).toBe(
      'Last fill: 0.000000031 SOL per GRASS, 3 minutes ago — a past price, not a quote.',
    );
    expect(asked()).toContain(`/api/trade/last-fill/${MINT}`);
    await user.click(screen.getByRole('radio', { name: 'Slippage' }));
    expect(screen.queryByTestId('last-fill')).toBeNull();
  });

  it('warns that a bound of 0 turns price protection off', async () => {
    const { user } = await renderPanel();
    expect(screen.queryByText(ZERO_BOUND_WARNING)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Exact bound' }));
    await user.type(screen.getByRole('textbox', { name: 'Minimum GRASS out' }), '0');
    expect(screen.getByRole('alert').textContent).toBe(ZERO_BOUND_WARNING);
  });
});
