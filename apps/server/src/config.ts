import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** A count or a limit that must be at least 1 (failures before a lock, requests per window, minutes). */
const atLeastOne = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_READ_URL: z.string().url().optional(),
  /** Connections per pool (one on DATABASE_URL, one on DATABASE_READ_URL) in each server process. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Zakaži <no-reply@zakazi.local>'),
  JWT_SECRET: z.string().min(32).optional(),
  DEMO_DATA: booleanFlag.optional(),
  /**
   * Behind reverse proxies, how many of them there are (true: one), so client addresses (rate
   * limits, logs) come from X-Forwarded-For: the entry that many places from its end.
   */
  TRUST_PROXY: z.union([booleanFlag.transform((on) => (on ? 1 : 0)), z.coerce.number().int().min(0).max(10)]).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web client lives; the server serves it when the folder exists. */
  WEB_DIST: z.string().default(resolve(import.meta.dirname, '../../web/dist')),
  /** The web client's server build (`npm run build` writes it beside WEB_DIST, in dist-ssr): public pages are rendered with it when it exists. */
  WEB_SSR: z.string().optional(),
  /** RSD value of one unit of each other currency, e.g. "EUR=117.2,BAM=59.9,MKD=1.9". */
  EXCHANGE_RATES: z.string().default('EUR=117.2,BAM=59.9,MKD=1.9'),
  // Identity and sessions (docs/configuration-identity.md).
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOGIN_MAX_FAILURES: atLeastOne(5),
  LOGIN_LOCK_MINUTES: atLeastOne(15),
  LOGIN_ATTACK_FAILURES: atLeastOne(20),
  RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE: atLeastOne(20),
  RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR: atLeastOne(20),
  RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE: atLeastOne(20),
  RATE_LIMIT_CONFIRM_PER_USER_PER_HOUR: atLeastOne(15),
  RATE_LIMIT_RESET_PER_IP_PER_HOUR: atLeastOne(20),
  RATE_LIMIT_RESET_PER_EMAIL_PER_HOUR: atLeastOne(3),
  RATE_LIMIT_RESEND_PER_EMAIL_PER_HOUR: atLeastOne(5),
  RATE_LIMIT_BOOKING_PER_USER_PER_MINUTE: atLeastOne(20),
  RATE_LIMIT_PAGE_VIEWS_PER_IP_PER_MINUTE: atLeastOne(60),
  /** Prometheus metrics on a port of their own (GET /metrics), not exposed by the load balancer. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Prometheus metrics at GET /metrics on the public port, for `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** On SIGTERM, how long /api/ready answers 503 before the server stops taking connections. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  JOB_POLL_MS: z.coerce.number().int().min(50).default(1000),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(8),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(5),
  /** Web Push (RFC 8292): the server's VAPID keys (base64url); without them a pair is made on first start and kept in DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'an uncompressed P-256 point, base64url').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'a P-256 private key, base64url').optional(),
  /** the VAPID JWT's sub: a mailto: or https: address where push services can reach the operator */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:)/, 'a mailto: or https: URL').optional(),
  /** Push endpoint hosts allowed although they are loopback or private (comma-separated; tests, a push service inside the network). */
  PUSH_ALLOWED_HOSTS: z.string().default(''),
  /** An Infobip-style SMS gateway (POST {SMS_URL}/sms/2/text/advanced); without it no SMS is sent. */
  SMS_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_FROM: z.string().min(1).max(16).default('Zakazi'),
  /** SMS at most per business and calendar month (decision 068). */
  SMS_MONTHLY_CAP: z.coerce.number().int().min(0).default(500),
  PENDING_EXPIRY_HOURS: z.coerce.number().min(0.05).max(720).default(24),
  /**
   * The map's tile server (Leaflet URL template: {z}/{x}/{y}, optional {s} subdomain), handed to
   * the web client in the page's <meta name="map-tile-url"> and allowed by the CSP's img-src.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/\s"'<>]+\/[^\s"'<>]*\{z\}[^\s"'<>]*\{x\}[^\s"'<>]*\{y\}[^\s"'<>]*$/, 'an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** A streaming replica for public reads (catalogue, search, business pages); unset: the primary. */
  databaseReadUrl: string | undefined;
  /** Connections per pool in this process (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  demoData: boolean;
  /**
   * Proxies in front of the server whose X-Forwarded-For entries are believed (TRUST_PROXY; 0: none,
   * the address is the TCP peer's). Each proxy appends the address it got the request from, so the
   * client is the entry this many places from the end; whatever a client wrote before those stays
   * ignored (CONTRACT.md, Third release, Running).
   */
  trustedProxies: number;
  logLevel: string;
  webDist: string;
  webSsr: string;
  exchangeRates: Record<string, number>;
  auth: {
    accessTokenTtlSeconds: number;
    refreshTokenTtlDays: number;
    loginMaxFailures: number;
    loginLockMinutes: number;
    loginAttackFailures: number;
  };
  /** Request limits, all counted in PostgreSQL so they hold for every process (http/rate-limits). */
  rateLimits: {
    loginPerIpPerMinute: number;
    signupPerIpPerHour: number;
    confirmPerIpPerMinute: number;
    confirmPerUserPerHour: number;
    resetPerIpPerHour: number;
    resetPerEmailPerHour: number;
    resendPerEmailPerHour: number;
    bookingPerUserPerMinute: number;
    pageViewsPerIpPerMinute: number;
  };
  mail: { maxAttempts: number };
  /** The one job queue (decision 035): poll interval, jobs at once per process (= SMTP connections), lease. */
  jobs: { pollMs: number; concurrency: number; leaseSeconds: number };
  shutdownDrainMs: number;
  metrics: { port: number | undefined; token: string | undefined };
  /** a pending request the business has not answered expires this long after it became pending */
  pendingExpiryHours: number;
  /** Web Push: the VAPID key pair (base64url) and subject; hosts allowed though private */
  push: { publicKey: string; privateKey: string; subject: string; allowedHosts: string[] };
  /** SMS gateway; url undefined: no SMS is sent */
  sms: { url: string | undefined; apiKey: string; from: string; monthlyCap: number };
  /** Leaflet tile URL template of the web client's maps */
  mapTileUrl: string;
};

