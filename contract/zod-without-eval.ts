/**
 * Import first in every bundle that may load zod (the page's entry, the worker's). zod probes `new Function('')`
 * to compile fast parsers; under the site's CSP (no 'unsafe-eval') the probe fails and Chromium reports a CSP
 * violation, which Lighthouse's best practices count. jitless skips the probe; zod reads this global config lazily,
 * so it works whether zod has been evaluated yet or not.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
