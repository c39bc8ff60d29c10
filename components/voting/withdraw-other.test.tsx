// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describedText, renderWithClient } from '@/test/support/render';
import { WithdrawOther } from './withdraw-other';

const VOTER = '11111111111111111111111111111111';

async function renderWithdrawOther(check?: (voter: string) => string | null) {
  const onReview = vi.fn<(voter: string) => void>();
  const rendered = renderWithClient(
    <WithdrawOther
      availability={{ available: true, label: 'Withdraw', hint: 'Anyone may.' }}
      onReview={onReview}
      check={check}
    />,
  );
  // The form is not there until the person opens the section (it loads then).
  expect(screen.queryByRole('textbox', { name: 'Voter’s wallet address', hidden: true })).toBeNull();
  await rendered.user.click(screen.getByText('Withdraw for another wallet'));
  const voter = await screen.findByRole('textbox', { name: 'Voter’s wallet address' });
  const review = screen.getByRole('button', { name: 'Review' });
  return { ...rendered, onReview, voter, review };
}

describe('withdraw for another wallet', () => {
  it('refuses an address that is not one, until the person asks again', async () => {
    const { user, voter, review, onReview } = await renderWithdrawOther();
    await user.type(voter, 'not-an-address');
    await user.click(review);
    // The check's schema loads on the first review.
    await vi.waitFor(() => expect(voter.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(voter)).toContain('Enter a valid wallet address (base58, 32 to 44 characters).');
    await user.clear(voter);
    await user.type(voter, VOTER);
    // The message stays until the next request, as before.
    expect(describedText(voter)).toContain('Enter a valid wallet address');
    await user.click(review);
    await vi.waitFor(() => expect(onReview).toHaveBeenCalledWith(VOTER));
    expect(voter.getAttribute('aria-invalid')).toBeNull();
  });

  it('says what the page already knows stops the withdrawal, and reviews a trimmed address', async () => {
    const check = (voter: string) => (voter === VOTER ? 'This wallet has nothing locked here.' : null);
    const { user, voter, review, onReview } = await renderWithdrawOther(check);
    await user.type(voter, VOTER);
    await user.click(review);
    await vi.waitFor(() => expect(describedText(voter)).toContain('This wallet has nothing locked here.'));
    expect(onReview).not.toHaveBeenCalled();
    const other = '11111111111111111111111111111112';
    await user.clear(voter);
    await user.type(voter, `  ${other} `);
    await user.click(review);
    await vi.waitFor(() => expect(onReview).toHaveBeenCalledWith(other));
  });
});
