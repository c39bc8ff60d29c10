import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ProposeForm } from '@/components/propose/content/propose-form';
import { governance, MINT, NOW } from './fixtures/governance';
import { renderWithClient } from './render';

// The propose form as its page shows it for LUMEN: today's content, nothing locked, a creator who can
// cover the bond, twenty days of the window left.

export const TODAY = {
  name: 'Lumen',
  symbol: 'LUMEN',
  description: 'Light for everyone.',
  website: 'https://lumen.example',
  twitter: '',
  telegram: '',
  image: null,
};

export function renderProposeForm() {
  return renderWithClient(
    <ProposeForm
      mint={MINT}
      governance={governance()}
      current={TODAY}
      locked={new Set()}
      symbol="LUMEN"
      balance={10n ** 15n}
      balanceState="known"
      window={{ nowUnix: NOW, mutableUntilUnix: NOW + 20n * 86_400n, formatDate: (unix) => String(unix) }}
      onSend={() => {}}
      onNotCreated={() => {}}
    />,
  );
}

/** The description a person writes in place of today's: one change to propose. */
export const NEW_DESCRIPTION = 'Light for all.';

/** Types NEW_DESCRIPTION over the description, as a person does. */
export async function changeDescription(user: UserEvent) {
  const description = screen.getByRole('textbox', { name: 'Description' });
  await user.clear(description);
  await user.type(description, NEW_DESCRIPTION);
}
