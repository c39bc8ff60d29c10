// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '@/test/support/render';
import { READ_FAILED_SENTENCE, ReadError } from './read-error';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

const title = 'This token’s governance could not be read';

describe('ReadError', () => {
  it('says the service is busy and for how long, holding Try again until then', () => {
    renderWithClient(<ReadError title={title} trouble={{ kind: 'busy', seconds: 30 }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The service is busy; try again in 30 seconds. Nothing was submitted.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try again in 30 seconds' }).disabled).toBe(
      true,
    );
  });

  it('says the service is down and to try later, with no countdown', () => {
    renderWithClient(<ReadError title={title} trouble={{ kind: 'down' }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'The service is down right now; try again later. Nothing was submitted.',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Try again' }).disabled).toBe(false);
  });

  it('keeps the general sentence when the service named no trouble', () => {
    renderWithClient(<ReadError title={title} reset={() => undefined} />);
    expect(screen.getByRole('alert').textContent).toContain(READ_FAILED_SENTENCE);
  });
});
