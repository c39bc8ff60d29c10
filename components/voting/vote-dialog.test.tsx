// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { VotingIntent } from '@/lib/client/voting-hooks';
import { describedText, renderWithClient } from '@/test/support/render';
import { ActionDialog } from './action-dialog';
import { governance, proposal, TOKEN } from '@/test/support/fixtures/voting';

const NOBODY = { active: null, pending: false, locked: 0n, withdrawn: 0n, voted: false, cancelled: false };

function renderVoteDialog() {
  const onConfirm = vi.fn<(intent: VotingIntent) => void>();
  const rendered = renderWithClient(
    <ActionDialog
      open
      onOpenChange={() => {}}
      intent={{ action: 'vote', forOther: false }}
      flow={{ phase: 'idle' }}
      availability={{ available: true, label: 'Vote', hint: '' }}
      subject={{
        governance: governance(),
        proposal: proposal(),
        standing: NOBODY,
        balance: 50_000n * TOKEN,
        symbol: 'LUMEN',
      }}
      errorContext={{
        action: 'vote',
        symbol: 'LUMEN',
        minLockAmount: 1_000n * TOKEN,
        balance: 50_000n * TOKEN,
        returnTo: '/',
      }}
      next={null}
      onConfirm={onConfirm}
      onRetry={() => {}}
      onCheck={async () => {}}
      onSwitch={() => {}}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Vote on this proposal' });
  return { ...rendered, dialog, onConfirm };
}

describe('the vote dialog', () => {
  it('asks for a side and an amount before anything is sent', async () => {
    const { user, dialog, onConfirm } = renderVoteDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Lock and vote' }));
    expect(within(dialog).getByText('Choose yes or no.')).toBeTruthy();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to lock (LUMEN)' });
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(amount)).toContain('Enter an amount.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('refuses less than the minimum lock and more than the person holds', async () => {
    const { user, dialog, onConfirm } = renderVoteDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to lock (LUMEN)' });
    expect(describedText(amount)).toContain('At least 1,000 LUMEN. You hold 50,000 LUMEN.');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(amount, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Lock and vote' }));
    expect(describedText(amount)).toContain('Enter at least 1,000 LUMEN; smaller votes are refused.');
    await user.clear(amount);
    await user.type(amount, '50001');
    expect(describedText(amount)).toContain('That is more than you hold: you hold 50,000 LUMEN.');
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the vote as typed, Max taking the whole balance', async () => {
    const { user, dialog, onConfirm } = renderVoteDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'No' }));
    await user.click(within(dialog).getByRole('button', { name: 'Max: use all 50,000 LUMEN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lock and vote' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({
      action: 'vote',
      body: { proposal: proposal().proposal, side: 'no', amount: String(50_000n * TOKEN) },
    });
  });
});

describe('the fees of an action', () => {
  it('open under "Advanced" with their message when one is under the minimum, and nothing is sent', async () => {
    const { user, dialog, onConfirm } = renderVoteDialog();
    const tip = within(dialog).getByRole('textbox', { name: 'Tip (SOL)', hidden: true });
    await user.clear(tip);
    await user.type(tip, '0.0000001');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount to lock (LUMEN)' }), '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Lock and vote' }));
    expect(tip.closest('details')?.open).toBe(true);
    expect(tip.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(tip)).toContain('The tip must be at least');
    expect(within(dialog).getByText('Enter valid fees under “Advanced” to see what is spent.')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.clear(tip);
    await user.type(tip, '0.002');
    await user.click(within(dialog).getByRole('button', { name: 'Lock and vote' }));
    expect(onConfirm.mock.calls[0]![0]).toMatchObject({ body: { tipLamports: '2000000' } });
  });
});
