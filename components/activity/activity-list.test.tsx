// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActivityEntry } from '@/lib/client/activity';
import { renderWithClient } from '@/test/support/render';
import { ActivityList } from './activity-list';

const SIGNATURE = '5'.repeat(88);

const entry = (n: number): ActivityEntry => ({
  id: String(n),
  kind: 'vote',
  mint: null,
  proposal: null,
  summary: `vote yes ${n} tokens`,
  status: 'submitted',
  signature: n === 1 ? SIGNATURE : null,
  error: null,
  settlement: 'confirmed',
  settledReason: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
});

/** 120 writes, 50 a page, as GET /api/activity answers them. */
const PAGES: Record<string, { activity: ActivityEntry[]; nextCursor: string | null }> = {
  '/api/activity': { activity: range(120, 71).map(entry), nextCursor: 'c1' },
  '/api/activity?cursor=c1': { activity: range(70, 21).map(entry), nextCursor: 'c2' },
  '/api/activity?cursor=c2': { activity: range(20, 1).map(entry), nextCursor: null },
};

function range(from: number, to: number): number[] {
  return Array.from({ length: from - to + 1 }, (_, i) => from - i);
}

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      asked.push(path);
      const body = PAGES[path];
      if (!body) return Response.json({ error: 'invalid_input', message: 'No.' }, { status: 400 });
      return Response.json(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const rows = () =>
  within(screen.getByRole('list', { name: 'Your writes, newest first' })).getAllByRole('listitem');

describe('ActivityList', () => {
  it('shows the newest 50 writes, then the older ones a page at a time, each once, until the oldest', async () => {
    const { user } = renderWithClient(<ActivityList />);
    expect(await screen.findByText('vote yes 120 tokens')).toBeTruthy();
    expect(rows()).toHaveLength(50);
    expect(screen.queryByText('vote yes 70 tokens')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show older writes' }));
    expect(await screen.findByText('vote yes 70 tokens')).toBeTruthy();
    expect(rows()).toHaveLength(100);

    await user.click(screen.getByRole('button', { name: 'Show older writes' }));
    expect(await screen.findByText('vote yes 1 tokens')).toBeTruthy();
    expect(rows()).toHaveLength(120);
    const summaries = rows().map((row) => within(row).getByText(/^vote yes \d+ tokens$/).textContent);
    expect(summaries).toEqual(range(120, 1).map((n) => `vote yes ${n} tokens`));
    expect(screen.queryByRole('button', { name: 'Show older writes' })).toBeNull();
    expect(screen.getByText('That is every write you sent from this dashboard.')).toBeTruthy();
    expect(asked).toEqual(['/api/activity', '/api/activity?cursor=c1', '/api/activity?cursor=c2']);
  });

  it('links a write’s network record to its page, not to the raw JSON of /api/tx', async () => {
    const { user } = renderWithClient(<ActivityList />);
    await screen.findByText('vote yes 120 tokens');
    await user.click(screen.getByRole('button', { name: 'Show older writes' }));
    await user.click(await screen.findByRole('button', { name: 'Show older writes' }));
    const link = await screen.findByRole('link', { name: /Network record/ });
    expect(link.getAttribute('href')).toBe(`/tx/${SIGNATURE}`);
    expect(link.getAttribute('target')).toBeNull();
  });
});
