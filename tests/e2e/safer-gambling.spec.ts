import { expect, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { depositThroughSandbox, ensureRubCardMethod, openPayIn, registerThroughModal, uniqueEmail } from './helpers';

// The e2e server counts a reality-check minute as a second (REALITY_CHECK_MINUTE_S=1 in playwright.config.ts).
test('a player sets a deposit limit, is refused above it, and a reality check shows the net position', async ({
  page,
}) => {
  await ensureRubCardMethod(baseURL);
  await page.goto('/en');
  await registerThroughModal(page, { email: uniqueEmail('safer'), password: 'safer pass 12', currency: 'RUB' });
  await expect(page.getByTestId('balance')).toContainText('0.00');
  // The session's time is always in the header.
  await expect(page.getByRole('banner').getByText(/^\d+:\d{2}:\d{2}$/)).toBeVisible();

  await page.goto('/en/profile/safer-gambling');
  const limits = page.getByRole('region', { name: 'Limits' });
  await limits.getByLabel('Limit', { exact: true }).selectOption('deposit');
  await limits.getByLabel('Period').selectOption('day');
  await limits.getByLabel('Amount, RUB').fill('300');
  await limits.getByRole('button', { name: 'Save limit' }).click();
  await expect(limits.getByRole('row', { name: /Deposits/ })).toContainText('₽300.00');

  const payIn = await openPayIn(page);
  await payIn.getByLabel(/^Amount/).fill('500');
  await payIn.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Your deposit limit allows ₽300.00 more for now');
  await expect(payIn.getByRole('timer')).toHaveCount(0);
  await payIn.getByRole('button', { name: 'Close' }).click();

  await depositThroughSandbox(page, '200');
  await expect(page.getByTestId('balance')).toContainText('200.00');
  await page.goto('/en/games/dice');
  await page.getByLabel('Bet, RUB').fill('10');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  const balance = Number(((await page.getByTestId('balance').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const net = balance - 200;

  await page.goto('/en/profile/safer-gambling');
  await page.getByLabel('Remind me every').selectOption('15');
  const check = page.getByRole('dialog', { name: 'Reality check' });
  await expect(check).toBeVisible({ timeout: 30_000 });
  await expect(check).toContainText(/You have been playing for \d+:\d{2}:\d{2}\./);
  await expect(check).toContainText(
    net < 0
      ? `Since this session began you lost ₽${Math.abs(net).toFixed(2)}.`
      : `Since this session began you won ₽${net.toFixed(2)}.`,
  );
  await expect(check).toContainText('Staked in this session: ₽10.00');
  await check.getByRole('button', { name: 'Continue playing' }).click();
  await expect(check).toHaveCount(0);
});
