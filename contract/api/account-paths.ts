/**
 * The accounts API beyond contract/api/paths.ts (spec §7 paths exactly; the rest designed here).
 * Request and answer schemas: contract/api/auth.ts, contract/api/profile.ts and this file.
 */
export const ACCOUNT_API = {
  devOutbox: '/dev/outbox',
  devOutboxMessages: '/dev/outbox/messages',
} as const;
