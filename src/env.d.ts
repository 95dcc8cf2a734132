/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Development only: the API base address (spec §7: "in development a configured one"). */
  readonly VITE_API_URL?: string;
}
