// A holder across tokens: alice, who holds several seeded tokens, sees every one on My governance
// without opening any; Follow adds a token to it and Unfollow takes it off again (a held token stays);
// the header's search finds a token by its symbol and opens its page.
import {
  connectAs,
  expect,
  expectNoSeriousViolations,
  mintOf,
  screenshotAtWidths,
  seedWorld,
  test,
} from './support';

const seed = seedWorld();

test('My governance lists every held token; Follow adds one, Unfollow removes it unless held; search opens a token', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const { world } = seed;
  const row = (p: typeof page, symbol: string) =>
    p.locator(`[data-testid=holding-row][data-mint="${mintOf(world, symbol)}"]`);

  await connectAs(page, 'alice');
  // The home page's top lines: her three most urgent tokens.
  const top = page.getByRole('region', { name: 'My governance' });
  await expect(top.getByTestId('holding-row')).toHaveCount(3);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My governance' }).click();
  await expect(page.getByRole('heading', { name: 'My governance', level: 1 })).toBeVisible();
  for (const symbol of ['LUMEN', 'TIDE', 'EMBER', 'STONE', 'QUILL', 'PLAIN', 'GRASS', 'POOL'])
    await expect(row(page, symbol), symbol).toBeVisible();
  await expect(row(page, 'LUMEN').getByText('You hold it')).toBeVisible();
  await expect(row(page, 'GRASS').getByText('Trade only')).toBeVisible();
  // Most urgent first: LUMEN (a vote she has not cast, a lock to withdraw) before the trade-only tokens.
  const order = await page
    .getByTestId('holding-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-mint')));
  expect(order.indexOf(mintOf(world, 'LUMEN'))).toBeLessThan(order.indexOf(mintOf(world, 'GRASS')));
  await expectNoSeriousViolations(page);
  await screenshotAtWidths(page, testInfo, 'me');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Unfollowing a token she holds leaves it in My governance, and says why.
  await row(page, 'LUMEN').getByRole('link', { name: /Lumen/ }).first().click();
  const follow = page.getByTestId('follow-button');
  await expect(follow).toHaveText('Follow');
  await follow.click();
  await expect(follow).toHaveText('Unfollow');
  await follow.click();
  await expect(page.getByText('Unfollowed. It stays in My governance because you hold it.')).toBeVisible();

  // Find a token: by its symbol, from the header, with the keyboard.
  const search = page.getByRole('combobox', { name: 'Find a token' });
  await search.fill('tide');
  await expect(page.getByRole('option', { name: /TIDE/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await page.waitForURL(`**/tokens/${mintOf(world, 'TIDE')}`);
  await expect(page.getByRole('heading', { level: 1, name: /Tidewater/ })).toBeVisible();

  // bob holds no TIDE: Follow brings it into his My governance, Unfollow takes it off again.
  const bobContext = await browser.newContext();
  const bob = await bobContext.newPage();
  await connectAs(bob, 'bob');
  await bob.goto(`/tokens/${mintOf(world, 'TIDE')}`);
  const bobFollow = bob.getByTestId('follow-button');
  await expect(bobFollow).toBeEnabled();
  await bobFollow.click();
  await expect(bob.getByText('Followed: it is in My governance.')).toBeVisible();
  await bob.goto('/me');
  await expect(row(bob, 'TIDE').getByText('You follow it')).toBeVisible();
  await bob.goto(`/tokens/${mintOf(world, 'TIDE')}`);
  await bob.getByTestId('follow-button').click();
  await expect(bob.getByText('Unfollowed: it left My governance.')).toBeVisible();
  await bob.goto('/me');
  await expect(bob.getByRole('heading', { name: 'My governance', level: 1 })).toBeVisible();
  await expect(row(bob, 'TIDE')).toHaveCount(0);
  await bobContext.close();
});
