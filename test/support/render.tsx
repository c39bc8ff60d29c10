import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type * as React from 'react';
import { afterEach } from 'vitest';

// Component tests (files marked `// @vitest-environment jsdom`): the component in a fresh query client,
// and a person's keyboard and pointer.

afterEach(() => cleanup());

// jsdom has <dialog> but not its modal methods; these open and close it as the browser would (less the
// focus trap, which the browser provides).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

export function renderWithClient(
  ui: React.ReactElement,
): RenderResult & { user: UserEvent; client: QueryClient } {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return { ...result, user, client };
}

/** The text of what an element's aria-describedby names (its hint and, when invalid, its error). */
export function describedText(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}
