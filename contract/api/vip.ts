import { z } from 'zod';
import { CURRENCIES } from '../money';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';
import { WireAmount } from './wallet';

/** Where the request came from: the register modal's VIP choice, a social login on /vip-club, or the page's button. */
const VIP_REQUEST_TYPES = ['registration', 'social', 'page'] as const;
export type VipRequestType = (typeof VIP_REQUEST_TYPES)[number];

const VIP_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type VipStatus = (typeof VIP_STATUSES)[number];

export const VipJoinBody = z.object({
  request_type: z.enum(VIP_REQUEST_TYPES, {
    error: errorMessage('request_type_invalid', 'request_type must be registration, social or page'),
  }),
});
export type VipJoinBody = z.infer<typeof VipJoinBody>;

export const VipRequest = z.object({
  status: z.enum(VIP_STATUSES),
  request_type: z.enum(VIP_REQUEST_TYPES),
  requested_at: text(),
  decided_at: text().nullable(),
});
export type VipRequest = z.infer<typeof VipRequest>;

export const VipAnswer = z.object({ success: z.literal(true), data: VipRequest.nullable() });
export type VipAnswer = z.infer<typeof VipAnswer>;

export const OperatorVipAnswer = z.object({
  data: z.object({ items: z.array(VipRequest.extend({ user_id: z.number().int() })) }),
});

export const OperatorVipParams = z.object({
  userId: z.coerce.number().int().positive(),
  decision: z.enum(['accept', 'decline']),
});

/** What a claim pays: rakeback (once a UTC day), the level-up rewards reached, the weekly and the monthly bonus. */
export const VIP_REWARDS = ['rakeback', 'level_up', 'weekly', 'monthly'] as const;
export type VipReward = (typeof VIP_REWARDS)[number];

const Claimable = z.object({
  /** What a claim would pay now (0 when nothing, or already claimed this period). */
  amount: WireAmount,
  /** Already claimed in the current period (rakeback: today; weekly: this ISO week; monthly: this month). */
  claimed: z.boolean(),
});

/** GET api/v2/vip/status: the player's level in their wallet currency and what they can claim. */
export const VipLevelStatus = z.object({
  currency: z.enum(CURRENCIES),
  wagered: WireAmount,
  level: z.number().int(),
  /** The next level's threshold, null at the top. */
  next_threshold: WireAmount.nullable(),
  claimable: z.object({
    rakeback: Claimable,
    level_up: Claimable,
    weekly: Claimable,
    monthly: Claimable,
  }),
  premium: z.object({ eligible: z.boolean(), status: z.boolean() }),
});
export type VipLevelStatusData = z.infer<typeof VipLevelStatus>;
export const VipStatusAnswer = z.object({ success: z.literal(true), data: VipLevelStatus });

export const VipClaimBody = z.object({
  reward: z.enum(VIP_REWARDS, {
    error: errorMessage('reward_invalid', 'reward must be rakeback, level_up, weekly or monthly'),
  }),
});
export const VipClaimAnswer = z.object({
  success: z.literal(true),
  /** What this call paid (0 for a repeat within the period). */
  data: z.object({ paid: WireAmount, status: VipLevelStatus }),
});

/** VIP club membership requests (spec §7: POST api/v2/vip/join {request_type}; the rest is our design). */
export const VIP_API = {
  /** The player's request, or null. */
  request: endpoint({ method: 'GET', path: '/api/v2/vip/join', answer: VipAnswer }),
  /** Asks to join; a second call answers the request already made. */
  join: endpoint({
    method: 'POST',
    path: '/api/v2/vip/join',
    body: VipJoinBody,
    answer: VipAnswer,
    resend: 'natural', // One request per player.
  }),

  /** Level, progress and what can be claimed. */
  status: endpoint({ method: 'GET', path: '/api/v2/vip/status', answer: VipStatusAnswer }),
  /** Pays a reward once per its period: a second claim pays 0 and answers the status. */
  claim: endpoint({
    method: 'POST',
    path: '/api/v2/vip/claim',
    body: VipClaimBody,
    answer: VipClaimAnswer,
    resend: 'natural', // One payment per reward and period (vip_claims' unique key).
  }),

  // Operator: the requests, newest first, and a decision on one.
  operatorRequests: endpoint({
    method: 'GET',
    path: '/operator/vip',
    operatorRoles: ['support'],
    answer: OperatorVipAnswer,
  }),
  operatorDecision: endpoint({
    method: 'POST',
    path: '/operator/vip/:userId/:decision',
    operatorRoles: ['support'],
    params: OperatorVipParams,
    answer: VipAnswer,
    resend: 'natural',
  }),
};
