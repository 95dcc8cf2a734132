import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BONUS_API, type OfferEdit } from '../../contract/api/bonus';
import { type Currency, toMinor } from '../../contract/money';
import { type BonusOfferRow, bonusOffers } from '../db/schema';
import type { Db, Tx } from '../db/types';
import { HttpError, ValidationError } from '../lib/http-error';
import { route } from '../lib/route';
import { audited } from '../operator/audit';
import { requireOperator } from '../operator/principal';
import { userCurrency } from '../wallet/currency';
import type { BonusService } from './service';
import { grantView, offerView, operatorOfferView } from './views';

/** Decimal amounts per currency (as the operator sends them) → minor units (as stored); 422 on one that is not. */
function minorAmounts(amounts: Record<string, string>, field: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [currency, amount] of Object.entries(amounts)) {
    try {
      out[currency] = toMinor(amount, currency as Currency).toString();
    } catch {
      throw new ValidationError({ [`${field}.${currency}`]: ['amount_invalid: Not an amount of this currency'] });
    }
  }
  return out;
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The columns an edit sets: only the fields it names. */
function editedColumns(edit: OfferEdit): Partial<typeof bonusOffers.$inferInsert> {
  const set: Partial<typeof bonusOffers.$inferInsert> = {};
  if (edit.name !== undefined) set.name = edit.name;
  if (edit.public_title !== undefined) set.publicTitle = edit.public_title;
  if (edit.starts_at !== undefined) set.startsAt = dateOrNull(edit.starts_at);
  if (edit.ends_at !== undefined) set.endsAt = dateOrNull(edit.ends_at);
  if (edit.max_uses !== undefined) set.maxUses = edit.max_uses;
  if (edit.max_bets !== undefined) set.maxBets = minorAmounts(edit.max_bets, 'max_bets');
  if (edit.lifetime_s !== undefined) set.lifetimeS = edit.lifetime_s;
  return set;
}

async function lockedOffer(tx: Tx, id: number): Promise<BonusOfferRow> {
  const [row] = await tx.select().from(bonusOffers).where(eq(bonusOffers.id, id)).for('update');
  if (!row) throw new HttpError(404, 'offer_not_found', 'No such offer');
  return row;
}

/** Whether an edit changed what the operator sees of the offer (a resent edit changes nothing and is not audited). */
const changed = (before: BonusOfferRow, after: BonusOfferRow) =>
  JSON.stringify(operatorOfferView(before)) !== JSON.stringify(operatorOfferView(after));

/**
 * The operator's bonus configuration (mounted by server/operator behind the operator token): offers listed, created,
 * edited and switched off, and bonuses granted by hand; each write with its audit entry in its own transaction.
 */
export function bonusOperatorRoutes(db: Db, bonus: BonusService): FastifyPluginAsyncZod {
  return async (app) => {
    route(app, BONUS_API.operatorOffers, {}, async () => {
      const rows = await db.select().from(bonusOffers).orderBy(asc(bonusOffers.id));
      return { data: rows.map(operatorOfferView) };
    });

    route(app, BONUS_API.operatorCreateOffer, {}, async (request) => {
      const body = request.body;
      if ((body.kind === 'promo' || body.kind === 'regdep' || body.kind === 'super_bonus') && !body.code) {
        throw new ValidationError({ code: ['code_required: This kind of offer needs a code'] });
      }
      if (body.kind === 'free_spins' && (!body.game || !body.spins)) {
        throw new ValidationError({ game: ['game_required: Free spins need their game and number of spins'] });
      }
      if (body.kind === 'welcome_pack' && !body.step) {
        throw new ValidationError({ step: ['step_required: A welcome-pack step needs its deposit number'] });
      }
      const values = {
        kind: body.kind,
        code: body.code,
        name: body.name,
        publicTitle: body.public_title,
        step: body.step,
        percent: body.percent,
        amounts: minorAmounts(body.amounts, 'amounts'),
        wagerMultiplier: body.wager_multiplier,
        wagerBase: body.wager_base,
        maxBets: minorAmounts(body.max_bets, 'max_bets'),
        lifetimeS: body.lifetime_s,
        maxUses: body.max_uses,
        startsAt: body.starts_at ? new Date(body.starts_at) : null,
        endsAt: body.ends_at ? new Date(body.ends_at) : null,
        active: body.active,
        game: body.game,
        spins: body.spins,
      };
      const row = await audited(
        db,
        requireOperator(request),
        async (tx) => {
          const [inserted] = await tx.insert(bonusOffers).values(values).onConflictDoNothing().returning();
          if (!inserted) throw new ValidationError({ code: ['code_taken: Another offer has this code or step'] });
          return inserted;
        },
        (inserted) => ({ action: 'bonus.offer.create', target: `bonus_offer:${inserted.id}`, after: body }),
      );
      return { data: offerView(row) };
    });

    route(app, BONUS_API.operatorEditOffer, {}, async (request) => {
      const { id } = request.params;
      const set = editedColumns(request.body);
      const { after } = await audited(
        db,
        requireOperator(request),
        async (tx) => {
          const current = await lockedOffer(tx, id);
          const startsAt = set.startsAt === undefined ? current.startsAt : set.startsAt;
          const endsAt = set.endsAt === undefined ? current.endsAt : set.endsAt;
          if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime()) {
            throw new ValidationError({ ends_at: ['dates_invalid: An offer ends after it starts'] });
          }
          if (Object.keys(set).length === 0) return { before: current, after: current };
          const [updated] = await tx.update(bonusOffers).set(set).where(eq(bonusOffers.id, id)).returning();
          return { before: current, after: updated ?? current };
        },
        (result) =>
          changed(result.before, result.after)
            ? {
                action: 'bonus.offer.edit',
                target: `bonus_offer:${id}`,
                before: operatorOfferView(result.before),
                after: request.body,
              }
            : null,
      );
      return { data: operatorOfferView(after) };
    });

    route(app, BONUS_API.operatorDeactivateOffer, {}, async (request) => {
      const { id } = request.params;
      const { after } = await audited(
        db,
        requireOperator(request),
        async (tx) => {
          const current = await lockedOffer(tx, id);
          if (!current.active) return { before: current, after: current };
          const [updated] = await tx
            .update(bonusOffers)
            .set({ active: false })
            .where(eq(bonusOffers.id, id))
            .returning();
          return { before: current, after: updated ?? current };
        },
        (result) =>
          result.before.active
            ? { action: 'bonus.offer.deactivate', target: `bonus_offer:${id}`, after: { active: false } }
            : null,
      );
      return { data: operatorOfferView(after) };
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
      const grant = await audited(
        db,
        requireOperator(request),
        (tx) =>
          bonus.grant(tx, {
            userId: user_id,
            offer,
            currency,
            amountMinor: BigInt(stored),
            source: `operator:${source}`,
          }),
        // A resend grants nothing again: nothing to record.
        (granted) =>
          granted
            ? { action: 'bonus.grant', target: `user:${user_id}`, after: { offer_id, source, grant_id: granted.id } }
            : null,
      );
      return { data: grant ? grantView(grant, offer.name, new Date()) : null };
    });
  };
}
