import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/chromium';

/** End-to-end tests in Debian's Chromium against the server `npm start` runs (built site + API, fresh PGlite). */
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${port}`;
/** The operator API's token for the e2e server (tests approve payouts and configure methods with it). */
export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

/**
 * Specs that run alone, after the others: those measuring time or smoothness (rounds on a clock, long tasks, layout
 * shift), those changing what every player meets on the shared server (route rules, a game switched off), and those
 * starting servers of their own on the ports beside this one.
 */
const ALONE = [
  'backoffice-config',
  'backoffice-reach',
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
  timeout: 60_000,
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
      PORT: String(port),
      DATA_DIR: '.tmp/e2e-data',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MIN: '200',
      // Every registration sends a code, all from 127.0.0.1.
      CODE_SENDS_PER_IP_PER_HOUR: '1000',
      OPERATOR_TOKEN,
      // The build shows the development "Sandbox" login (left out of a production build without it).
      VITE_SOCIAL_SANDBOX: '1',
      // A short crash chain: the default 10,000,000 hashes take half a minute of CPU at a first start.
      CRASH_CHAIN_LENGTH: '100000',
      // A reality check's minute lasts a second here, so a 15-minute check comes after 15 s (tests/e2e/safer-gambling).
      REALITY_CHECK_MINUTE_S: '1',
      // A fast, small, seeded sportsbook (tests/e2e/sportsbook): tennis and esports fixtures every 15 s, each match
      // 90 s long (sets of 30 s whose prices hold until the set ends), so several are live at once and end soon.
      SPORTS_SIM_SEED: 'e2e',
      SPORTS_SIM_LEAGUES: 'sim-tennis-int,sim-esports-int',
      SPORTS_SIM_SLOT_MINUTES: '0.25',
      SPORTS_SIM_MATCH_MINUTES: '1.5',
      SPORTS_SIM_HORIZON_MINUTES: '5',
      SPORTS_FEED_INTERVAL_MS: '1000',
      // Live tables: shorter rounds, so a round with two players fits a test (tests/e2e/live-casino).
      LIVE_BETTING_MS: '12000',
      LIVE_RESULT_MS: '6000',
    },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
