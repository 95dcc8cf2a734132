/**
 * Third-party scripts of spec §7 Platform (analytics, tag manager, customer messaging, captcha, support chat
 * widget). Each loads only when its build-time id is configured (nothing is by default), never under automation
 * or for crawlers, after the page has loaded; a failure is only logged (spec §8).
 */
interface ThirdPartyConfig {
  /** Google Tag Manager container, e.g. GTM-XXXX (VITE_GTM_ID). */
  gtmId?: string | undefined;
  /** Google Analytics 4 measurement id, e.g. G-XXXX (VITE_GA_ID). */
  gaId?: string | undefined;
  /** Customer messaging app id (Intercom; VITE_MESSAGING_APP_ID). */
  messagingAppId?: string | undefined;
  /** hCaptcha site key (VITE_HCAPTCHA_SITE_KEY). */
  captchaSiteKey?: string | undefined;
  /** Support chat widget id (JivoChat; VITE_CHAT_WIDGET_ID). With it, the widget replaces the built-in chat. */
  chatWidgetId?: string | undefined;
}

type ThirdPartyKind = 'tag-manager' | 'analytics' | 'messaging' | 'captcha' | 'chat';

export interface ThirdPartyScript {
  kind: ThirdPartyKind;
  src: string;
}

const safe = (id: string) => encodeURIComponent(id.trim());

/** The scripts this configuration asks for, in loading order. */
export function thirdPartyScripts(config: ThirdPartyConfig): ThirdPartyScript[] {
  const scripts: ThirdPartyScript[] = [];
  if (config.gtmId?.trim())
    scripts.push({ kind: 'tag-manager', src: `https://www.googletagmanager.com/gtm.js?id=${safe(config.gtmId)}` });
  if (config.gaId?.trim())
    scripts.push({ kind: 'analytics', src: `https://www.googletagmanager.com/gtag/js?id=${safe(config.gaId)}` });
  if (config.messagingAppId?.trim())
    scripts.push({ kind: 'messaging', src: `https://widget.intercom.io/widget/${safe(config.messagingAppId)}` });
  if (config.captchaSiteKey?.trim())
    scripts.push({ kind: 'captcha', src: 'https://js.hcaptcha.com/1/api.js?render=explicit' });
  if (config.chatWidgetId?.trim())
    scripts.push({ kind: 'chat', src: `https://code.jivosite.com/widget/${safe(config.chatWidgetId)}` });
  return scripts;
}

interface LoaderDeps {
  /** Adds the script tag; resolves on load, rejects on error. */
  insert: (script: ThirdPartyScript) => Promise<void>;
  /** navigator.webdriver: tests and other automation never load third parties. */
  automated: boolean;
  /** Device info's isCrawler: robots get the page without trackers. */
  isCrawler: () => Promise<boolean>;
  log?: (message: string, detail?: unknown) => void;
}

/** Loads every configured script side by side; answers the kinds that loaded. Never throws. */
export async function loadThirdParties(config: ThirdPartyConfig, deps: LoaderDeps): Promise<ThirdPartyKind[]> {
  const scripts = thirdPartyScripts(config);
  if (scripts.length === 0 || deps.automated) return [];
  const log = deps.log ?? ((message, detail) => console.warn(message, detail));
  if (await deps.isCrawler().catch(() => false)) return [];
  const results = await Promise.allSettled(scripts.map((script) => deps.insert(script)));
  const loaded: ThirdPartyKind[] = [];
  results.forEach((result, index) => {
    const script = scripts[index];
    if (!script) return;
    if (result.status === 'fulfilled') loaded.push(script.kind);
    else log(`Third-party ${script.kind} script failed to load`, result.reason);
  });
  return loaded;
}

/** The real insert: an async script tag in the document's head. */
export function insertScript(script: ThirdPartyScript): Promise<void> {
  return new Promise((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = script.src;
    tag.async = true;
    tag.dataset.thirdParty = script.kind;
    tag.onload = () => resolve();
    tag.onerror = () => reject(new Error(`${script.src} did not load`));
    document.head.append(tag);
  });
}

/** The build's configuration (VITE_* variables; all unset by default). */
export function thirdPartyConfigFromEnv(env: ImportMetaEnv): ThirdPartyConfig {
  return {
    gtmId: env.VITE_GTM_ID,
    gaId: env.VITE_GA_ID,
    messagingAppId: env.VITE_MESSAGING_APP_ID,
    captchaSiteKey: env.VITE_HCAPTCHA_SITE_KEY,
    chatWidgetId: env.VITE_CHAT_WIDGET_ID,
  };
}
