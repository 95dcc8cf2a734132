import { type ChangedPolicy, POLICIES_API, type PolicyVersion } from '../../contract/api/policies';
import type { Locale } from '../../contract/locales';
import type { PolicyName } from '../../contract/policy-pages';
import { type ApiResult, attempt } from '../api-result';
import { call } from '../http/call';
import { type HttpClient, toFailure } from '../http/client';
import type { PolicyCache } from './policy-cache';

/** A policy's current text; `savedAt` is set when it is the last copy kept offline (the time it was fetched). */
export type PolicyPageData = PolicyVersion & { savedAt: number | null };

/** The current version of a policy page, kept as the last copy; without a network the kept copy is answered. */
export async function loadPolicy(
  http: HttpClient,
  cache: PolicyCache,
  document: PolicyName,
  locale: Locale,
): Promise<ApiResult<PolicyPageData>> {
  try {
    const answer = await call(http, POLICIES_API.current, { params: { document }, query: { locale } });
    await cache.save(answer.data).catch(() => {});
    return { ok: true, data: { ...answer.data, savedAt: null } };
  } catch (error) {
    const failure = toFailure(error);
    if (failure.kind === 'network') {
      const copy = await cache.read(document, locale).catch(() => null);
      if (copy) return { ok: true, data: { ...copy.policy, savedAt: copy.savedAt } };
    }
    return { ok: false, failure };
  }
}

/** The policies the signed-in player accepted that changed since. */
export const changedPolicies = (http: HttpClient): Promise<ApiResult<ChangedPolicy[]>> =>
  attempt(async () => (await call(http, POLICIES_API.acceptance)).data.changed);

/** Accepts a version of a policy; answers what is still changed. */
export const acceptPolicy = (http: HttpClient, document: PolicyName, version: number) =>
  attempt(
    async () => (await call(http, POLICIES_API.accept, { params: { document }, body: { version } })).data.changed,
  );
