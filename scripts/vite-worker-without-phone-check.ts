import type { Plugin } from 'vite';

const STAND_IN = '\0worker-without-phone-check';

/**
 * The player's worker checks the server's answers, never a request's body (the server checks those), so the
 * contract's phone check (`Phone` in contract/api/account.ts, with libphonenumber-js: about a fifth of the worker,
 * some 30 KB gzip) is left out of the worker's bundle. Its stand-in throws, so a body check added to the worker one
 * day fails loudly instead of refusing every phone.
 */
export function workerWithoutPhoneCheck(): Plugin {
  return {
    name: 'worker-without-phone-check',
    enforce: 'pre',
    resolveId: (source) => (source === 'libphonenumber-js' ? STAND_IN : null),
    load: (id) =>
      id === STAND_IN
        ? `export function parsePhoneNumberFromString() {
  throw new Error('The worker has no phone check: it checks answers, not request bodies (scripts/vite-worker-without-phone-check.ts)');
}`
        : null,
  };
}
