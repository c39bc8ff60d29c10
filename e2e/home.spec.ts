import AxeBuilder from '@axe-core/playwright';
import { collectConsoleErrors, expect, screenshotAtWidths, test } from './support';

test('the home page renders without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Know what can still change');
  await expect(page.getByRole('heading', { name: 'Token holders' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Creators' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Partner teams' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/');
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('the home page at phone and desktop widths', async ({ page }, testInfo) => {
  await page.goto('/');
  await screenshotAtWidths(page, testInfo, 'home');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});
