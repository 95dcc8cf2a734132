import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { AUTH_API } from '../../contract/api/auth';
import { pathOf } from '../../contract/api/endpoint';
import { LEADERBOARD_API } from '../../contract/api/leaderboard';
import { POLICIES_API } from '../../contract/api/policies';
import { PROFILE_API } from '../../contract/api/profile';
import { WALLET_API } from '../../contract/api/wallet';
import { baseURL } from '../../playwright.config';
import { apiCall, operatorCall, uniqueEmail } from './helpers';
import { DESKTOP_CHROME } from './platform-helpers';

test.use({ userAgent: DESKTOP_CHROME });

/** A player registered through the API, with money on their balance. */
async function fundedPlayer(tag: string): Promise<{ token: string; id: number }> {
  const { token } = await apiCall<{ token: string }>(baseURL, 'POST', AUTH_API.registerEmail.path, '', {
    email: uniqueEmail(tag),
    password: `${tag} pass 1`,
    currency: 'RUB',
    adult_confirmed: true,
    agreement_accepted: true,
  });
  const me = await apiCall<{ data: { id: number } }>(baseURL, 'GET', PROFILE_API.user.path, token);
  await operatorCall(baseURL, 'POST', WALLET_API.operatorAdjust.path, {
    user_id: me.data.id,
    amount: '1000.00',
    account: 'cash',
    reason: 'e2e',
  });
  return { token, id: me.data.id };
}

async function signIn(context: BrowserContext, token: string) {
  await context.clearCookies();
  await context.addCookies(['bearerToken', 'token'].map((name) => ({ name, value: token, url: baseURL })));
}

async function rollDice(page: Page, amount: string) {
  await page.goto('/en/games/dice');
  await page.getByLabel('Bet, RUB').fill(amount);
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
}

/** The page as a phone and a desktop show it, each opened at that size once `ready` is visible. */
async function screenshots(page: Page, name: string, ready: Locator, outputPath: (name: string) => string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await expect(ready).toBeVisible();
    await page.screenshot({ path: outputPath(`${name}-${width}.png`) });
  }
}

test('an FAQ deep link opens its answer, and the search finds answers as you type', async ({ page }, testInfo) => {
  await page.goto('/en/faq#withdraw');
  const answer = page.locator('details#withdraw');
  await expect(answer).toHaveAttribute('open', '');
  await expect(answer.getByText('The minimum withdrawal is 100 RUB, 1 USD, 500 KZT')).toBeVisible();
  await expect(page.locator('details#register')).not.toHaveAttribute('open', '');
  await screenshots(page, 'faq', answer.getByText('The minimum withdrawal is 100'), testInfo.outputPath.bind(testInfo));

  await page.getByLabel('Search the answers').fill('seed');
  await expect(page.getByRole('status').filter({ hasText: '2 answers found' })).toBeVisible();
  await expect(page.getByRole('group').filter({ hasText: 'How do I check a round?' })).toBeVisible();
  await expect(page.locator('details#withdraw')).toHaveCount(0);

  // The Kazakh help centre, opened at an answer by its link.
  await page.goto('/kz/faq#provably-fair');
  await expect(page.locator('details#provably-fair')).toHaveAttribute('open', '');
  await expect(page.getByText('Ойындарымыздың әр раундының нәтижесі')).toBeVisible();
});

test('/top shows a player who hides their statistics as Hidden, and the viewer their own place', async ({
  page,
  context,
}, testInfo) => {
  const shown = await fundedPlayer('top-shown');
  const hidden = await fundedPlayer('top-hidden');
  await signIn(context, shown.token);
  await rollDice(page, '80');
  await signIn(context, hidden.token);
  await rollDice(page, '90');
  await apiCall(baseURL, 'PUT', PROFILE_API.settings.path, hidden.token, { is_statistics_hidden: true });
  await operatorCall(baseURL, 'POST', LEADERBOARD_API.operatorRefresh.path);

  await signIn(context, shown.token);
  await page.goto('/en/top');
  const wagered = page.getByRole('region', { name: 'Most wagered' });
  await expect(wagered.getByRole('listitem').filter({ hasText: '₽90.00' })).toContainText('Hidden');
  const mine = wagered.getByRole('listitem').filter({ hasText: '(you)' });
  await expect(mine).toContainText(`Player ${shown.id}`);
  await expect(mine).toContainText('₽80.00');
  await expect(wagered).toContainText(/Your place: \d+ \(₽80\.00\)/);
  await expect(page.locator('main')).not.toContainText(`Player ${hidden.id}`);
  await expect(page.getByText(/^Updated /)).toBeVisible();
  const hiddenRow = wagered.getByRole('listitem').filter({ hasText: '₽90.00' });
  await screenshots(page, 'top', hiddenRow, testInfo.outputPath.bind(testInfo));

  await page.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');
  await expect(wagered.getByRole('listitem').filter({ hasText: '₽90.00' })).toContainText('Hidden');
});

test('a signed-in player is told when the terms they accepted changed, reads them and accepts', async ({
  page,
  context,
}, testInfo) => {
  const player = await fundedPlayer('terms');
  await signIn(context, player.token);
  await page.goto('/en/');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our terms have changed' })).toHaveCount(0);

  const published = await operatorCall<{ data: { version: number } }>(
    baseURL,
    'POST',
    pathOf(POLICIES_API.operatorPublish.path, { document: 'user-agreement' }),
    {
      locale: 'en',
      title: 'User agreement',
      sections: [
        {
          heading: '1. Who may play',
          paragraphs: ['You must be at least 18 years old. This edition adds the self-exclusion terms.'],
        },
      ],
    },
  );
  await page.reload();
  const notice = page.getByRole('region', { name: 'Our terms have changed' });
  await expect(notice).toBeVisible();
  await screenshots(page, 'terms-notice', notice, testInfo.outputPath.bind(testInfo));
  await notice.getByRole('link', { name: 'User agreement' }).click();
  await expect(page).toHaveURL(/\/en\/policy\/en\/user-agreement$/);
  await expect(page.getByText('This edition adds the self-exclusion terms.')).toBeVisible();
  await expect(page.getByText(`Version ${published.data.version}`)).toBeVisible();

  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('This edition adds the self-exclusion terms.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our terms have changed' })).toHaveCount(0);
});
