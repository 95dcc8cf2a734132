import { proxy, useSnapshot } from 'valtio';

interface AppState {
  online: boolean;
  /** A newer build is deployed (the worker polls builds/latest.json). */
  latestBuildId: string | null;
}

export const appState = proxy<AppState>({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  latestBuildId: null,
});

export function watchConnectivity(): void {
  addEventListener('online', () => {
    appState.online = true;
  });
  addEventListener('offline', () => {
    appState.online = false;
  });
}

export const useApp = () => useSnapshot(appState);
