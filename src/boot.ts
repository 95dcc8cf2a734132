import { proxy } from 'comlink';
import type { WorkerEvent } from '../workers/events';
import { currentLocale, i18n } from './i18n/i18n';
import { appState } from './stores/app';
import { applyProfile, applyToken } from './stores/session';
import { readTokenCookie, writeTokenCookies } from './stores/session-cookies';
import { workerApi } from './worker-bridge';

/** Applies what the worker pushes to the valtio stores (and the cookies the worker cannot reach). */
function applyWorkerEvent(event: WorkerEvent): void {
  switch (event.type) {
    case 'session':
      writeTokenCookies(event.payload.token);
      applyToken(event.payload.token);
      return;
    case 'profile':
      applyProfile(event.payload.profile, event.payload.updatedAt, event.payload.stale);
      return;
    case 'build':
      appState.latestBuildId = event.payload.latestId;
      return;
    case 'redirect':
      location.assign(event.payload.url);
      return;
  }
}

/** Starts the worker and restores the session from the token cookie. */
export async function startSession(): Promise<void> {
  const api = await workerApi();
  const token = readTokenCookie();
  if (!token) applyToken(null);
  i18n.on('change', () => void api.setLocale(currentLocale()));
  await api.init({ token, locale: currentLocale(), href: location.href }, proxy(applyWorkerEvent));
}
