import type { LeaderboardPeriod } from '../../contract/leaderboard';
import type { Locale } from '../../contract/locales';
import type { Currency } from '../../contract/money';
import type { PolicyName } from '../../contract/policy-pages';
import type { ContextRef } from '../context';
import { loadLeaderboard } from './leaderboard';
import { acceptPolicy, changedPolicies, loadPolicy } from './policies';
import { dexiePolicyCache } from './policy-cache';

/** The policy pages (their current text, kept for offline), the "terms changed" notice, and the leaderboard. */
export function contentHandlers(ref: ContextRef) {
  const cache = dexiePolicyCache();
  const http = async () => (await ref.ready()).session.http;
  return {
    policy: async (document: PolicyName, locale: Locale) => loadPolicy(await http(), cache, document, locale),
    changedPolicies: async () => changedPolicies(await http()),
    acceptPolicy: async (document: PolicyName, version: number) => acceptPolicy(await http(), document, version),
    leaderboard: async (period: LeaderboardPeriod, currency: Currency) =>
      loadLeaderboard(await http(), period, currency),
  };
}
