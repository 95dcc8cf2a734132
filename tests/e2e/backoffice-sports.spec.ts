import { expect, test } from '@playwright/test';
import { type EventsAnswer, type OperatorSettings, SPORTS_API } from '../../contract/api/sports';
import { baseURL } from '../../playwright.config';
import {
  expectNoSeriousAxeFindings,
  expectNoSidewaysScroll,
  newOperator,
  signInAsOperator,
} from './backoffice-helpers';
import { operatorCall } from './helpers';

/** Issue 17 and 19: the sportsbook's margins, limits and events in the back office. */
test.use({ locale: 'en-US' });

test('a risk operator changes a margin and sees it saved, looks up an event, and the screen fits a phone', async ({
  browser,
}) => {
  const settings = await operatorCall<{ data: OperatorSettings }>(baseURL, 'GET', SPORTS_API.operatorSettings.path);
  const before = settings.data.margins.find((margin) => margin.scope === 'correct_score')?.margin_bp;
  const fallback = settings.data.margins.find((margin) => margin.scope === 'default')?.margin_bp ?? 600;
  const office = await signInAsOperator(browser, await newOperator('risk'));
  try {
    await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sportsbook' }).click();
    await expect(office.getByRole('heading', { name: 'Sportsbook', level: 1 })).toBeVisible();

    const form = office.getByRole('form', { name: 'Change a margin' });
    await form.getByLabel('Markets').selectOption({ label: 'Correct score' });
    await form.getByLabel('Margin, %').fill('7.25');
    await form.getByRole('button', { name: 'Save the margin' }).click();
    await expect(office.getByRole('status')).toHaveText('The margin of Correct score is 7.25%.');
    await expect(office.getByTestId('margin-correct_score')).toContainText('7.25%');
    // Saved on the server: a fresh page reads it back.
    await office.reload();
    await expect(office.getByTestId('margin-correct_score')).toContainText('7.25%');

    // Not a percent: said beside the field, nothing sent.
    await form.getByLabel('Margin, %').fill('seven');
    await form.getByRole('button', { name: 'Save the margin' }).click();
    await expect(form.getByLabel('Margin, %')).toHaveAttribute('aria-invalid', 'true');
    await expect(form).toContainText('A percent from 0 to 50 with at most two decimals.');

    // An event of the book by its id: its name and its markets with their margins.
    const events = await operatorCall<EventsAnswer>(baseURL, 'GET', `${SPORTS_API.events.path}?state=upcoming`);
    const [event] = events.data.items;
    if (!event) throw new Error('The e2e book has no upcoming event');
    const lookup = office.getByRole('form', { name: 'Find an event' });
    await lookup.getByLabel('Event id').fill(String(event.id));
    await lookup.getByRole('button', { name: 'Find' }).click();
    await expect(office.getByRole('heading', { name: event.name, level: 3 })).toBeVisible();
    await expect(office.getByTestId('sports-event-status')).toHaveText('Upcoming');
    await expect(office.getByRole('region', { name: `Markets of ${event.name}` })).toContainText('%');

    await office.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(office, 'sportsbook on a phone');
    await expectNoSeriousAxeFindings(office, 'sportsbook on a phone');
    await office.screenshot({ path: test.info().outputPath('sportsbook-phone.png'), fullPage: true });
    for (const [locale, title] of [
      ['Русский', 'Ставки на спорт'],
      ['Қазақша', 'Спортқа бәс'],
    ] as const) {
      await office.getByLabel(/^(Language|Язык|Тіл)$/).selectOption({ label: locale });
      await expect(office.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(office, `sportsbook on a phone in ${locale}`);
    }
  } finally {
    await operatorCall(baseURL, 'PUT', SPORTS_API.operatorMargin.path, {
      scope: 'correct_score',
      margin_bp: before ?? fallback,
    });
    await office.context().close();
  }
});

test('a support operator looks up events but sees no margins or limits to change', async ({ browser }) => {
  const office = await signInAsOperator(browser, await newOperator('support'));
  await office.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Sportsbook' }).click();
  await expect(office.getByRole('form', { name: 'Find an event' })).toBeVisible();
  await expect(office.getByRole('heading', { name: 'Margins' })).toHaveCount(0);
  await expect(office.getByRole('form', { name: 'Change a margin' })).toHaveCount(0);
  await expect(office.getByRole('alert')).toHaveCount(0);
});
