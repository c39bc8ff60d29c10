// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describedText, renderWithClient } from '@/test/support/render';
import { MINT, stubTradeApi } from '@/test/support/fixtures/trade';
import { TradePanel } from './trade-panel';
import { ZERO_BOUND_WARNING } from './words';

vi.mock('next/navigation', () => ({ usePathname: () => '/tokens/grass' }));

beforeEach(stubTradeApi);
afterEach(() => vi.unstubAllGlobals());

/** The panel once access is known: the form's shell, its code not loaded yet. */
async function renderShell() {
  const rendered = renderWithClient(<TradePanel mint={MINT} />);
  await screen.findByRole('button', { name: 'Buy GRASS' }, { timeout: 10_000 });
  return rendered;
}

/** The panel with its form in: the person turned to it (a pointer over it), and its code loaded. */
async function renderPanel() {
  const rendered = await renderShell();
  await rendered.user.hover(screen.getByRole('region', { name: 'Trade GRASS' }));
  // The first time, as the test transforms the form's code, takes a moment.
  await screen.findByRole('button', { name: /^Max/ }, { timeout: 10_000 });
  return rendered;
}

describe('the form’s shell, before its code loads', () => {
  const asked = () => vi.mocked(fetch).mock.calls.map(([path]) => String(path));

  it('shows the sides, the amount and the send button, and loads no form until the person turns to it', async () => {
    await renderShell();
    expect(document.querySelector('[data-trade-shell]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'Amount' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Sell/ })).toBeTruthy();
    expect((await screen.findByTestId('trade-balances')).textContent).toBe('You have 2 SOL and 5,000 GRASS');
    // "Max", the price protection and the fees come with the form.
    expect(screen.queryByRole('button', { name: /^Max/ })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Exact bound' })).toBeNull();
  });

  it('hands what was typed, and the focus, to the form: nothing typed is lost', async () => {
    const { user } = await renderShell();
    await user.click(screen.getByRole('textbox', { name: 'Amount' }));
    await user.keyboard('0.5');
    await screen.findByRole('button', { name: /^Max/ }, { timeout: 10_000 });
    await user.keyboard('5');
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(document.querySelector('[data-trade-shell]')).toBeNull();
    expect(amount.value).toBe('0.55');
    expect(document.activeElement).toBe(amount);
  });

  // A press on the shell (a tap, or a click with no pointer over the panel before it) starts the form's
  // code loading; the press's click is the shell's, and the form takes over what it did.
  const press = (element: HTMLElement) => {
    fireEvent.pointerDown(element);
    fireEvent.pointerUp(element);
    fireEvent.click(element);
  };

  it('keeps the side chosen in the shell', async () => {
    await renderShell();
    press(screen.getByRole('tab', { name: /Sell/ }));
    await screen.findByRole('button', { name: /^Max/ }, { timeout: 10_000 });
    expect(screen.getByRole('tab', { name: /Sell/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Sell GRASS' })).toBeTruthy();
  });

  it('checks a send pressed in the shell once the form is in: an empty amount is refused there', async () => {
    await renderShell();
    press(screen.getByRole('button', { name: 'Buy GRASS' }));
    const amount = await screen.findByRole(
      'textbox',
      { name: 'Amount', description: /Enter an amount/ },
      { timeout: 10_000 },
    );
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[data-trade-shell]')).toBeNull();
    expect(asked().some((path) => path.includes('/trades/'))).toBe(false);
  });

  it('sends what was typed when send was pressed in the shell, once', async () => {
    await renderShell();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '0.1' } });
    press(screen.getByRole('button', { name: 'Buy GRASS' }));
    const buy = '/api/partner/v1/trades/buy';
    await waitFor(() => expect(asked()).toContain(buy), { timeout: 10_000 });
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('0.1');
    expect(asked().filter((path) => path === buy)).toHaveLength(1);
  });
});

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

describe('the trade form’s state', () => {
  it('starts a side afresh: the amount and its message go until the next send', async () => {
    const { user } = await renderPanel();
    const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    await user.type(amount(), '5');
    await user.click(screen.getByRole('button', { name: 'Buy GRASS' }));
    await waitFor(() => expect(amount().getAttribute('aria-invalid')).toBe('true'));
    await user.click(screen.getByRole('tab', { name: /Sell/ }));
    expect(amount().value).toBe('');
    expect(amount().getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sell GRASS' }));
    await waitFor(() => expect(describedText(amount())).toContain('Enter an amount.'));
  });

  it('opens the fees with their message when one is under the minimum, and a speed fills both', async () => {
    const { user } = await renderPanel();
    const tip = screen.getByRole('textbox', { name: 'Tip', hidden: true }) as HTMLInputElement;
    await user.clear(tip);
    await user.type(tip, '0');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '0.1');
    await user.click(screen.getByRole('button', { name: 'Buy GRASS' }));
    await waitFor(() => expect(tip.getAttribute('aria-invalid')).toBe('true'));
    expect(tip.closest('details')?.open).toBe(true);
    expect([describedText(tip), document.activeElement]).toEqual([
      expect.stringMatching(/tip must be at least/),
      tip,
    ]);
    await user.click(screen.getByRole('radio', { name: /Fast/ }));
    await waitFor(() => expect([tip.getAttribute('aria-invalid'), tip.value]).toEqual([null, '0.002']));
  });
});
