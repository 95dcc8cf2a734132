import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importChain, type PageReach, pageReach } from './page-reach';

/**
 * The operators' back office is a build of its own (vite.backoffice.config.ts): none of its modules may be reached
 * from the player's page or the player's worker (their bundles would carry it), and it reaches none of the player's
 * screens, stores or catalogue (its bundle would carry those). Its page, like the player's, never loads zod.
 */
const ROOT = join(import.meta.dirname, '../..');
const at = (path: string) => join(ROOT, path);

function reachedUnder(reach: PageReach, folder: string): string[][] {
  return [...reach.modules.keys()]
    .filter((file) => relative(ROOT, file).startsWith(folder))
    .map((file) => importChain(reach, file).map((step) => relative(ROOT, step)));
}

describe('the back office and the player’s bundles', () => {
  const player = pageReach(at('src/main.tsx'));
  const playerWorker = pageReach(at('workers/api.worker.ts'));
  const backoffice = pageReach(at('src/backoffice/main.tsx'));

  it('walks far enough to prove something', () => {
    expect(player.modules.has(at('src/features/games/dice/DiceGame.tsx'))).toBe(true);
    expect(playerWorker.modules.has(at('workers/http/client.ts'))).toBe(true);
    expect(backoffice.modules.has(at('src/backoffice/features/payouts/PayoutCard.tsx'))).toBe(true);
  });

  it('keeps every back-office module out of the player’s page and worker', () => {
    expect(reachedUnder(player, 'src/backoffice/')).toEqual([]);
    expect(reachedUnder(player, 'workers/backoffice/')).toEqual([]);
    expect(reachedUnder(playerWorker, 'workers/backoffice/')).toEqual([]);
  });

  it('keeps the player’s routes, screens, stores and catalogue out of the back office', () => {
    for (const folder of ['src/routes/', 'src/features/', 'src/stores/', 'src/i18n/', 'src/locales/']) {
      expect(reachedUnder(backoffice, folder), folder).toEqual([]);
    }
    const zod = [...backoffice.packages].filter(([spec]) => spec === 'zod' || spec.startsWith('zod/'));
    expect(zod.map(([, importer]) => importChain(backoffice, importer).map((f) => relative(ROOT, f)))).toEqual([]);
  });
});
