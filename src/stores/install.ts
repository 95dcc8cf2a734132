import { proxy } from 'valtio';
import { takeEarlyInstallOffer } from '../early-input';
import {
  HIDE_INSTALL_KEY,
  type InstallEvent,
  type InstallMode,
  type InstallState,
  initialInstallState,
  nextInstallState,
} from '../features/install/install-state';
import { workerApi } from '../worker-bridge';
import { storeHook } from './store-hook';

/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const installState = proxy<{ state: InstallState; mode: InstallMode | null }>({
  state: 'unavailable',
  mode: null,
});

let deferred: BeforeInstallPromptEvent | null = null;

const TRACKED = { shown: 'install_shown', dismissed: 'install_dismissed', installed: 'install_accepted' } as const;

function send(event: InstallEvent): void {
  const before = installState.state;
  installState.state = nextInstallState(before, event);
  if (installState.state !== before && event.type !== 'offered') {
    void workerApi().then((api) => api.track(TRACKED[event.type], { mode: installState.mode }));
  }
  if (event.type === 'offered' && installState.state === 'available') installState.mode = event.mode;
}

const standalone = () =>
  matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** Listens from the first moment (Chromium fires beforeinstallprompt early) and decides the starting state. */
export function watchInstallPrompt(): void {
  installState.state = initialInstallState({
    hidden: localStorage.getItem(HIDE_INSTALL_KEY) === 'true',
    standalone: standalone(),
  });
  const offered = (event: Event) => {
    // Our banner replaces the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    send({ type: 'offered', mode: 'prompt' });
  };
  addEventListener('beforeinstallprompt', offered);
  // Made before the app's code had arrived: the boot script kept it.
  const early = takeEarlyInstallOffer();
  if (early) offered(early);
  addEventListener('appinstalled', () => {
    deferred = null;
    send({ type: 'installed' });
  });
  matchMedia('(display-mode: standalone)').addEventListener('change', (event) => {
    if (event.matches) send({ type: 'installed' });
  });
  // iOS Safari never offers a prompt: the banner explains Share → Add to Home Screen instead.
  if (installState.state === 'unavailable' && /iP(hone|ad|od)/.test(navigator.userAgent)) {
    void import('../../contract/device').then(({ deviceInfo }) => {
      const device = deviceInfo(navigator.userAgent);
      if (device.isIos && device.isSafari && !device.isCrawler) send({ type: 'offered', mode: 'ios' });
    });
  }
}

export const markInstallShown = () => send({ type: 'shown' });

export function dismissInstall(): void {
  localStorage.setItem(HIDE_INSTALL_KEY, 'true');
  send({ type: 'dismissed' });
}

/** Opens the browser's own install dialog; declining it counts as a dismissal. */
export async function promptInstall(): Promise<void> {
  const offer = deferred;
  if (!offer) return;
  deferred = null;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') send({ type: 'installed' });
  else dismissInstall();
}

export const useInstall = storeHook(installState);
