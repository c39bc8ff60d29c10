import type { Page, Request } from '@playwright/test';

/**
 * The requests a browser journey's `page` sends from now on, as `pick` names them (its URL, its path…);
 * a request `pick` names nothing (null) is left out. What a journey checks the page did, or never did.
 */
export function recordRequests(page: Page, pick: (request: Request) => string | null): string[] {
  const recorded: string[] = [];
  page.on('request', (request) => {
    const name = pick(request);
    if (name !== null) recorded.push(name);
  });
  return recorded;
}
