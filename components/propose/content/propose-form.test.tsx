// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MINT } from '@/test/support/fixtures/governance';
import { changeDescription, NEW_DESCRIPTION, renderProposeForm } from '@/test/support/propose-form';
import { describedText } from '@/test/support/render';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

/** Whether the form's schema module (zod and the request rules) has been loaded. */
const schema = vi.hoisted(() => ({ loaded: false }));
vi.mock('./form-schema', async (original) => {
  schema.loaded = true;
  return original();
});

/** What the form sent through our proxy (a multipart POST); the service answers with a refusal. */
let sent: FormData[] = [];

class RecordingXhr {
  upload = {};
  status = 0;
  responseText = '';
  responseType = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    sent.push(body);
    this.status = 503;
    this.responseText = JSON.stringify({ error: 'service_unavailable', message: 'Try again soon.' });
    queueMicrotask(() => this.onload?.());
  }
}

beforeEach(() => {
  sent = [];
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('the propose form', () => {
  it('shows the form without loading its schema, and loads it with the first focus in the form', async () => {
    const { user } = renderProposeForm();
    await screen.findByRole('textbox', { name: 'Name' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(schema.loaded).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Description' }));
    await waitFor(() => expect(schema.loaded).toBe(true));
  });

  it('starts every field at the token’s on-chain value, with nothing to propose yet', () => {
    renderProposeForm();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Lumen');
    expect(screen.getByRole('textbox', { name: 'Symbol' })).toHaveProperty('value', 'LUMEN');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty(
      'value',
      'Light for everyone.',
    );
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveProperty('value', 'https://lumen.example');
    expect(screen.getByText(/Nothing to change yet/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Propose this change' })).toHaveProperty('disabled', true);
  });

  it('counts the UTF-8 bytes of the name and symbol against their limits', async () => {
    const { user } = renderProposeForm();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('5 / 32 bytes')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Lümen');
    expect(screen.getByText('6 / 32 bytes (some characters take more than one byte)')).toBeTruthy();
    const symbol = screen.getByRole('textbox', { name: 'Symbol' });
    await user.type(symbol, 'XXXXXX');
    expect(screen.getByText('11 / 10 bytes')).toBeTruthy();
    expect(symbol.getAttribute('aria-invalid')).toBe('true');
  });

  it('links a bad link’s error to its field and keeps the proposal from being sent', async () => {
    const { user } = renderProposeForm();
    const website = screen.getByRole('textbox', { name: 'Website' });
    await user.clear(website);
    await user.type(website, 'ftp://files');
    await waitFor(() => expect(website.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(website)).toMatch(/https/);
    expect(screen.getByText('Fix the fields marked above.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Propose this change' })).toHaveProperty('disabled', true);
  });

  it('sends only the fields the person changed', async () => {
    const { user } = renderProposeForm();
    await changeDescription(user);
    const changes = screen.getByRole('list', { name: 'Changes, before and after' });
    expect(within(changes).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Propose this change' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const parts = Object.fromEntries(sent[0]!.entries());
    expect(parts).toMatchObject({ mint: MINT, description: NEW_DESCRIPTION });
    for (const field of ['name', 'symbol', 'website', 'twitter', 'telegram', 'image'])
      expect(parts).not.toHaveProperty(field);
  });
});
