// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNREACHABLE_MESSAGE } from '@/lib/client/api';
import { changeDescription, renderProposeForm } from '@/test/support/propose-form';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
// The network went away after the page arrived: the code of the form's checks (form-schema.ts) never loads.
vi.mock('./form-schema', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the propose form, offline', () => {
  it('says the dashboard could not be reached when its checks cannot load, and keeps the proposal unsent', async () => {
    const { user } = renderProposeForm();
    await changeDescription(user);
    // What keeps the proposal from being sent is listed under its button.
    const button = screen.getByRole('button', { name: 'Propose this change' });
    const blockers = () => document.getElementById(button.getAttribute('aria-describedby')!)?.textContent;
    await waitFor(() => expect(blockers()).toContain(UNREACHABLE_MESSAGE));
    expect(blockers()).not.toContain('Fix the fields marked above.');
    expect(button).toHaveProperty('disabled', true);
  });
});
