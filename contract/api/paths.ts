/** Every API path the clients call, in one place (spec §7). */
export const API = {
  geoIp: '/geo_ip',
  // Wallet and billing (contract/api/wallet.ts, contract/api/billing.ts). `:name` segments are path parameters.
  billingData: '/api/v2/billing/data',
  billingInvoice: '/api/v2/billing/invoice',
  billingPaymentStatus: '/billing/payment/status/:invoiceId',
  billingPayouts: '/api/v2/billing/payouts',
  billingPayoutCancel: '/api/v2/billing/payouts/:id/cancel',
  billingWebhook: '/billing/webhook/:provider',
  sandboxPay: '/sandbox/pay/:hash',
  // Attribution and promo (spec §7; contract/api/attribution.ts, contract/api/promo.ts).
  attachSource: '/attachSource',
  utm: '/middleware/utm',
  pageOpen: '/middleware/registerPageOpenEvent',
  affiliate: '/middleware/affiliate',
  middlewareIp: '/middleware/ip',
  bonusByPromo: '/bonus-system/bonus/:promo',
  waitingRegDep: '/bonus-system/bonus-activation/waiting-reg-and-dep',
  welcomePacksGuest: '/api/v3/welcome-pack/get-welcome-packs-guest',
  // Platform: the route-rule lookup (contract/api/route-rules.ts).
  routeRule: '/api/route-rule',
  // Analytics collector and the built-in support chat (contract/api/analytics.ts, contract/api/support.ts).
  analyticsEvents: '/api/v2/analytics/events',
  // Operator API (Authorization: Bearer $OPERATOR_TOKEN).
  operatorAdjust: '/operator/wallet/adjust',
  operatorLedgerCheck: '/operator/ledger/check',
  operatorPayouts: '/operator/payouts',
  operatorPayoutAction: '/operator/payouts/:id/:action',
  operatorMethods: '/operator/billing/methods',
  operatorBlockedCountries: '/operator/geo/blocked-countries',
  operatorRouteRules: '/operator/route-rules',
  operatorAttributionEvents: '/operator/attribution/events',
  operatorUtmPromos: '/operator/attribution/utm-promos',
  operatorAnalyticsEvents: '/operator/analytics/events',
} as const;

/** Fills the `:name` segments of an API path. */
export function apiPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([a-zA-Z]+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
