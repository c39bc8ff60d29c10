import type { Page, TestInfo } from '@playwright/test';

/** Records console errors and uncaught page errors for the rest of the test. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Full-page screenshots at a phone and a desktop width, kept as test artifacts. */
export async function screenshotAtWidths(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const body = await page.screenshot({ fullPage: true });
    await testInfo.attach(`${name}-${width}.png`, { body, contentType: 'image/png' });
  }
}
