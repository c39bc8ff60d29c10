// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FollowsResponse } from '@/lib/api';
import { followKeys } from '@/lib/client/follows';
import { renderWithClient } from '@/test/support/render';
import { FollowButton } from './follow-button';

const MINT = 'Mint111111111111111111111111111111111111111';
const WALLET = 'Wa11et1111111111111111111111111111111111111';

type Answer = { status: number; body: unknown };
let set: FollowsResponse;
let next: Answer | null;
let release: (() => void) | null;
const sent: string[] = [];

beforeEach(() => {
  set = { wallet: WALLET, tokens: [], heldRead: true };
  next = null;
  release = null;
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      sent.push(`${method} ${path}`);
      if (method === 'GET') return Response.json(set);
      // The answer waits until the test lets it go, so the optimistic state can be seen.
      await new Promise<void>((resolve) => (release = resolve));
      return Response.json(next!.body, { status: next!.status });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const button = () => screen.getByTestId('follow-button');
/** The button once the follow set has loaded (it waits for it, disabled). */
const ready = (name: string) =>
  waitFor(
    () => {
      const found = screen.getByRole('button', { name });
      expect(found.hasAttribute('disabled')).toBe(false);
      return found;
    },
    { timeout: 5000 },
  );

describe('FollowButton', () => {
  it('follows at once, and keeps it when the server agrees', async () => {
    const { user, client } = renderWithClient(<FollowButton mint={MINT} />);
    await ready('Follow');
    next = { status: 200, body: { mint: MINT, followed: true, reasons: ['followed'] } };
    await user.click(button());
    // Optimistic: the set has it before the server answers.
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeTruthy();
    expect(client.getQueryData<FollowsResponse>(followKeys.all)?.tokens).toEqual([
      { mint: MINT, reasons: ['followed'], balance: null },
    ]);
    release!();
    expect(await screen.findByText('Followed: it is in My governance.')).toBeTruthy();
    expect(sent).toContain(`PUT /api/follows/${MINT}`);
  });

  it('puts the set back as it was when the server refuses, and says why', async () => {
    const { user, client } = renderWithClient(<FollowButton mint={MINT} />);
    await ready('Follow');
    next = { status: 400, body: { error: 'invalid_address', message: 'The token address is not valid.' } };
    await user.click(button());
    await screen.findByRole('button', { name: 'Unfollow' });
    release!();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(client.getQueryData<FollowsResponse>(followKeys.all)?.tokens).toEqual([]);
    expect(screen.getByRole('status').textContent).toMatch(/^Not followed: /);
  });

  it('says that an unfollowed token she holds stays in My governance', async () => {
    set = { ...set, tokens: [{ mint: MINT, reasons: ['held', 'followed'], balance: '5' }] };
    const { user } = renderWithClient(<FollowButton mint={MINT} />);
    await ready('Unfollow');
    next = { status: 200, body: { mint: MINT, followed: false, reasons: ['held'] } };
    await user.click(button());
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    release!();
    expect(
      await screen.findByText('Unfollowed. It stays in My governance because you hold it.'),
    ).toBeTruthy();
    expect(sent).toContain(`DELETE /api/follows/${MINT}`);
  });
});
