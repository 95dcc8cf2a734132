import { proxy } from 'valtio';
import type { ChangedPolicy } from '../../contract/api/policies';
import type { Locale } from '../../contract/locales';
import type { PolicyName } from '../../contract/policy-pages';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/** The policies the signed-in player accepted that changed since, and whether they put the notice off for now. */
export const policiesState = proxy<{ changed: ChangedPolicy[]; later: boolean }>({ changed: [], later: false });

export const usePolicies = storeHook(policiesState);

/** Asks which accepted policies changed (a failure leaves the notice as it was: it is not urgent). */
export async function checkChangedPolicies(): Promise<void> {
  const result = await (await workerApi()).changedPolicies();
  if (result.ok) policiesState.changed = result.data;
}

/** The player accepts the current version of every changed policy. */
export async function acceptChangedPolicies() {
  const api = await workerApi();
  for (const policy of [...policiesState.changed]) {
    const result = await api.acceptPolicy(policy.document, policy.current_version);
    if (!result.ok) return result;
    policiesState.changed = result.data;
  }
  return { ok: true as const, data: null };
}

/** Signed out: nothing to tell. */
export function forgetChangedPolicies(): void {
  policiesState.changed = [];
  policiesState.later = false;
}

/** A policy page's current text (the worker's last copy offline). */
export async function loadPolicy(document: PolicyName, locale: Locale) {
  return (await workerApi()).policy(document, locale);
}
