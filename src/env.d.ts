/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Development only: the API base address (spec §7: "in development a configured one"). */
  readonly VITE_API_URL?: string;
  /** Third-party scripts (src/lib/third-party.ts); each loads only when set. */
  readonly VITE_GTM_ID?: string;
  readonly VITE_GA_ID?: string;
  readonly VITE_MESSAGING_APP_ID?: string;
  readonly VITE_HCAPTCHA_SITE_KEY?: string;
  readonly VITE_CHAT_WIDGET_ID?: string;
}
