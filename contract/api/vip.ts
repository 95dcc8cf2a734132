import { z } from 'zod';
import { endpoint } from './endpoint';
import { errorMessage } from './errors';
import { text } from './text';

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

  // Operator: the requests, newest first, and a decision on one.
  operatorRequests: endpoint({ method: 'GET', path: '/operator/vip', answer: OperatorVipAnswer }),
  operatorDecision: endpoint({
    method: 'POST',
    path: '/operator/vip/:userId/:decision',
    params: OperatorVipParams,
    answer: VipAnswer,
    resend: 'natural',
  }),
};
