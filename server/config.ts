import { z } from 'zod';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** PostgreSQL time limits when DB_*_MS are unset (also for scripts and tests that open a database without a config). */
export const DEFAULT_DATABASE_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 10_000,
  queryMs: 12_000,
  idleInTransactionMs: 60_000,
} as const;

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** PostgreSQL connection string; unset means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: optionalText,
  /** PostgreSQL: ms to open a connection (a database that does not answer gives a 503, not a hung call). */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  /** PostgreSQL: ms a statement may run before the server cancels it (statement_timeout). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  /** PostgreSQL: ms the client waits for an answer before it drops the connection (a frozen server). */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_TIMEOUTS.queryMs),
  /** PostgreSQL: ms a transaction may sit idle before the server ends its session. */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built site (vite build output). */
  SITE_DIR: z.string().min(1).default('./dist'),
  /** HS256 secret for access tokens; when unset one is generated once and kept in the database. */
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional()),
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_S: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  SSO_URL: optionalText.pipe(z.url().optional()),
  /**
   * Trust X-Forwarded-For (only behind a reverse proxy you run): `true` trusts every hop, a number that many hops,
   * anything else is a comma-separated list of proxy addresses or CIDR ranges (Fastify's trustProxy).
   */
  TRUSTED_PROXY: z.string().default('false'),
  /** Countries whose visitors get 451, ISO codes comma-separated (e.g. `US,GB`); the operator API can change them. */
  BLOCKED_COUNTRIES: z
    .string()
    .default('')
    .transform((value) => parseCountryList(value))
    .pipe(z.array(z.string().regex(/^[A-Z]{2}$/, 'BLOCKED_COUNTRIES takes two-letter country codes'))),
  /** Tests only: how many seconds a minute of a reality-check interval lasts (60; the e2e server shortens it). */
  REALITY_CHECK_MINUTE_S: z.coerce.number().int().min(1).max(60).default(60),
  /** Development and tests only: the country of loopback and private addresses (to try geo-blocking locally). */
  GEO_LOCAL_COUNTRY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Z]{2}$/, 'a two-letter country code')
      .optional(),
  ),
  /** Extra site origins allowed by CORS, comma-separated (the defaults cover localhost). */
  SITE_ORIGINS: optionalText,
  /** Logins and registrations allowed per IP and minute. */
  AUTH_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(20),
  /** One-time codes sent on behalf of one IP per hour (a carrier NAT shares one IP); code checks: twice as many. */
  CODE_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * Redis for the rate-limit counters (redis:// or rediss://, e.g. redis://localhost:6379/0); unset: they live in
   * the database. Either way every process shares them.
   */
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'REDIS_URL takes a redis:// or rediss:// address')
      .optional(),
  ),
  /**
   * Origins of the third-party scripts the site was built with (VITE_GTM_ID and co., src/lib/third-party.ts),
   * comma-separated, e.g. https://www.googletagmanager.com,https://js.hcaptcha.com. The CSP allows only these.
   */
  THIRD_PARTY_ORIGINS: optionalText,
  /** Analytics batches (at most 100 events each) accepted per IP and minute. */
  ANALYTICS_RATE_LIMIT_PER_MIN: z.coerce.number().int().positive().default(120),
  /** How often the real-time socket pings each client; a client that missed the last ping is dropped. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().positive().default(30_000),
  /** Bearer token of the operator API (/operator/...); unset: those endpoints answer 503. */
  OPERATOR_TOKEN: optionalText.pipe(z.string().min(16, 'OPERATOR_TOKEN needs at least 16 characters').optional()),
  /** HMAC key the payment webhooks are signed with; unset: one is generated once and kept in the database. */
  PAYMENT_WEBHOOK_SECRET: optionalText,
  /** The built-in sandbox payment provider (its pay page and webhook); on unless NODE_ENV=production. */
  SANDBOX_PAYMENTS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  /** The sportsbook's feed: the built-in simulator (default; off under NODE_ENV=test) or off (another process runs it). */
  SPORTS_FEED: z.enum(['simulator', 'off']).optional(),
  /** How often the book reads its feed. */
  SPORTS_FEED_INTERVAL_MS: z.coerce.number().int().min(200).default(2000),
  /** The simulator's seed: the same seed plays the same fixtures and matches. */
  SPORTS_SIM_SEED: z.string().min(1).default('lucky-mirror'),
  /** How long a simulated match lasts, in minutes of real time. */
  SPORTS_SIM_MATCH_MINUTES: z.coerce.number().positive().max(240).default(20),
  /** Minutes between two fixtures of a simulated league (tests: short slots and matches longer than them, so several are live at once). */
  SPORTS_SIM_SLOT_MINUTES: z.coerce.number().positive().max(1440).default(60),
  /** How far ahead the simulator lists fixtures, in minutes (two days). */
  SPORTS_SIM_HORIZON_MINUTES: z.coerce.number().positive().max(20_160).default(2880),
  /** Only these simulated leagues (comma-separated ids of server/sports/sim/leagues.ts); empty: all six. */
  SPORTS_SIM_LEAGUES: optionalText,
  /** Seconds an invoice can be paid (spec §9: 1200). */
  INVOICE_LIFETIME_S: z.coerce.number().int().positive().default(1200),
  /** Seconds between rebuilds of the leaderboard's summary (/top) from the rounds. */
  LEADERBOARD_REFRESH_S: z.coerce.number().int().positive().default(300),
  /** Development outbox: every e-mail and SMS is also kept in the database and shown on GET /dev/outbox (API host). On unless NODE_ENV=production. */
  DEV_OUTBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  /** E-mail delivery through SMTP, e.g. smtp://user:pass@smtp.example.com:587 or smtps://...; unset: no e-mail is sent. */
  SMTP_URL: optionalText.pipe(z.url().optional()),
  SMTP_FROM: z.string().min(3).default('Lucky <no-reply@localhost>'),
  /** SMS delivery: the gateway answers POST {to, text} (JSON) with a 2xx; the token goes in Authorization: Bearer. */
  SMS_GATEWAY_URL: optionalText.pipe(z.url().optional()),
  SMS_GATEWAY_TOKEN: optionalText,
  /** The built-in sandbox social provider (its consent page on the API host); on unless NODE_ENV=production. */
  SOCIAL_SANDBOX: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  /** OAuth clients of the social providers; a provider is offered only when both of its values are set. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  VK_CLIENT_ID: optionalText,
  VK_CLIENT_SECRET: optionalText,
  YANDEX_CLIENT_ID: optionalText,
  YANDEX_CLIENT_SECRET: optionalText,
  /** The API's public address for OAuth redirects (e.g. https://api.example.com); unset: taken from the request's host. */
  PUBLIC_API_URL: optionalText.pipe(z.url().optional()),
  /** Largest KYC upload in bytes (identity document or selfie). */
  KYC_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /**
   * Manual adjustments above this many roubles (scaled per currency like the limits: KZT ×5, USD and EUR ÷100) wait
   * for a second operator's approval.
   */
  ADJUST_APPROVAL_THRESHOLD: z.coerce.number().int().positive().max(1_000_000_000).default(10_000),
  /** Mirrors seeded at start when the mirrors table is empty: host[:port], comma-separated; development default m1/m2.localhost:PORT. */
  MIRRORS: optionalText,
  /**
   * ECDSA P-256 private key (PKCS8 DER, base64): the first key that signs the mirror list, stored at the first start
   * (required then in production); afterwards the back office rotates the keys (server/mirrors/README.md).
   */
  MIRROR_SIGNING_KEY: optionalText,
  /** Site settings (spec §3), all optional. */
  REVSHARE_SERVICE_FRONTEND_URL: optionalText.pipe(z.url().optional()),
  TELEGRAM_CHANNEL_URL: optionalText.pipe(z.url().optional()),
  META_YANDEX_VERIFICATION: optionalText,
  /** Crash: games in the hash chain generated on first start (bustabit's 10,000,000); tests use a short one. */
  CRASH_CHAIN_LENGTH: z.coerce.number().int().min(1).max(100_000_000).default(10_000_000),
  /** Crash: milliseconds of betting before each round's curve starts. */
  CRASH_BETTING_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
  /** Crash: the salt announced in advance (e.g. a future block's hash); unset: one is drawn after the commitment. */
  CRASH_SALT: optionalText,
  /** Crash: off runs no rounds in this process (it still answers the crash API and can never lead). */
  CRASH_ROUNDS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  /** Private rooms: the house's commission on each pot, in basis points (500 = 5%). */
  ROOMS_COMMISSION_BP: z.coerce.number().int().min(0).max(10_000).default(500),
  /** Private rooms: the countdown from the second player's join to the draw (ms). */
  ROOMS_COUNTDOWN_MS: z.coerce.number().int().min(1000).max(600_000).default(15_000),
  /** Private rooms: off runs no countdowns or draws in this process (it still answers the rooms API). */
  ROOMS_ROUNDS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  /** Live tables: how long each round takes bets (ms). */
  LIVE_BETTING_MS: z.coerce.number().int().min(1000).max(600_000).default(20_000),
  /** Live tables: from a draw to the next round (ms): the wheel spins and the result shows. */
  LIVE_RESULT_MS: z.coerce.number().int().min(1000).max(600_000).default(9000),
  /** Live tables: off runs no rounds in this process (it still answers the live API and can never lead). */
  LIVE_ROUNDS: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Each entry must be an https origin (nothing else may go into the CSP). */
function thirdPartyOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const entry of (value ?? '').split(',')) {
    if (!entry.trim()) continue;
    const url = URL.canParse(entry.trim()) ? new URL(entry.trim()) : null;
    if (url?.protocol !== 'https:')
      throw new ConfigError(`THIRD_PARTY_ORIGINS: ${entry.trim()} is not an https origin`);
    origins.push(url.origin);
  }
  return origins;
}

export interface DatabaseTimeouts {
  connectMs: number;
  statementMs: number;
  queryMs: number;
  idleInTransactionMs: number;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connection and statement time limits. */
  databaseTimeouts: DatabaseTimeouts;
  dataDir: string;
  siteDir: string;
  jwtSecret: string | undefined;
  accessTokenTtlS: number;
  refreshTokenTtlS: number;
  ssoUrl: string | undefined;
  /** Fastify's trustProxy: false, true, a hop count, or proxy addresses / CIDR ranges. */
  trustedProxy: boolean | number | string[];
  blockedCountries: string[];
  /** The country loopback and private addresses get (never in production). */
  geoLocalCountry: string | undefined;
  /** Seconds per minute of a reality-check interval (60 but in tests). */
  realityCheckMinuteS: number;
  /** Exact origins CORS allows, besides any http://*.localhost:PORT. */
  siteOrigins: string[];
  authRateLimitPerMin: number;
  codeSendsPerIpPerHour: number;
  analyticsRateLimitPerMin: number;
  realtimeHeartbeatMs: number;
  /** Where the rate-limit counters live: Redis at this address, or the database when undefined. */
  redisUrl: string | undefined;
  /** Third-party script origins the site's CSP allows (none by default). */
  thirdPartyOrigins: string[];
  logLevel: string;
  operatorToken: string | undefined;
  paymentWebhookSecret: string | undefined;
  sandboxPayments: boolean;
  sportsFeed: 'simulator' | 'off';
  sportsFeedIntervalMs: number;
  sportsSimSeed: string;
  sportsSimMatchMinutes: number;
  sportsSimSlotMinutes: number;
  sportsSimHorizonMinutes: number;
  sportsSimLeagues: string[];
  invoiceLifetimeS: number;
  leaderboardRefreshS: number;
  devOutbox: boolean;
  smtpUrl: string | undefined;
  smtpFrom: string;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  socialSandbox: boolean;
  /** Configured OAuth clients by provider name (google, vk, yandex). */
  oauthClients: Partial<Record<'google' | 'vk' | 'yandex', { clientId: string; clientSecret: string }>>;
  publicApiUrl: string | undefined;
  kycMaxBytes: number;
  /** ADJUST_APPROVAL_THRESHOLD: whole roubles, scaled per currency. */
  adjustApprovalThresholdRub: number;
  /** Mirror domains to seed into an empty mirrors table. */
  mirrors: string[];
  /** PKCS8 base64 of the mirror-list signing key; undefined outside production means the committed dev key. */
  mirrorSigningKey: string | undefined;
  revshareServiceFrontendUrl: string | undefined;
  telegramChannelUrl: string | undefined;
  metaYandexVerification: string | undefined;
  crash: {
    chainLength: number;
    bettingMs: number;
    salt: string | undefined;
    /** This process may lead the rounds (main.ts starts the leader election). */
    rounds: boolean;
  };
  rooms: {
    commissionBp: number;
    countdownMs: number;
    /** This process may lead the rooms' rounds. */
    rounds: boolean;
  };
  live: {
    bettingMs: number;
    resultMs: number;
    /** This process may lead the live tables' rounds. */
    rounds: boolean;
  };
}

