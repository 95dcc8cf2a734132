import { and, asc, desc, eq } from 'drizzle-orm';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_API, type EVENT_KINDS } from '../../contract/api/bonus';

type GrantEventKind = (typeof EVENT_KINDS)[number];

import { type Currency, fromMinor, toMinor } from '../../contract/money';
import { requireAuth } from '../auth/authenticate';
import { bonusEvents, bonusGrants, bonusOffers } from '../db/schema';
import type { Db } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
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
      .select({ event: bonusEvents, currency: bonusGrants.currency })
      .from(bonusEvents)
      .innerJoin(bonusGrants, eq(bonusGrants.id, bonusEvents.grantId))
      .where(eq(bonusEvents.userId, userId))
      .orderBy(desc(bonusEvents.id))
      .limit(200);
    const now = new Date();
    return {
      data: {
        bonuses: rows.map((row) => grantView(row.grant, row.name, now)),
        events: events.map(({ event, currency }) => ({
          id: event.id,
          grant_id: event.grantId,
          kind: event.kind as GrantEventKind,
          amount: fromMinor(event.amountMinor, currency as Currency),
          reference: event.reference,
          created_at: event.createdAt.toISOString(),
        })),
      },
    };
  });
};

/** The operator's bonus configuration (mounted by server/operator behind the operator token). */
export function bonusOperatorRoutes(db: Db, bonus: BonusService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, BONUS_API.operatorOffers, {}, async () => {
      const rows = await db.select().from(bonusOffers).orderBy(asc(bonusOffers.id));
      return { data: rows.map((row) => ({ ...offerView(row), code: row.code, uses: row.uses })) };
    });

    route(app, BONUS_API.operatorCreateOffer, {}, async (request) => {
      const body = request.body;
      const minor = (amounts: Record<string, string>, field: string) => {
        const out: Record<string, string> = {};
        for (const [currency, amount] of Object.entries(amounts)) {
          try {
            out[currency] = toMinor(amount, currency as Currency).toString();
          } catch {
            throw new ValidationError({ [`${field}.${currency}`]: ['amount_invalid: Not an amount of this currency'] });
          }
        }
        return out;
      };
      if ((body.kind === 'promo' || body.kind === 'regdep' || body.kind === 'super_bonus') && !body.code) {
        throw new ValidationError({ code: ['code_required: This kind of offer needs a code'] });
      }
      if (body.kind === 'free_spins' && (!body.game || !body.spins)) {
        throw new ValidationError({ game: ['game_required: Free spins need their game and number of spins'] });
      }
      if (body.kind === 'welcome_pack' && !body.step) {
        throw new ValidationError({ step: ['step_required: A welcome-pack step needs its deposit number'] });
      }
      const [row] = await db
        .insert(bonusOffers)
        .values({
          kind: body.kind,
          code: body.code,
          name: body.name,
          publicTitle: body.public_title,
          step: body.step,
          percent: body.percent,
          amounts: minor(body.amounts, 'amounts'),
          wagerMultiplier: body.wager_multiplier,
          wagerBase: body.wager_base,
          maxBets: minor(body.max_bets, 'max_bets'),
          lifetimeS: body.lifetime_s,
          maxUses: body.max_uses,
          startsAt: body.starts_at ? new Date(body.starts_at) : null,
          endsAt: body.ends_at ? new Date(body.ends_at) : null,
          active: body.active,
          game: body.game,
          spins: body.spins,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new ValidationError({ code: ['code_taken: Another offer has this code or step'] });
      return { data: offerView(row) };
    });

    route(app, BONUS_API.operatorGrant, {}, async (request) => {
      const { user_id, offer_id, source } = request.body;
      const [offer] = await db.select().from(bonusOffers).where(eq(bonusOffers.id, offer_id));
      if (!offer) throw new ValidationError({ offer_id: ['offer_unknown: No such offer'] });
      const currency = await userCurrency(db, user_id).catch((error: unknown) => {
        if (error instanceof HttpError && error.statusCode === 401) {
          throw new ValidationError({ user_id: ['user_unknown: No such player'] });
        }
        throw error;
      });
      const stored = offer.amounts[currency];
      if (stored === undefined) throw new ValidationError({ offer_id: [`offer_currency: No amount in ${currency}`] });
      const grant = await db.transaction((tx) =>
        bonus.grant(tx, {
          userId: user_id,
          offer,
          currency,
          amountMinor: BigInt(stored),
          source: `operator:${source}`,
        }),
      );
      return { data: grant ? grantView(grant, offer.name, new Date()) : null };
    });
  };
}
