/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  /** Development only: the API base address (spec §7: "in development a configured one"). */
  readonly VITE_API_URL?: string;
  /** Optional port per service (spec §7), e.g. VITE_PORT_CRASH=8443. */
  readonly VITE_PORT_API?: string;
  readonly VITE_PORT_CRASH?: string;
  readonly VITE_PORT_CASES?: string;
  readonly VITE_PORT_MINER?: string;
  readonly VITE_PORT_GENERAL?: string;
  readonly VITE_PORT_COINFLIP?: string;
  readonly VITE_PORT_KENO?: string;
  readonly VITE_PORT_DICE?: string;
  /** SPKI base64 of the keys the mirror list may be signed with (current,next); unset: the development key. */
  readonly VITE_MIRROR_PUBLIC_KEYS?: string;
}