const onUnlessProduction = (value: string | undefined, nodeEnv: string) =>
  value === undefined || value === '' ? nodeEnv !== 'production' : ['true', '1', 'yes'].includes(value);

export class ConfigError extends Error {}

function parseCountryList(value: string): string[] {
  return value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
}

function trustProxyOf(value: string): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (['', 'false', '0', 'no'].includes(text)) return false;
  if (['true', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Reads and validates the environment; throws a ConfigError listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Settings that are fine in development but wrong in production: all reported at once.
  const productionProblems: string[] = [];
  if (e.NODE_ENV === 'production' && e.REALITY_CHECK_MINUTE_S !== 60) {
    productionProblems.push('  REALITY_CHECK_MINUTE_S: only for tests, not production');
  }
  if (e.NODE_ENV === 'production' && e.GEO_LOCAL_COUNTRY) {
    productionProblems.push('  GEO_LOCAL_COUNTRY: only for development and tests, not production');
  }
  if (productionProblems.length) throw new ConfigError(`Invalid environment:\n${productionProblems.join('\n')}`);
  const origins = [`http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`, 'http://localhost:5173'];
  for (const origin of (e.SITE_ORIGINS ?? '').split(',')) {
    if (origin.trim()) origins.push(origin.trim().replace(/\/$/, ''));
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseTimeouts: {
      connectMs: e.DB_CONNECT_TIMEOUT_MS,
      statementMs: e.DB_STATEMENT_TIMEOUT_MS,
      queryMs: e.DB_QUERY_TIMEOUT_MS,
      idleInTransactionMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    dataDir: e.DATA_DIR,
    siteDir: e.SITE_DIR,
    crash: {
      chainLength: e.CRASH_CHAIN_LENGTH,
      bettingMs: e.CRASH_BETTING_MS,
      salt: e.CRASH_SALT,
      rounds: e.CRASH_ROUNDS === undefined || e.CRASH_ROUNDS === '' || ['true', '1', 'yes'].includes(e.CRASH_ROUNDS),
    },
    rooms: {
      commissionBp: e.ROOMS_COMMISSION_BP,
      countdownMs: e.ROOMS_COUNTDOWN_MS,
      rounds: e.ROOMS_ROUNDS === undefined || e.ROOMS_ROUNDS === '' || ['true', '1', 'yes'].includes(e.ROOMS_ROUNDS),
    },
    live: {
      bettingMs: e.LIVE_BETTING_MS,
      resultMs: e.LIVE_RESULT_MS,
      rounds: e.LIVE_ROUNDS === undefined || e.LIVE_ROUNDS === '' || ['true', '1', 'yes'].includes(e.LIVE_ROUNDS),
    },
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlS: e.ACCESS_TOKEN_TTL_S,
    refreshTokenTtlS: e.REFRESH_TOKEN_TTL_S,
    ssoUrl: e.SSO_URL,
    trustedProxy: trustProxyOf(e.TRUSTED_PROXY),
    blockedCountries: e.BLOCKED_COUNTRIES,
    geoLocalCountry: e.GEO_LOCAL_COUNTRY,
    realityCheckMinuteS: e.REALITY_CHECK_MINUTE_S,
    siteOrigins: origins,
    authRateLimitPerMin: e.AUTH_RATE_LIMIT_PER_MIN,
    codeSendsPerIpPerHour: e.CODE_SENDS_PER_IP_PER_HOUR,
    analyticsRateLimitPerMin: e.ANALYTICS_RATE_LIMIT_PER_MIN,
    realtimeHeartbeatMs: e.REALTIME_HEARTBEAT_MS,
    redisUrl: e.REDIS_URL,
    thirdPartyOrigins: thirdPartyOrigins(e.THIRD_PARTY_ORIGINS),
    logLevel: e.LOG_LEVEL,
    operatorToken: e.OPERATOR_TOKEN,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    sportsFeed: e.SPORTS_FEED ?? (e.NODE_ENV === 'test' ? 'off' : 'simulator'),
    sportsFeedIntervalMs: e.SPORTS_FEED_INTERVAL_MS,
    sportsSimSeed: e.SPORTS_SIM_SEED,
    sportsSimMatchMinutes: e.SPORTS_SIM_MATCH_MINUTES,
    sportsSimSlotMinutes: e.SPORTS_SIM_SLOT_MINUTES,
    sportsSimHorizonMinutes: e.SPORTS_SIM_HORIZON_MINUTES,
    sportsSimLeagues: (e.SPORTS_SIM_LEAGUES ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
    sandboxPayments:
      e.SANDBOX_PAYMENTS === undefined || e.SANDBOX_PAYMENTS === ''
        ? e.NODE_ENV !== 'production'
        : ['true', '1', 'yes'].includes(e.SANDBOX_PAYMENTS),
    invoiceLifetimeS: e.INVOICE_LIFETIME_S,
    leaderboardRefreshS: e.LEADERBOARD_REFRESH_S,
    devOutbox: onUnlessProduction(e.DEV_OUTBOX, e.NODE_ENV),
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    smsGatewayToken: e.SMS_GATEWAY_TOKEN,
    socialSandbox: onUnlessProduction(e.SOCIAL_SANDBOX, e.NODE_ENV),
    oauthClients: Object.fromEntries(
      (
        [
          ['google', e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET],
          ['vk', e.VK_CLIENT_ID, e.VK_CLIENT_SECRET],
          ['yandex', e.YANDEX_CLIENT_ID, e.YANDEX_CLIENT_SECRET],
        ] as const
      )
        .filter(([, id, secret]) => id && secret)
        .map(([name, clientId, clientSecret]) => [name, { clientId, clientSecret }]),
    ),
    publicApiUrl: e.PUBLIC_API_URL?.replace(/\/$/, ''),
    kycMaxBytes: e.KYC_MAX_BYTES,
    adjustApprovalThresholdRub: e.ADJUST_APPROVAL_THRESHOLD,
    // Locally every *.localhost name reaches this server, so development has two mirrors out of the box.
    mirrors: (e.MIRRORS ?? (e.NODE_ENV === 'development' ? `m1.localhost:${e.PORT},m2.localhost:${e.PORT}` : ''))
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter(Boolean),
    mirrorSigningKey: e.MIRROR_SIGNING_KEY,
    revshareServiceFrontendUrl: e.REVSHARE_SERVICE_FRONTEND_URL,
    telegramChannelUrl: e.TELEGRAM_CHANNEL_URL,
    metaYandexVerification: e.META_YANDEX_VERIFICATION,
  };
}
