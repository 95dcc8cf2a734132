import { proxy, useSnapshot } from 'valtio';
import type { Locale } from '../../../contract/locales';
import type { ApiResult } from '../../../workers/api-result';
import type { Capability } from '../../../workers/backoffice/capabilities';
import type { Who } from '../../../workers/backoffice/session-handlers';
import { activateLocale } from '../i18n';
import { type BackofficeApi, workerApi } from '../worker-bridge';

/** The signed-in operator (null: signed out), once the worker has said; `checked` false until it has. */
export const sessionState = proxy<{ who: Who | null; checked: boolean }>({ who: null, checked: false });

export const useWho = () => useSnapshot(sessionState).who;

/** Whether the signed-in operator's role may do `capability`. */
export const may = (who: { readonly may: readonly Capability[] } | null, capability: Capability): boolean =>
  who?.may.includes(capability) ?? false;

/**
 * Every call of the back office's stores: through the worker, and an answer saying the session is over (401: it
 * expired, it was signed out elsewhere, the role changed) signs the page out, so the sign-in comes next.
 */
export async function fromWorker<T>(run: (api: BackofficeApi) => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const result = await run(await workerApi());
  if (!result.ok && result.failure.kind === 'http' && result.failure.status === 401) sessionState.who = null;
  return result;
}

let checking: Promise<void> | null = null;

/** The signed-in operator: the worker is asked once per page load, then sign-in, sign-out and 401s keep it. */
export async function currentOperator(): Promise<Who | null> {
  checking ??= fromWorker((api) => api.who()).then((result) => {
    // A failure other than 401 (the network) leaves the sign-in to say what is wrong when it is tried.
    if (!sessionState.checked) sessionState.who = result.ok ? result.data : null;
    sessionState.checked = true;
  });
  await checking;
  return sessionState.who;
}

export async function signIn(input: { email: string; password: string; code: string }): Promise<ApiResult<Who>> {
  const result = await fromWorker((api) => api.signIn(input));
  if (result.ok) {
    sessionState.who = result.data;
    sessionState.checked = true;
  }
  return result;
}

export async function signOut(): Promise<void> {
  await (await workerApi()).signOut();
  sessionState.who = null;
}

/** Switches the language of the screens and of the server's answers. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  void workerApi().then((api) => api.setLocale(locale));
}
