import { and, asc, desc, eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_API, type EVENT_KINDS } from '../../contract/api/bonus';

type GrantEventKind = (typeof EVENT_KINDS)[number];

import { type Currency, fromMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import { bonusEvents, bonusGrants, bonusOffers } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/route';
import { userCurrency } from '../wallet/currency';
import type { BonusService } from './service';
import { campaignView, grantView, offerView } from './views';

interface BonusRoutesOptions {
  db: Db;
  bonus: BonusService;
  authenticate: preHandlerAsyncHookHandler;
}

/** The bonus calls of spec §7 and the player's bonuses (contract/api/bonus.ts). */
export const bonusRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, { db, bonus, authenticate }) => {
  route(app, BONUS_API.promo, {}, async (request) => ({
    data: offerView(await bonus.promo(request.params.promo, request.query.currency ?? null)),
  }));

  route(app, BONUS_API.waitingRegDep, { preHandler: authenticate }, async (request) => {
    const waiting = await bonus.waitingRegDep(db, requireAuth(request).userId);
    if (!waiting) return { data: null };
    const expiresIn = Math.max(0, Math.ceil((waiting.endsAt.getTime() - Date.now()) / 1000));
    return { data: { name: waiting.offer.name, expires_in: expiresIn } };
  });

  route(app, BONUS_API.welcomePacksGuest, {}, async () => {
    const steps = await db
      .select()
      .from(bonusOffers)
      .where(and(eq(bonusOffers.kind, 'welcome_pack'), eq(bonusOffers.active, true)))
      .orderBy(asc(bonusOffers.step));
    return {
      data: {
        publicTitle: steps[0]?.publicTitle ?? null,
        steps: steps.map((row) => ({ ...offerView(row), step: row.step ?? 0 })),
      },
    };
  });

  route(app, BONUS_API.activatePromo, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    const currency = await userCurrency(db, userId);
    const grant = await bonus.activatePromo(userId, request.params.promo, currency);
    const [offer] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, grant.offerId));
    return { data: grantView(grant, offer?.name ?? '', new Date()) };
  });

  const campaigns = async (userId: number, id?: number) =>
    (await bonus.freeSpins(userId, id)).map((row) => campaignView(row.grant, row.offer));

  route(app, BONUS_API.freeSpins, { preHandler: authenticate }, async (request) => ({
    data: await campaigns(requireAuth(request).userId),
  }));

  route(app, BONUS_API.freeSpinsCampaign, { preHandler: authenticate }, async (request) => {
    const [campaign] = await campaigns(requireAuth(request).userId, request.params.id);
    if (!campaign) throw new HttpError(404, 'campaign_not_found', 'No such free-spins campaign');
    return { data: campaign };
  });

  route(app, BONUS_API.cancelFreeSpins, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    const [campaign] = await campaigns(userId, request.params.id);
    // A resend after the cancel answers the cancelled campaign.
    if (!campaign || (campaign.status !== 'open' && campaign.status !== 'cancelled')) {
      throw new HttpError(404, 'campaign_not_found', 'No open free-spins campaign with this id');
    }
    if (campaign.status === 'open' && !(await bonus.cancelFreeSpins(userId, campaign.id))) {
      throw new HttpError(404, 'campaign_not_found', 'No open free-spins campaign with this id');
    }
    const [cancelled] = await campaigns(userId, campaign.id);
    return { data: cancelled ?? campaign };
  });

  route(app, BONUS_API.bonuses, { preHandler: authenticate }, async (request) => {
    const { userId } = requireAuth(request);
    await bonus.expireDue(userId);
    const rows = await db
      .select({ grant: bonusGrants, name: bonusOffers.name })
      .from(bonusGrants)
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
      .where(eq(bonusGrants.userId, userId))
      .orderBy(desc(bonusGrants.id))
      .limit(100);
    const events = await db
      .select({ event: bonusEvents, currency: bonusGrants.currency, name: bonusOffers.name })
      .from(bonusEvents)
      .innerJoin(bonusGrants, eq(bonusGrants.id, bonusEvents.grantId))
      .innerJoin(bonusOffers, eq(bonusOffers.id, bonusGrants.offerId))
      .where(eq(bonusEvents.userId, userId))
      .orderBy(desc(bonusEvents.id))
      .limit(200);
    const now = new Date();
    return {
      data: {
        bonuses: rows.map((row) => grantView(row.grant, row.name, now)),
        events: events.map(({ event, currency, name }) => ({
          id: event.id,
          grant_id: event.grantId,
          name,
          currency: currency as Currency,
          kind: event.kind as GrantEventKind,
          amount: fromMinor(event.amountMinor, currency as Currency),
          reference: event.reference,
          created_at: event.createdAt.toISOString(),
        })),
      },
    };
  });
};
