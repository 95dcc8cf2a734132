import type { SocialProvider } from '../../../contract/api/auth';

/**
 * Whether this build may show the development "Sandbox" login: the dev server, or a build made with
 * VITE_SOCIAL_SANDBOX on (the e2e build, a tester's local build). A production build leaves it out even if its
 * server were started with the sandbox on.
 */
export const SANDBOX_IN_BUILD =
  import.meta.env.DEV || ['1', 'true', 'yes'].includes(import.meta.env.VITE_SOCIAL_SANDBOX ?? '');

/** The buttons to show of the providers the server offers. */
export function providersToShow(offered: SocialProvider[], sandboxInBuild = SANDBOX_IN_BUILD): SocialProvider[] {
  return sandboxInBuild ? offered : offered.filter((provider) => provider !== 'sandbox');
}
