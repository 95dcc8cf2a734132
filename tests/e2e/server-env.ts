/** The operator API's token for the e2e servers (tests approve payouts and configure methods with it). */
export const OPERATOR_TOKEN = 'e2e-operator-token-0123456789';

/**
 * The settings of every server the e2e tests run: the shared one (playwright.config.ts) and those a spec starts on
 * the next ports (`startOwnServer`), which would otherwise build the full crash chain and the full sportsbook.
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_PER_MIN: '200',
  // Every registration sends a code, all from 127.0.0.1.
  CODE_SENDS_PER_IP_PER_HOUR: '1000',
  OPERATOR_TOKEN,
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
};
