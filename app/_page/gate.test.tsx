import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/partner';
import { OwnPageHeader, seePrompt, unnamedWallet } from './gate';

describe('the own pages’ gate', () => {
  it('names a page’s connect card by its path, and comes back to it', () => {
    expect(seePrompt('/inbox')).toEqual({
      id: 'inbox-connect-title',
      see: 'your inbox',
      description: expect.stringMatching(/^Your inbox tells you of new proposals/),
      returnTo: '/inbox',
    });
    expect(seePrompt('/me')).toMatchObject({ id: 'me-connect-title', see: 'your governance' });
  });

  it('heads the page with its title and what it shows', () => {
    expect(renderToStaticMarkup(<OwnPageHeader title="Inbox">What changed.</OwnPageHeader>)).toBe(
      '<header class="grid gap-2"><h1 class="text-2xl font-semibold tracking-tight sm:text-3xl">Inbox</h1>' +
        '<p class="max-w-prose text-muted-foreground">What changed.</p></header>',
    );
  });

  it('says so when the service named no wallet or could not be asked, and throws any other error on', () => {
    const unnamed = new ApiError('invalid_wallet', 502, { error: 'invalid_wallet', message: 'No wallet.' });
    expect(renderToStaticMarkup(unnamedWallet(unnamed, 'your inbox cannot be shown'))).toBe(
      '<p class="max-w-prose text-muted-foreground">The service did not name your wallet, so your inbox cannot be shown. Connect again to try once more.</p>',
    );
    const down = new ApiError('upstream_unavailable', 503, {
      error: 'upstream_unavailable',
      message: 'The service is unavailable; try again shortly.',
    });
    expect(renderToStaticMarkup(unnamedWallet(down, 'your inbox cannot be shown'))).toBe(
      '<p class="max-w-prose text-muted-foreground">Your wallet could not be read from the service just now, so your inbox cannot be shown. The service is unavailable; try again shortly.</p>',
    );
    const bug = new TypeError('x is undefined');
    expect(() => unnamedWallet(bug, 'your inbox cannot be shown')).toThrow(bug);
  });
});
