import type { FastifyInstance } from 'fastify';
import { CURRENCIES } from '../../contract/money';
import { STUDIO_SLOTS } from '../../contract/slots/registry';
import type { BonusService } from '../bonus/service';
import type { Db } from '../db/types';
import { createStakeGuard } from '../safer-gambling/stake-guard';
import type { WalletService } from '../wallet/service';
import { createCatalogue } from './catalogue';
import { syncCatalogue } from './catalogue-sync';
import { createLaunch } from './launch';
import { providerSecret, STUDIO_PROVIDER } from './providers';
import { signedCasinoWallet } from './studio/casino-client';
import { createStudio } from './studio/service';
import { createWalletCalls } from './wallet-calls';

/** The studio's catalogue feed: its slots as the catalogue lists them. */
export const studioCatalogue = () =>
  STUDIO_SLOTS.map((game, i) => ({
    gameId: game.id,
    title: game.title,
    category: game.category,
    rtpBp: game.publishedRtpBp,
    volatility: game.volatility,
    demo: true,
    currencies: CURRENCIES,
    art: { hue: (i * 137) % 360, symbol: game.symbols[0] ?? '' },
    popularity: 1_000_000 - i,
  }));

/**
 * The slots realm: the casino's wallet calls, the launch, and our studio (a provider calling the casino through
 * `app`'s own signed routes, as any provider would). The studio's catalogue is synced at every start.
 */
export async function createSlots({
  app,
  apiHost,
  db,
  wallet,
  bonus,
}: {
  app: FastifyInstance;
  apiHost: string;
  db: Db;
  wallet: WalletService;
  bonus: BonusService;
}) {
  const calls = createWalletCalls({ db, wallet, stakeGuard: createStakeGuard(db), bonus });
  const casino = signedCasinoWallet(
    (options) => app.inject({ ...options, headers: { host: apiHost, ...options.headers } }),
    STUDIO_PROVIDER,
    () => providerSecret(db, STUDIO_PROVIDER),
  );
  const studio = createStudio({ db, casino: () => casino });
  const launch = createLaunch({ db, studio });
  await syncCatalogue(db, STUDIO_PROVIDER, studioCatalogue());
  return { calls, studio, launch, catalogue: createCatalogue(db) };
}
