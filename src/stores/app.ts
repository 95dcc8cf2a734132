import { proxy } from 'valtio';
import { storeHook } from './store-hook';

interface AppState {
  online: boolean;
  /** A newer build is deployed (the worker polls builds/latest.json). */
  latestBuildId: string | null;
}

// Online until the page has hydrated, as the prerendered HTML was: watchConnectivity reads the real state then.
export const appState = proxy<AppState>({ online: true, latestBuildId: null });

export function watchConnectivity(): void {
  appState.online = navigator.onLine;
  addEventListener('online', () => {
    appState.online = true;
  });
  addEventListener('offline', () => {
    appState.online = false;
  });
}

export const useApp = storeHook(appState);
