// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchItem } from '@/lib/domain/batch';
import { renderWithClient } from '@/test/support/render';
import { txReport } from '@/test/support/tx-report';
import { BatchReview } from './batch-review';

const TOKEN = 1_000_000n;
const ITEMS: BatchItem[] = [
  {
    kind: 'withdraw',
    mint: 'mintA',
    label: 'LUMEN',
    symbol: 'LUMEN',
    proposal: 'propA',
    proposalIndex: '0',
    amount: 10_000_000n * TOKEN,
  },
  {
    kind: 'settle',
    mint: 'mintB',
    label: 'TIDE',
    symbol: 'TIDE',
    proposal: 'propB',
    proposalIndex: '1',
    verdict: 'passes',
  },
];

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the batch review', () => {
  it('lists each write with its figures, sends each once under its own key, and says a failure on its row', async () => {
    const posts: { path: string; key: string | null; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if (init.method === 'POST') {
          posts.push({
            path: input,
            key: new Headers(init.headers).get('idempotency-key'),
            body: JSON.parse(String(init.body)),
          });
          return input.endsWith('/votes/withdraw')
            ? answer(422, {
                error: 'proposal_not_settled',
                message: 'The proposal must be settled before locked tokens can be reclaimed.',
              })
            : answer(200, { signature: 'sigB', status: 'submitted' });
        }
        return answer(200, txReport({ signature: 'sigB', status: 'confirmed' }));
      }),
    );
    const finished = vi.fn();
    const { user } = renderWithClient(
      <BatchReview items={ITEMS} open onOpenChange={() => {}} onStarted={() => {}} onFinished={finished} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Withdraw and settle all' });
    const rows = within(dialog).getAllByTestId('batch-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LUMENWithdraw 10,000,000 LUMEN from proposal #0',
      'TIDESettle proposal #1: it passes',
    ]);
    expect(within(dialog).getByText(/^Fees for each write: .* For all 2: 0\.00201 SOL\.$/)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Send all 2' }));
    await waitFor(() => expect(finished).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(posts.map((p) => p.path)).toEqual([
      '/api/partner/v1/governance/votes/withdraw',
      '/api/partner/v1/governance/proposals/settle',
    ]);
    expect(posts[0]!.key).toMatch(/^withdraw-/);
    expect(posts[1]!.key).toMatch(/^settle-/);
    expect(posts[0]!.body).toEqual({
      proposal: 'propA',
      priorityFeeLamports: '5000',
      tipLamports: '1000000',
    });
    expect(rows[0]!.getAttribute('data-phase')).toBe('failed');
    expect(rows[0]!.textContent).toContain(
      'The withdrawal did not go through. The proposal must be settled before locked tokens can be reclaimed.',
    );
    expect(rows[1]!.getAttribute('data-phase')).toBe('done');
    expect(within(dialog).getByTestId('batch-outcome').textContent).toBe(
      '1 of 2 confirmed, 1 failed. My governance is up to date.',
    );
    // Nothing is sent again, and there is nothing to send again from here.
    expect(within(dialog).queryByRole('button', { name: /^Send/ })).toBeNull();
    expect(posts).toHaveLength(2);
  });
});
