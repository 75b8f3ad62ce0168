import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthProvider } from '@rihla/contract';
import { paymentsFromEnv, type PaymentsConfig } from './payments-config.ts';
import { zatcaFromEnv, type ZatcaConfig } from './zatca-config.ts';

// Every setting comes from the environment (documented in apps/api/README.md). Paths resolve against
// the repository root, not the working directory: pnpm starts the server with cwd apps/api.
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface OAuthProviderConfig {
  clientId: string;
  /** Null for Apple, whose client secret is a JWT signed for each exchange (apple below). */
  clientSecret: string | null;
  tokenUrl: string;
  /** Where a provider without an ID token says who signed in (Facebook's Graph /me). */
  userInfoUrl: string;
  /** The provider's sign-in page the browser is sent to (GET /api/auth/{provider}/redirect). */
  authorizeUrl: string;
  scope: string;
  redirectUri: string | null;
  /** OpenID Connect: the ID token's signature is checked against these keys, with its nonce. */
  oidc: { issuer: string; jwksUrl: string } | null;
  /** "client_secret_basic" (HTTP Basic, via arctic) or "client_secret_post" (form fields). */
  clientAuth: 'basic' | 'post';
  apple: { teamId: string; keyId: string; privateKey: string } | null;
  /** Apple answers by POSTing the form to the redirect URI when e-mail is asked for. */
  responseMode: 'query' | 'form_post';
}

/** A fixed window with one budget per client IP and a smaller one per account (e-mail or customer). */
export interface RateLimit {
  ipMax: number;
  accountMax: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema to use (tests isolate each file in its own). */
  databaseSchema: string | null;
  webDist: string;
  publicUrl: string;
  /** Request header in which the CDN/proxy gives the visitor's country (GET /api/geo), lower-case. */
  geoCountryHeader: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  corsOrigins: string[];
  cspConnectSrc: string[];
  cspStyleSrc: string[];
  logLevel: string;
  trustProxy: boolean | string;
  seed: boolean;
  scryptLogN: number;
  /** Worker threads that hash passwords, and how many hashes may wait for one (then 503). */
  passwordThreads: number;
  /** A token unused this long, or older than tokenMaxAgeMs, answers 401 and is deleted. */
  tokenIdleMs: number;
  tokenMaxAgeMs: number;
  passwordQueueMax: number;
  passwordQueueWaitMs: number;
  /** Booking uploads' own bounded pool (modules/bookings/upload-pool.ts): threads, queue, wait. */
  uploadThreads: number;
  uploadQueueMax: number;
  uploadQueueWaitMs: number;
  oauth: Partial<Record<AuthProvider, OAuthProviderConfig>>;
  /** Redis for the rate limits shared by several servers; null counts them in this process's memory. */
  redisUrl: string | null;
  /** AES-256 key of the stored passport and visa files (32 bytes, hex or base64); null: $DATA_DIR/files.key. */
  filesKey: string | null;
  /** Put before every Redis key (not an environment setting: tests share one Redis). */
  redisKeyPrefix: string;
  rateLimits: {
    login: RateLimit;
    register: RateLimit;
    reset: RateLimit;
    booking: RateLimit;
    vitals: RateLimit;
  };
  bodyLimit: number;
  /** Addresses in one sitemap file (the protocol's limit; not an environment setting: tests lower it). */
  sitemapMaxUrls: number;
  /** Slow clients (issue 12, item 14): all headers within, the whole request within, in ms. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A customer may cancel until this many hours before the trip's first day (docs/product.md, "Seats and cancellation"). */
  cancelCutoffHours: number;
  /** How often the server completes bookings whose trip has ended; 0 turns the job off. */
  completionIntervalMs: number;
  /** The mail outbox's sender (platform/mail/outbox.ts). */
  mail: {
    /** How often each server looks for due messages besides being woken by a new one. */
    sendIntervalMs: number;
    /** Attempts before a message is given up (logged as an error, kept for the operator). */
    maxAttempts: number;
    /** Back-off: the wait after the first failure, doubling each time up to retryMaxMs. */
    retryBaseMs: number;
    retryMaxMs: number;
    /** Sent and given-up messages are deleted this long after they were written. */
    keepMs: number;
  };
  /** Trip visits are counted in memory and written once per trip per interval (modules/catalogue/visit-counter.ts). */
  visitsFlushMs: number;
  /** How often the clean-up jobs run (platform/plugins/jobs.ts); 0 turns them off. */
  cleanupIntervalMs: number;
  /** A booking's Idempotency-Key is forgotten this long after the booking (a retry comes within seconds). */
  idempotencyKeyTtlMs: number;
  /** Hours between booking and a trip's first day (Riyadh midnight); the earliest date follows it. */
  bookingLeadHours: number;
  /** Months a traveller's passport must stay valid after the trip's last day. */
  passportValidMonths: number;
  /** Days after a trip's last day its passport and visa scans and passport numbers are kept (issue 29). */
  passportRetentionDays: number;
  /** Real visitors (issue 28): the share of page views that report their speed, and the days kept. */
  vitalsSampleRate: number;
  vitalsKeepDays: number;
  /**
   * The staff second factor's lock (issue 29): after delayAfter wrong codes in a row each further
   * one waits delayBaseMs, doubling; at lockAfter the account is locked for lockMs and e-mailed.
   */
  staffCodes: { delayAfter: number; delayBaseMs: number; lockAfter: number; lockMs: number };
  /** Online payment (issue 26); null when the site does not take it (PAYMENTS=off). */
  payments: PaymentsConfig | null;
  /** ZATCA e-invoicing's reporting (issue 27, phase 2); null when ZATCA=off. */
  zatca: ZatcaConfig | null;
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n)) throw new Error(`${name} must be a number, got "${raw}"`);
  return n;
}

