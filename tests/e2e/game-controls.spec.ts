import { expect, test } from '@playwright/test';

test('dice hotkeys: off by default, then Space rolls, S and D halve and double, kept after a reload', async ({
  page,
}) => {
  await page.goto('/en/games/dice');
  await expect(page.getByTestId('demo-balance')).toContainText('₽1,000.00');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled();
  const hotkeys = page.getByRole('button', { name: 'Hotkeys', exact: true });
  await expect(hotkeys).toHaveAttribute('aria-pressed', 'false');

  // Off: the keys do nothing (a demo roll lands in a fraction of a second: none came).
  await page.keyboard.press('Space');
  await page.waitForTimeout(1500);
  await expect(page.getByTestId('recent-bet')).toHaveCount(0);

  // On (the toggle keeps the focus: Space still rolls instead of pressing it again).
  await hotkeys.click();
  await expect(hotkeys).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
  await expect(hotkeys).toHaveAttribute('aria-pressed', 'true');

  const amount = page.getByLabel('Bet, RUB');
  await amount.fill('10');
  // Typing in the amount field is never a hotkey: the letter goes into the field.
  await amount.press('KeyD');
  await expect(amount).toHaveValue('10d');
  await amount.fill('10');
  await amount.blur();
  await page.keyboard.press('KeyD');
  await expect(amount).toHaveValue('20.00');
  await page.keyboard.press('KeyS');
  await page.keyboard.press('KeyS');
  await expect(amount).toHaveValue('5.00');
  // Q turns roll under into roll over; E raises the win chance by 1%.
  await page.keyboard.press('KeyQ');
  await expect(page.getByRole('button', { name: 'Roll over' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('KeyE');
  await expect(page.getByLabel(/^Win chance/)).toHaveValue('5050');
  // A modifier leaves the browser's own shortcut alone.
  await page.keyboard.press('Shift+KeyD');
  await expect(amount).toHaveValue('5.00');

  // The help sheet lists this game's keys; Escape closes it.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('definition')).toContainText([
    'Roll',
    'Halve the bet',
    'Double the bet',
    'Switch between roll under and roll over',
  ]);
  // While it is open, keys do not play.
  await page.keyboard.press('Space');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Hotkeys', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeEnabled();
  await expect(page.getByTestId('dice-roll')).toHaveText('—');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
});

test('keno in instant mode: no draw animation, the result, the balance and the history row at once', async ({
  page,
}) => {
  await page.goto('/en/games/keno');
  const demo = page.getByTestId('demo-balance');
  await expect(demo).toContainText('₽1,000.00');
  const instant = page.getByRole('button', { name: 'Instant mode' });
  await instant.click();
  await expect(instant).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Bet, RUB').fill('10');
  const board = page.getByRole('group', { name: 'Keno board' });
  for (const square of ['3', '14', '25', '36']) await board.getByRole('button', { name: square, exact: true }).click();

  // Every text the result line shows from the click on: the draw would say "Drawing…" square by square.
  await page.getByTestId('keno-result').evaluate((line) => {
    const seen: string[] = [];
    (window as unknown as { kenoLines: string[] }).kenoLines = seen;
    new MutationObserver(() => seen.push(line.textContent ?? '')).observe(line, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(page.getByTestId('keno-result')).toHaveText(/^\d+ hits?: (you won|no win this time)/);
  await expect(board.locator('[data-drawn]')).toHaveCount(10);
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  const lines = await page.evaluate(() => (window as unknown as { kenoLines: string[] }).kenoLines);
  expect(lines.filter((line) => line.startsWith('Drawing'))).toEqual([]);
  expect(lines.length).toBeGreaterThan(0);
});

test('sound: off by default (no audio at all), on from its toggle, which makes the audio context', async ({ page }) => {
  // Counts the audio contexts made and the tones started, around the browser's own AudioContext.
  await page.addInitScript(() => {
    const counts = { contexts: 0, tones: 0 };
    (window as unknown as { audioCounts: typeof counts }).audioCounts = counts;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        counts.contexts++;
      }
      override createOscillator(): OscillatorNode {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          counts.tones++;
          start(when);
        };
        return oscillator;
      }
    };
  });
  const counts = () => page.evaluate(() => (window as unknown as { audioCounts: object }).audioCounts);
  await page.goto('/en/games/dice');
  const roll = page.getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled();
  const sound = page.getByRole('button', { name: 'Sound', exact: true });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await roll.click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(1);
  expect(await counts()).toEqual({ contexts: 0, tones: 0 });

  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await roll.click();
  await expect(page.getByTestId('recent-bet')).toHaveCount(2);
  // The bet's tone, then the win's or the loss's.
  await expect.poll(async () => (await counts()) as { contexts: number; tones: number }).toMatchObject({ contexts: 1 });
  await expect.poll(async () => ((await counts()) as { tones: number }).tones).toBeGreaterThanOrEqual(2);
});
