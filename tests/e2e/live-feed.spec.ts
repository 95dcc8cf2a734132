import { expect, test } from '@playwright/test';
import { PROFILE_API } from '../../contract/api/profile';
import { baseURL } from '../../playwright.config';
import { apiCall, depositThroughSandbox, ensureRubCardMethod, registerThroughModal, uniqueEmail } from './helpers';
import { currentPlayer } from './platform-helpers';

test("player B sees player A's dice bet in the live feed within a second, A's name hidden as A chose", async ({
  browser,
}) => {
  await ensureRubCardMethod(baseURL);
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const a = await contextA.newPage();
  const b = await contextB.newPage();

  await a.goto('/en');
  await registerThroughModal(a, { email: uniqueEmail('feed-a'), password: 'feed pass 12', currency: 'RUB' });
  await depositThroughSandbox(a, '100');
  const { token } = await currentPlayer(a, baseURL);
  await apiCall(baseURL, 'PUT', PROFILE_API.settings.path, token, { is_statistics_hidden: true });

  // B, a visitor on another browser, watches the feed of the dice page.
  await b.goto('/en/games/dice');
  const feedB = b.getByRole('region', { name: 'Live bets' });
  await expect(feedB.getByRole('tab', { name: 'All bets' })).toHaveAttribute('aria-selected', 'true');
  await expect(feedB.getByText('Connecting to the live feed…')).toHaveCount(0);
  // Other players' rounds share the feed (the other specs play crash and slots meanwhile): A's row is the dice bet
  // of ₽10.00 whose player is hidden, and only A hides their statistics here.
  const rowsOfA = feedB
    .getByTestId('feed-row')
    .filter({ hasText: 'Dice' })
    .filter({ hasText: 'Hidden' })
    .filter({ hasText: '₽10.00' });
  const before = await rowsOfA.count();

  await a.goto('/en/games/dice');
  await a.getByLabel('Bet, RUB').fill('10');
  await a.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(a.getByTestId('recent-bet')).toHaveCount(1);
  const settledAt = Date.now();

  await expect(rowsOfA).toHaveCount(before + 1, { timeout: 1000 });
  expect(Date.now() - settledAt).toBeLessThan(1000);

  // A's own tab shows the bet; the tabs answer the arrow keys.
  const feedA = a.getByRole('region', { name: 'Live bets' });
  await feedA.getByRole('tab', { name: 'All bets' }).focus();
  await a.keyboard.press('End');
  await expect(feedA.getByRole('tab', { name: 'My bets' })).toBeFocused();
  await expect(feedA.getByRole('tab', { name: 'My bets' })).toHaveAttribute('aria-selected', 'true');
  await expect(feedA.getByTestId('feed-row')).toHaveCount(1);

  await contextA.close();
  await contextB.close();
});