function limit(env: Env, name: string, ipMax: number, accountMax: number, windowS: number): RateLimit {
  return {
    ipMax: int(env, `RATE_LIMIT_${name}_IP_MAX`, ipMax),
    accountMax: int(env, `RATE_LIMIT_${name}_ACCOUNT_MAX`, accountMax),
    windowMs: int(env, `RATE_LIMIT_${name}_WINDOW_S`, windowS) * 1000,
  };
}

function list(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function oauthFromEnv(env: Env): Config['oauth'] {
  const out: Config['oauth'] = {};
  const url = (p: string, name: string, fallback: string) => env[`${p}_${name}`] || fallback;
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    out.google = {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizeUrl: url('GOOGLE', 'AUTHORIZE_URL', 'https://accounts.google.com/o/oauth2/v2/auth'),
      tokenUrl: url('GOOGLE', 'TOKEN_URL', 'https://oauth2.googleapis.com/token'),
      userInfoUrl: url('GOOGLE', 'USERINFO_URL', 'https://openidconnect.googleapis.com/v1/userinfo'),
      scope: env.GOOGLE_SCOPE || 'openid email profile',
      redirectUri: env.GOOGLE_REDIRECT_URI || null,
      oidc: {
        issuer: url('GOOGLE', 'ISSUER', 'https://accounts.google.com'),
        jwksUrl: url('GOOGLE', 'JWKS_URL', 'https://www.googleapis.com/oauth2/v3/certs'),
      },
      clientAuth: 'basic',
      apple: null,
      responseMode: 'query',
    };
  }
  if (env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET) {
    out.facebook = {
      clientId: env.FACEBOOK_CLIENT_ID,
      clientSecret: env.FACEBOOK_CLIENT_SECRET,
      authorizeUrl: url('FACEBOOK', 'AUTHORIZE_URL', 'https://www.facebook.com/v19.0/dialog/oauth'),
      tokenUrl: url('FACEBOOK', 'TOKEN_URL', 'https://graph.facebook.com/v19.0/oauth/access_token'),
      userInfoUrl: url('FACEBOOK', 'USERINFO_URL', 'https://graph.facebook.com/me?fields=id,name,email'),
      scope: env.FACEBOOK_SCOPE || 'email public_profile',
      redirectUri: env.FACEBOOK_REDIRECT_URI || null,
      oidc: null,
      clientAuth: 'post',
      apple: null,
      responseMode: 'query',
    };
  }
  // Apple signs in with a client secret the server signs itself (ES256, with the key Apple issued).
  const apple = ['APPLE_CLIENT_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'].map((n) => env[n]);
  if (apple.every(Boolean)) {
    const [clientId, teamId, keyId, privateKey] = apple as string[];
    out.apple = {
      clientId: clientId!,
      clientSecret: null,
      authorizeUrl: url('APPLE', 'AUTHORIZE_URL', 'https://appleid.apple.com/auth/authorize'),
      tokenUrl: url('APPLE', 'TOKEN_URL', 'https://appleid.apple.com/auth/token'),
      userInfoUrl: '',
      scope: env.APPLE_SCOPE || 'openid email',
      redirectUri: env.APPLE_REDIRECT_URI || null,
      oidc: {
        issuer: url('APPLE', 'ISSUER', 'https://appleid.apple.com'),
        jwksUrl: url('APPLE', 'JWKS_URL', 'https://appleid.apple.com/auth/keys'),
      },
      clientAuth: 'post',
      // A PEM in one environment line may carry literal "\n".
      apple: { teamId: teamId!, keyId: keyId!, privateKey: privateKey!.replace(/\\n/g, '\n') },
      responseMode: (env.APPLE_SCOPE || 'openid email').split(' ').some((s) => s === 'email' || s === 'name')
        ? 'form_post'
        : 'query',
    };
  }
  return out;
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'var');
  const port = int(env, 'PORT', 3000);
  const trust = env.TRUST_PROXY;
  const config: Config = {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databaseSchema: env.DATABASE_SCHEMA || null,
    webDist: path.resolve(REPO_ROOT, env.WEB_DIST || 'apps/web/dist'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    geoCountryHeader: env.GEO_COUNTRY_HEADER?.trim().toLowerCase() || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Rihla <no-reply@rihla.example>',
    corsOrigins: list(env.CORS_ORIGINS),
    // The app calls only its own origin (the country lookup is GET /api/geo).
    cspConnectSrc: list(env.CSP_CONNECT_SRC ?? ''),
    cspStyleSrc: list(env.CSP_STYLE_SRC),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trust === undefined || trust === '' ? false : trust === 'true' ? true : trust === 'false' ? false : trust,
    seed: env.SEED !== 'false',
    // OWASP: scrypt N=2^17, r=8, p=1. Tests lower N through SCRYPT_LOG_N to stay fast.
    scryptLogN: int(env, 'SCRYPT_LOG_N', 17),
    // One core is left to the event loop: with every core hashing, bookings and file reads would
    // queue behind a login flood again (on a 2-core machine, 1 hashing thread).
    passwordThreads: Math.max(1, int(env, 'PASSWORD_HASH_THREADS', Math.max(1, os.availableParallelism() - 1))),
    tokenIdleMs: int(env, 'TOKEN_IDLE_DAYS', 30) * 86_400_000,
    tokenMaxAgeMs: int(env, 'TOKEN_MAX_AGE_DAYS', 180) * 86_400_000,
    passwordQueueMax: Math.max(0, int(env, 'PASSWORD_HASH_QUEUE_MAX', 16)),
    passwordQueueWaitMs: Math.max(0, int(env, 'PASSWORD_HASH_QUEUE_WAIT_S', 10)) * 1000,
    // Decoding passport pictures, like hashing, leaves a core to the event loop (issue 29, finding 1).
    uploadThreads: Math.max(1, int(env, 'UPLOAD_THREADS', Math.max(1, os.availableParallelism() - 1))),
    uploadQueueMax: Math.max(0, int(env, 'UPLOAD_QUEUE_MAX', 64)),
    uploadQueueWaitMs: Math.max(0, int(env, 'UPLOAD_QUEUE_WAIT_S', 20)) * 1000,
    oauth: oauthFromEnv(env),
    redisUrl: env.REDIS_URL || null,
    filesKey: env.FILES_KEY || null,
    redisKeyPrefix: 'rihla:',
    rateLimits: {
      login: limit(env, 'LOGIN', 100, 10, 900),
      register: limit(env, 'REGISTER', 20, 20, 3600),
      reset: limit(env, 'RESET', 20, 5, 3600),
      booking: limit(env, 'BOOKING', 100, 20, 3600),
      // Real visitors' reports (issue 28): one a page view; no account, so the address's budget only.
      vitals: limit(env, 'VITALS', 120, 120, 600),
    },
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 1024 * 1024),
    sitemapMaxUrls: 50_000,
    headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_S', 10) * 1000,
    // Long enough for a booking's passport photos over a slow phone connection.
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_S', 120) * 1000,
    // The booking terms' figure: 96 hours (4 days) before the trip starts, Riyadh time.
    cancelCutoffHours: int(env, 'CANCEL_CUTOFF_HOURS', 96),
    // The terms' "book at least 96 hours ahead" (issue 31, item 4): the earliest bookable day.
    bookingLeadHours: int(env, 'BOOKING_LEAD_HOURS', 96),
    // The FAQ's "valid six months after travel": months a passport must outlast the trip.
    passportValidMonths: int(env, 'PASSPORT_VALID_MONTHS', 6),
    // PDPL's minimum: scans and passport numbers go this long after the trip (issue 29, item 9).
    passportRetentionDays: int(env, 'PASSPORT_RETENTION_DAYS', 90),
    vitalsSampleRate: Math.min(1, Math.max(0, Number(env.VITALS_SAMPLE_RATE || '0.5') || 0)),
    vitalsKeepDays: Math.max(28, int(env, 'VITALS_KEEP_DAYS', 90)),
    staffCodes: {
      delayAfter: Math.max(1, int(env, 'STAFF_CODE_DELAY_AFTER', 5)),
      delayBaseMs: int(env, 'STAFF_CODE_DELAY_S', 30) * 1000,
      lockAfter: Math.max(1, int(env, 'STAFF_CODE_LOCK_AFTER', 10)),
      lockMs: int(env, 'STAFF_CODE_LOCK_MINUTES', 15) * 60_000,
    },
    completionIntervalMs: int(env, 'BOOKING_COMPLETION_INTERVAL_S', 3600) * 1000,
    mail: {
      sendIntervalMs: int(env, 'MAIL_SEND_INTERVAL_S', 10) * 1000,
      maxAttempts: Math.max(1, int(env, 'MAIL_MAX_ATTEMPTS', 16)),
      retryBaseMs: int(env, 'MAIL_RETRY_BASE_S', 30) * 1000,
      retryMaxMs: int(env, 'MAIL_RETRY_MAX_S', 3600) * 1000,
      keepMs: int(env, 'MAIL_KEEP_DAYS', 7) * 86_400_000,
    },
    visitsFlushMs: int(env, 'VISITS_FLUSH_INTERVAL_S', 5) * 1000,
    cleanupIntervalMs: int(env, 'CLEANUP_INTERVAL_S', 3600) * 1000,
    idempotencyKeyTtlMs: int(env, 'IDEMPOTENCY_KEY_HOURS', 24) * 3_600_000,
    payments: paymentsFromEnv(env),
    zatca: zatcaFromEnv(env),
  };
  return { ...config, ...overrides };
}

/** The figures the booking terms quote (issue 31, item 4): the agency's own configuration. */
export const termFigures = (config: Pick<Config, 'bookingLeadHours' | 'passportValidMonths' | 'cancelCutoffHours'>) => ({
  leadHours: config.bookingLeadHours,
  passportValidMonths: config.passportValidMonths,
  cancelCutoffHours: config.cancelCutoffHours,
});
