import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';
import { E2E_SERVER_ENV } from './tests/e2e/server-env';

/** End-to-end tests in Debian's Chromium against the server `npm start` runs (built site + API, fresh PGlite). */
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
export { OPERATOR_TOKEN } from './tests/e2e/server-env';

/**
 * Specs that run alone, after the others: those measuring time or smoothness (rounds on a clock, long tasks, layout
 * shift), those changing what every player meets on the shared server (route rules, a game switched off), and those
 * starting servers of their own on the ports beside this one.
 */
const ALONE = [
  'backoffice-config',
  'backoffice-reach',
  'backoffice-sports',
  'crash',
  'early-input',
  'live-casino',
  'mirrors',
  'my-bets',
  'perf',
  'player-meets',
  'pwa',
  'reach',
  'rooms',
  'safer-gambling',
  'sportsbook',
  'sso',
  'wallet',
].map((name) => `**/${name}.spec.ts`);

const namesSpecs = process.argv.some((arg) => /\.spec\.ts(:\d+)*$/.test(arg));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Two files at a time in the shared project: most of a spec's time is spent waiting on the page or the server.
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'shared', testIgnore: ALONE },
    // After the shared project; not when spec files are named on the command line (else all of it would run first).
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: namesSpecs ? [] : ['shared'] },
  ],
  retries: 0,
  // A player's journey (register, deposit, three games with their animations) takes 25–65 s at CI's load of about
  // 10 on two cores, where the shared database also answers the other worker's spec.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  webServer: {
    command: `rm -rf .tmp/e2e-data && npm start`,
    url: `http://127.0.0.1:${port}/builds/latest.json`,
    env: {
      ...E2E_SERVER_ENV,
      PORT: String(port),
      DATA_DIR: '.tmp/e2e-data',
      // The build shows the development "Sandbox" login (left out of a production build without it).
      VITE_SOCIAL_SANDBOX: '1',
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
