import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { freePort } from '../test/support/free-port';
import { mintOf, openProposalOf, type SeedWorld } from '../test/support/seed-world';
import { waitForServer } from '../test/support/wait-for';

export { expect, freePort };

/** This worker's simulator: playwright.config.ts gives each worker a dashboard and a simulator of its own. */
export const SIM = `http://127.0.0.1:${process.env.SIMULATOR_PORT ?? 4010}`;

/** A console error that says the server's HTML and the browser's first render differed. */
export const HYDRATION_ERROR =
  /hydrat|Minified React error #(418|423|425)\b|react\.dev\/errors\/(418|423|425)\b/i;

/**
 * Playwright's `test`, guarded: every page of every browser context a journey opens (its own `page`, and
 * contexts it makes with `browser.newContext()`) is watched, and the journey fails when one had an
 * uncaught error or a hydration error in its console (React's #418 text mismatch, #423, #425). A journey
 * that checks an error on purpose takes it off the list with `allowPageErrors(testInfo, pattern)`.
 */
export const test = base.extend<{ pageErrorGuard: void }>({
  pageErrorGuard: [
    async ({ browser, context }, run, testInfo) => {
      const found: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watchPage = (page: Page) => {
        page.on('pageerror', (error) => found.push(`${page.url()}: uncaught ${error.message}`));
        page.on('console', (message) => {
          if (message.type() === 'error' && HYDRATION_ERROR.test(message.text()))
            found.push(`${page.url()}: ${message.text()}`);
        });
      };
      const watch = (watchedContext: BrowserContext) => {
        if (watched.has(watchedContext)) return;
        watched.add(watchedContext);
        watchedContext.pages().forEach(watchPage);
        watchedContext.on('page', watchPage);
      };
      watch(context);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const made = await newContext(...args);
        watch(made);
        return made;
      };
      try {
        await run();
      } finally {
        browser.newContext = newContext;
      }
      const allowed = allowances.get(testInfo) ?? [];
      const left = found.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(left, 'uncaught page errors and hydration errors').toEqual([]);
    },
    { auto: true },
  ],
});

const allowances = new WeakMap<TestInfo, RegExp[]>();

/** Lets the guard pass the page errors matching `pattern` in this journey (an error it provokes). */
export function allowPageErrors(testInfo: TestInfo, pattern: RegExp): void {
  allowances.set(testInfo, [...(allowances.get(testInfo) ?? []), pattern]);
}

/** Records console errors and uncaught page errors for the rest of the test. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Watches, from before the page's first script, the element `selector` names once it shows (outside the
 * server's hidden streaming parts): the returned reader says whether that very element stayed, or the page
 * took it away or drew another in its place (React dropping the server's HTML of a part whose code was
 * still loading, for a skeleton, then drawing it again). It watches the next page this tab loads.
 */
export async function watchServerElement(
  page: Page,
  selector: string,
): Promise<() => Promise<{ shown: boolean; gone: boolean; replaced: boolean }>> {
  await page.addInitScript((watched) => {
    const state = { first: null as Element | null, gone: false, replaced: false };
    const look = () => {
      const element = document.querySelector(watched);
      const shown = element !== null && element.closest('[hidden]') === null;
      if (shown && !state.first) state.first = element;
      else if (shown && element !== state.first) state.replaced = true;
      else if (!shown && state.first) state.gone = true;
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true });
    Object.assign(window, { __watchedElement: state });
  }, selector);
  return () =>
    page.evaluate(() => {
      const { first, gone, replaced } = (
        window as unknown as { __watchedElement: { first: Element | null; gone: boolean; replaced: boolean } }
      ).__watchedElement;
      return { shown: first !== null, gone, replaced };
    });
}

