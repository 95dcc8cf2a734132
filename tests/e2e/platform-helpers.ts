import type { Page } from '@playwright/test';
import { PROFILE_API } from '../../contract/api/profile';
import { apiCall } from './helpers';

/** A desktop Chrome agent: the headless one says HeadlessChrome, which isbot rightly calls a robot. */
export const DESKTOP_CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** The signed-in player's token (from the spec's bearerToken cookie) and id. */
export async function currentPlayer(page: Page, origin: string): Promise<{ token: string; userId: number }> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'bearerToken')?.value ?? '';
  const me = await apiCall<{ data: { id: number } }>(origin, 'GET', PROFILE_API.user.path, token);
  return { token, userId: me.data.id };
}