/** Reads and checks the environment once; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    // Demo data: by default on the embedded database only; never in production, whatever is asked.
    demoData: e.NODE_ENV !== 'production' && (e.DEMO_DATA ?? !e.DATABASE_URL),
    trustedProxies: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: resolve(e.WEB_DIST),
    webSsr: resolve(e.WEB_SSR ?? join(e.WEB_DIST, '..', 'dist-ssr')),
    exchangeRates: parseRates(e.EXCHANGE_RATES),
    auth: {
      accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
      refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
      loginMaxFailures: e.LOGIN_MAX_FAILURES,
      loginLockMinutes: e.LOGIN_LOCK_MINUTES,
      loginAttackFailures: e.LOGIN_ATTACK_FAILURES,
    },
    rateLimits: {
      loginPerIpPerMinute: e.RATE_LIMIT_LOGIN_PER_IP_PER_MINUTE,
      signupPerIpPerHour: e.RATE_LIMIT_SIGNUP_PER_IP_PER_HOUR,
      confirmPerIpPerMinute: e.RATE_LIMIT_CONFIRM_PER_IP_PER_MINUTE,
      confirmPerUserPerHour: e.RATE_LIMIT_CONFIRM_PER_USER_PER_HOUR,
      resetPerIpPerHour: e.RATE_LIMIT_RESET_PER_IP_PER_HOUR,
      resetPerEmailPerHour: e.RATE_LIMIT_RESET_PER_EMAIL_PER_HOUR,
      resendPerEmailPerHour: e.RATE_LIMIT_RESEND_PER_EMAIL_PER_HOUR,
      bookingPerUserPerMinute: e.RATE_LIMIT_BOOKING_PER_USER_PER_MINUTE,
      pageViewsPerIpPerMinute: e.RATE_LIMIT_PAGE_VIEWS_PER_IP_PER_MINUTE,
    },
    mail: { maxAttempts: e.MAIL_MAX_ATTEMPTS },
    jobs: { pollMs: e.JOB_POLL_MS, concurrency: e.MAIL_CONCURRENCY, leaseSeconds: e.JOB_LEASE_SECONDS },
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    pendingExpiryHours: e.PENDING_EXPIRY_HOURS,
    push: {
      ...vapidKeys(e, dataDir),
      subject: e.VAPID_SUBJECT ?? `mailto:${senderOf(e.MAIL_FROM)}`,
      allowedHosts: e.PUSH_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    },
    // Both or nothing: a gateway without its key would only collect 401s.
    sms: { url: e.SMS_URL && e.SMS_API_KEY ? e.SMS_URL.replace(/\/$/, '') : undefined, apiKey: e.SMS_API_KEY ?? '', from: e.SMS_FROM, monthlyCap: e.SMS_MONTHLY_CAP },
    mapTileUrl: e.MAP_TILE_URL,
  };
}

function parseRates(text: string): Record<string, number> {
  const rates: Record<string, number> = { RSD: 1 };
  for (const pair of text.split(',').filter(Boolean)) {
    const [code, value] = pair.split('=');
    const rate = Number(value);
    if (!code || !['EUR', 'BAM', 'MKD'].includes(code.trim()) || !(rate > 0)) {
      throw new Error(`Invalid configuration: EXCHANGE_RATES entry "${pair}"`);
    }
    rates[code.trim()] = rate;
  }
  return rates;
}

/** A JWT secret generated once and kept in DATA_DIR, so tokens survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = resolve(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The CSP img-src source of a tile URL template: its scheme and host, a {s} subdomain as a wildcard. */
export function tileImageSource(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? template;
  return origin.replace(/\{s\}/g, '*');
}

/** The address of MAIL_FROM ("Zakaži <no-reply@…>" → no-reply@…), for the VAPID subject. */
function senderOf(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

/**
 * The VAPID key pair: from the settings (both or neither), else made once and kept in DATA_DIR
 * like the JWT secret, so browsers' subscriptions (bound to the public key) survive restarts.
 */
function vapidKeys(e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }, dataDir: string): { publicKey: string; privateKey: string } {
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) throw new Error('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  const file = resolve(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('hex').padStart(64, '0') };
  keys.privateKey = Buffer.from(keys.privateKey, 'hex').toString('base64url');
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
