/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Development only: the API base address (spec §7: "in development a configured one"). */
  readonly VITE_API_URL?: string;
  /** Affiliate cookies (spec §3: names and lifetimes come from configuration); see src/config/attribution.ts. */
  readonly VITE_PARTNER_COOKIE?: string;
  readonly VITE_PARTNER_MAX_AGE_S?: string;
  readonly VITE_ADPLACE_COOKIE?: string;
  readonly VITE_ADPLACE_MAX_AGE_S?: string;
  /** Third-party scripts (src/lib/third-party.ts); each loads only when set. */
  readonly VITE_GTM_ID?: string;
  readonly VITE_GA_ID?: string;
  readonly VITE_MESSAGING_APP_ID?: string;
  readonly VITE_HCAPTCHA_SITE_KEY?: string;
  readonly VITE_CHAT_WIDGET_ID?: string;
  /** The development "Sandbox" login button in a built site (src/features/auth/sandbox-provider.ts): 1 to show it. */
  readonly VITE_SOCIAL_SANDBOX?: string;
}