/** Full-page screenshots at a phone and a desktop width, kept as test artifacts. */
export async function screenshotAtWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${name}-${width}.png`, { body, contentType: 'image/png' });
  }
}

/** Connects as a demo user through the service's own consent screen (the simulator's, here). */
export async function connectAs(page: Page, user: string, decision: 'Approve' | 'Deny' = 'Approve') {
  await page.goto('/');
  await page.getByRole('link', { name: 'Connect', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${user}`) }).check();
  await page.getByRole('button', { name: decision }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * No serious or critical axe-core violations on the page as it is now. axe leaves its experimental rules
 * out unless asked; `label-content-name-mismatch` (WCAG 2.5.3, a control's name contains its visible
 * text) is asked for.
 */
export async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/**
 * WCAG 2.5.3 (label in name), as a person who says what they see needs it: every control named apart
 * from its content (`aria-label`) has a name that starts with its visible words. axe's own rule only
 * asks that the name contain the text somewhere (so "Max" passes inside "Use the maximum"); it is run
 * explicitly too, since axe leaves it out by default.
 */
export async function expectNamesStartWithVisibleText(page: Page) {
  const axe = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(axe.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.html}`))).toEqual([]);
  const mismatched = await page
    .locator(
      ':is(button, a[href], [role=button], [role=link], [role=tab], [role=menuitem], [role=option], [role=switch])[aria-label]',
    )
    .evaluateAll((controls) =>
      controls
        .filter((control) => (control as HTMLElement).offsetParent !== null)
        .map((control) => ({
          name: (control.getAttribute('aria-label') ?? '').trim().toLowerCase(),
          text: ((control as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().toLowerCase(),
        }))
        .filter(({ name, text }) => /[a-z0-9]/.test(text) && !name.startsWith(text))
        .map(({ name, text }) => `"${text}" is named "${name}"`),
    );
  expect(mismatched).toEqual([]);
}

/**
 * Resets the simulator's world. The simulator tells the dashboard (`npm start` gives both a secret for
 * it), which refreshes everything it read of the old world before showing it again, so a journey starts
 * on the new world at once.
 */
export async function resetWorld(
  request: { post: (url: string) => Promise<{ ok(): boolean; json(): Promise<unknown> }> },
  sim: string,
) {
  const answer = await request.post(`${sim}/__sim/reset`);
  expect(answer.ok()).toBe(true);
  expect(await answer.json(), 'the dashboard was told of the reset').toMatchObject({ dashboardTold: true });
}

/** What the journeys read of the simulator's world (GET /__sim/world), and its tokens and proposals by symbol. */
export type World = SeedWorld;
export { mintOf, openProposalOf };

/**
 * A write sent from `page` as the dashboard's own forms send it (same origin, her session, a key of its
 * own): the answer's status and text.
 */
export function writeFromPage(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; text: string }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-requested-with': 'fetch',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, body },
  );
}

/** Resets this worker's world (`resetWorld`) and reads it back, for journeys that start from the seed. */
export async function freshWorld(playwright: {
  request: { newContext(): Promise<APIRequestContext> };
}): Promise<World> {
  const request = await playwright.request.newContext();
  try {
    await resetWorld(request, SIM);
    return (await (await request.get(`${SIM}/__sim/world`)).json()) as World;
  } finally {
    await request.dispose();
  }
}

/**
 * The simulator's seed world for a spec file's journeys, reset before they run (`'each'`: before each one, for
 * journeys that change it), whatever earlier specs did to it. A journey reads it as `seed.world`.
 */
export function seedWorld(when: 'all' | 'each' = 'all'): { world: World } {
  const seed = {} as { world: World };
  const reset = async ({ playwright }: { playwright: Parameters<typeof freshWorld>[0] }) => {
    seed.world = await freshWorld(playwright);
  };
  if (when === 'each') test.beforeEach(reset);
  else test.beforeAll(reset);
  return seed;
}

/**
 * Watches a page's requests from now on; `settled()` resolves once none but its live streams
 * (`/api/stream/…`) has been in flight for `quietMs`. Unlike Playwright's `networkidle`, it names the
 * requests still open when it gives up, so a journey that waits too long says on what.
 */
export function requestWatch(page: Page) {
  const open = new Set<string>();
  let lastChange = Date.now();
  const counted = (url: string) => !new URL(url).pathname.startsWith('/api/stream/');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    open.add(`${request.method()} ${request.url()}#${Math.random()}`);
    lastChange = Date.now();
  });
  const done = (request: { url(): string; method(): string }) => {
    if (!counted(request.url())) return;
    const prefix = `${request.method()} ${request.url()}#`;
    const key = [...open].find((entry) => entry.startsWith(prefix));
    if (key) open.delete(key);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async settled(quietMs = 750, timeout = 20_000) {
      await expect
        .poll(
          () => {
            if (open.size > 0) return [...open].map((key) => key.slice(0, key.lastIndexOf('#')));
            return Date.now() - lastChange >= quietMs ? [] : ['(a request ended less than quietMs ago)'];
          },
          {
            timeout,
            message: 'requests still in flight',
          },
        )
        .toEqual([]);
    },
  };
}

/**
 * The processes a journey starts for itself (a simulator, the built server on a store of its own):
 * `node(args, env)` starts one in the project's root, `simulator(simPort, port)` starts the simulator for a
 * dashboard on `port` and waits until it answers, `stop()` ends every one still running.
 */
export function ownProcesses(root = process.cwd()) {
  const children: ChildProcess[] = [];
  const node = (args: string[], env: Record<string, string>) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'ignore',
    });
    children.push(child);
    return child;
  };
  const simulator = async (simPort: number, port: number) => {
    const child = node([path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'simulator/main.ts'], {
      SIMULATOR_PORT: String(simPort),
      PORT: String(port),
      SIMULATOR_CONFIG: JSON.stringify({ oauthPerMinutePerIp: 600 }),
    });
    await waitForServer(`http://127.0.0.1:${simPort}/__sim/world`, child, 'the simulator');
    return child;
  };
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  return { node, simulator, stop };
}
