/** Every API path the clients call, in one place (spec §7). */
export const API = {
  profileUser: '/profile/user',
  logout: '/auth/logout',
  refreshToken: '/auth/refresh-token',
  registerEmail: '/api/v2/auth/register/email',
  loginEmailPassword: '/api/v2/auth/login/email/password',
  // Wallet and billing (contract/api/wallet.ts, contract/api/billing.ts). `:name` segments are path parameters.
  // Attribution and promo (spec §7; contract/api/attribution.ts, contract/api/promo.ts).
  // Platform: the route-rule lookup (contract/api/route-rules.ts).
  // Analytics collector and the built-in support chat (contract/api/analytics.ts, contract/api/support.ts).
  supportMessages: '/api/v2/support/messages',
  supportUnread: '/api/v2/support/unread',
  supportRead: '/api/v2/support/read',
  // Operator API (Authorization: Bearer $OPERATOR_TOKEN).
  operatorSupportConversations: '/operator/support/conversations',
  operatorSupportMessages: '/operator/support/conversations/:userId/messages',
} as const;

/** Fills the `:name` segments of an API path. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
