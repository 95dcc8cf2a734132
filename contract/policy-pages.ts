/** The policy documents (spec §2's policy pages), and the pages the site has: small, for every page's bundle. */
export const POLICY_NAMES = ['user-agreement', 'confidential', 'kyc'] as const;
export type PolicyName = (typeof POLICY_NAMES)[number];

/** What a player accepts at registration, and is told about when it changes. */
export const ACCEPTED_POLICIES: readonly PolicyName[] = ['user-agreement', 'confidential'];

/** The policy pages the site has (each a route under src/routes/.../policy/), by language and document. */
export const SHIPPED_POLICY_KEYS = [
  'en/kyc',
  'en/user-agreement',
  'en/confidential',
  'kz/confidential',
  'ru/confidential',
  'ru/user-agreement',
] as const;
export type ShippedPolicyKey = (typeof SHIPPED_POLICY_KEYS)[number];

export const policyOf = (key: ShippedPolicyKey) => {
  const [lang, name] = key.split('/') as ['en' | 'ru' | 'kz', PolicyName];
  return { lang, name };
};
