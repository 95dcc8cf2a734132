import { proxy } from 'valtio';
import type { SiteSettings } from '../../contract/api/mirrors';
import { workerApi } from '../worker-bridge';

/** Spec §3 site settings (revshare and Telegram links, Yandex verification, sso); null until loaded. */
export const siteSettings = proxy<{ value: SiteSettings | null }>({ value: null });

/** Loads the settings once at start and applies the Yandex verification meta tag. A failure is only logged. */
export async function applySiteSettings(): Promise<void> {
  const result = await (await workerApi()).siteSettings();
  if (!result.ok) {
    console.warn('Site settings could not be loaded', result.failure);
    return;
  }
  siteSettings.value = result.data;
  const verification = result.data.meta_yandex_verification;
  if (verification && !document.querySelector('meta[name="yandex-verification"]')) {
    const meta = document.createElement('meta');
    meta.name = 'yandex-verification';
    meta.content = verification;
    document.head.append(meta);
  }
}
