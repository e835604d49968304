import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_POINTS_PER_MINUTE } from '@portal/schema/rules/api-limits';
import { z } from 'zod';
import { localCookieSecret } from './runtime/cookie-secret.ts';
import type { UpstreamPolicyOptions } from './transport/upstream-policy.ts';
import type { BodyPace } from './uploads/body-pace.ts';

// Two folders up from gateway/src/ (tsx) or from gateway/dist/ (the bundle): the checkout, or the image's root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

// proxy-addr's names for address ranges, which Fastify's trustProxy accepts beside addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

// `true` would take the left-most X-Forwarded-For address, which the client writes itself: refused, so that a
// deployment says which hops it trusts.
const trustProxyFromEnv = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^(false|0|[1-9]\d{0,1})$/.test(value) ||
      value.split(',').every((entry) => isProxyAddress(entry.trim())),
    {
      message:
        'TRUST_PROXY must be false, the number of proxies in front of the gateway (1 behind one load balancer) or their addresses or CIDRs, comma-separated; true would trust the addresses a client writes',
    },
  )
  .transform((value): TrustedProxies => {
    if (value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    return value.split(',').map((entry) => entry.trim());
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  LEGACY_API_URL: z.url().default('http://localhost:4010'),
  PORTAL_BRAND: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('terres'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST_DIR: z.string().min(1).default(`${repoRoot}web/dist`),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  COOKIE_SECURE: booleanFromEnv.optional(),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  COOKIE_SECRET: z.string().min(32, 'COOKIE_SECRET must hold at least 32 characters').optional(),
  GATEWAY_DATA_DIR: z.string().min(1).default(`${repoRoot}gateway/.data`),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  SECOND_FACTOR_REQUIRED: z
    // Empty is unset: docker-compose passes `${SECOND_FACTOR_REQUIRED:-}` through.
    .enum(['collaborators', ''], { error: 'SECOND_FACTOR_REQUIRED must be collaborators, or unset' })
    .optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL' })
    .optional(),
  LEGACY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  LEGACY_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
  LEGACY_CALLS_PER_REQUEST: z.coerce.number().int().positive().default(50),
  RATE_LIMIT_POINTS_PER_MINUTE: z.coerce.number().int().positive().default(DEFAULT_POINTS_PER_MINUTE),
  LEGACY_CONNECTIONS: z.coerce.number().int().positive().default(64),
  LEGACY_RETRIES: z.coerce.number().int().min(0).max(2).default(2),
  LEGACY_RETRY_BASE_DELAY_MS: z.coerce.number().int().min(0).default(100),
  LEGACY_RETRY_BUDGET_RATIO: z.coerce.number().min(0).max(1).default(0.1),
  LEGACY_RETRY_BUDGET_MIN: z.coerce.number().int().min(0).default(10),
  LEGACY_RETRY_BUDGET_WINDOW_MS: z.coerce.number().int().positive().default(10_000),
  LEGACY_BREAKER_FAILURES: z.coerce.number().int().positive().default(5),
  LEGACY_BREAKER_HALF_OPEN_MS: z.coerce.number().int().positive().default(10_000),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  PERSISTED_DOCUMENTS_FILE: z.string().min(1).optional(),
  ARBITRARY_OPERATIONS: z.enum(['all', 'collaborators']).optional(),
  UPLOAD_CONNECTIONS: z.coerce.number().int().positive().default(16),
  UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(1024),
  UPLOAD_RATE_WINDOW_MS: z.coerce.number().int().positive().default(10_000),
  UPLOAD_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(1_800_000),
  RESUMABLE_UPLOADS_DIR: z.string().min(1).optional(),
  // Six hours: a deposit resumes within the day's weak links, and what is abandoned leaves the disk the same day.
  RESUMABLE_UPLOADS_EXPIRY_MS: z.coerce.number().int().positive().default(21_600_000),
  BREACH_RANGE_URL: z.url().optional(),
  CAPTCHA_SECRET: z.string().min(32, 'CAPTCHA_SECRET must hold at least 32 characters').optional(),
  CAPTCHA_COST: z.coerce.number().int().positive().default(5_000),
  HIRING_SIMULATOR_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  MAP_TILES_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_ISSUER_URL: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_REDIRECT_URL: z.url({ protocol: /^https?$/ }).optional(),
  EINVOICING_DOMAIN: z.string().optional(),
});

// The emulator's local OpenID provider's client (legacy-api/src/oidc-provider/dev-provider.ts): the defaults
// outside production, where the provider is the emulator's.
const DEV_OIDC_CLIENT_ID = 'portail-client';
const DEV_OIDC_CLIENT_SECRET = 'portail-client-secret-de-developpement';

/** The OpenID Connect provider of the external sign-in and the portal's client there. */
export interface ExternalSignInSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** The provider's redirect back to the gateway; null: `/connexion-externe/retour` on the address asked. */
  redirectUrl: string | null;
}

/**
 * Which hops of X-Forwarded-For the gateway believes: none (false), the n nearest (the gateway must be reachable
 * only through those proxies), or the hops whose address is in the list (addresses, CIDRs, proxy-addr names).
 */
export type TrustedProxies = false | number | string[];

export interface GatewayConfig {
  port: number;
  host: string;
  legacyApiUrl: string;
  brand: string;
  nodeEnv: 'development' | 'production' | 'test';
  webDistDir: string;
  logLevel: string;
  cookieSecure: boolean;
  /** The proxies whose X-Forwarded-For entries name the caller (sign-in throttling, logs). */
  trustProxy: TrustedProxies;
  /** Seals the session cookie; every replica of one deployment shares it. */
  cookieSecret: string;
  /** Where sign-in throttling counts, shared by the replicas; in each process's memory when null. */
  redisUrl: string | null;
  /**
   * The address people reach the portal at (scheme, host, port): passkeys are bound to its host name and accepted
   * from it only. When null, each request's own (its Host header), for the demo and the tests.
   */
  publicOrigin: string | null;
  /**
   * Who must hold a second factor (issue 47): 'collaborators', the firm's staff, then reach nothing but its
   * enrolment until they have one; null, nobody.
   */
  secondFactorRequired: 'collaborators' | null;
  /** How long a replica told to stop waits for its requests in flight before it cuts them. */
  shutdownTimeoutMs: number;
  /** The most one legacy attempt may take; the bound of a call sent once (a change, a file), its wait included. */
  legacyTimeoutMs: number;
  /** The bound of a read (a screen's data) from the moment it is asked for: its wait, attempts and backoffs. */
  legacyReadTimeoutMs: number;
  /** Legacy calls one HTTP request (all operations of a batch) may cause, estimated before and counted during. */
  legacyCallsPerRequest: number;
  /** The leaky bucket of each token and each signed-in person: its capacity, leaked in a minute. */
  rateLimitPointsPerMinute: number;
  /** Connections to the legacy host at most (undici Pool). */
  legacyConnections: number;
  /** Retries, retry budget and breakers of the legacy calls (`transport/upstream-policy.ts`). */
  upstreamPolicy: UpstreamPolicyOptions;
  /** Largest JSON (or text) body read; multipart uploads stream and are bounded elsewhere. */
  bodyLimitBytes: number;
  /** Overrides the web app's trusted documents (hash → text) built with the gateway: a file read once at start. */
  persistedDocumentsFile: string | undefined;
  /** Who may send a document that is not a trusted one: everyone, or only signed-in collaborators. */
  arbitraryOperations: 'all' | 'collaborators';
  /** Multipart uploads: connections of their own to the legacy, and how fast and long a body may come. */
  uploads: BodyPace & { connections: number };
  /** The store's resumable uploads (tus): where their parts wait on disk, and how long an unfinished one is kept. */
  resumableUploads: { directory: string; expiryMs: number };
  /**
   * The breach-range service (k-anonymity, `<url><5-hex prefix>`): the public one in production, the emulator's
   * offline stand-in otherwise.
   */
  breachRangeUrl: string;
  /** Signs the captcha's challenges; derived from the cookie secret unless set. */
  captchaSecret: string;
  /** PBKDF2 iterations per attempt of the captcha's proof of work (a browser solves it in about a second). */
  captchaCost: number;
  /** The third-party hiring simulator's widget script the page loads; the emulator's offline stand-in by default. */
  hiringSimulatorScriptUrl: string;
  /** The yield map's tiles, an address template with {z}, {x} and {y}; none: zones on a plain background. */
  mapTilesUrl: string | null;
  /** The external sign-in ("Se connecter avec Google"); null when production configures no provider. */
  externalSignIn: ExternalSignInSettings | null;
  /**
   * The electronic-invoicing platform's mail domain: a billing e-mail at it is locked (spec 000 §5). The demo data's
   * outside production, none (nothing locked) in production unless set.
   */
  einvoicingDomain: string;
}

/** Reads the gateway's settings from the environment; a wrong value stops the start with zod's message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production' && !parsed.COOKIE_SECRET) {
    throw new Error(
      'COOKIE_SECRET is required in production (at least 32 characters, shared by every replica)',
    );
  }
  const cookieSecret = parsed.COOKIE_SECRET ?? localCookieSecret(parsed.GATEWAY_DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    legacyApiUrl: parsed.LEGACY_API_URL,
    brand: parsed.PORTAL_BRAND,
    nodeEnv: parsed.NODE_ENV,
    webDistDir: parsed.WEB_DIST_DIR,
    logLevel: parsed.LOG_LEVEL,
    cookieSecure: parsed.COOKIE_SECURE ?? parsed.NODE_ENV === 'production',
    cookieSecret,
    trustProxy: parsed.TRUST_PROXY,
    redisUrl: parsed.REDIS_URL ?? null,
    publicOrigin: parsed.PUBLIC_ORIGIN === undefined ? null : new URL(parsed.PUBLIC_ORIGIN).origin,
    secondFactorRequired: parsed.SECOND_FACTOR_REQUIRED || null,
    legacyTimeoutMs: parsed.LEGACY_TIMEOUT_MS,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    legacyReadTimeoutMs: parsed.LEGACY_READ_TIMEOUT_MS,
    legacyCallsPerRequest: parsed.LEGACY_CALLS_PER_REQUEST,
    rateLimitPointsPerMinute: parsed.RATE_LIMIT_POINTS_PER_MINUTE,
    legacyConnections: parsed.LEGACY_CONNECTIONS,
    upstreamPolicy: {
      maxRetries: parsed.LEGACY_RETRIES,
      retryBaseDelayMs: parsed.LEGACY_RETRY_BASE_DELAY_MS,
      retryBudgetRatio: parsed.LEGACY_RETRY_BUDGET_RATIO,
      retryBudgetMin: parsed.LEGACY_RETRY_BUDGET_MIN,
      retryBudgetWindowMs: parsed.LEGACY_RETRY_BUDGET_WINDOW_MS,
      breakerFailures: parsed.LEGACY_BREAKER_FAILURES,
      breakerHalfOpenMs: parsed.LEGACY_BREAKER_HALF_OPEN_MS,
    },
    bodyLimitBytes: parsed.BODY_LIMIT_BYTES,
    persistedDocumentsFile: parsed.PERSISTED_DOCUMENTS_FILE,
    arbitraryOperations:
      parsed.ARBITRARY_OPERATIONS ?? (parsed.NODE_ENV === 'production' ? 'collaborators' : 'all'),
    uploads: {
      connections: parsed.UPLOAD_CONNECTIONS,
      minBytesPerSecond: parsed.UPLOAD_MIN_BYTES_PER_SECOND,
      rateWindowMs: parsed.UPLOAD_RATE_WINDOW_MS,
      bodyTimeoutMs: parsed.UPLOAD_BODY_TIMEOUT_MS,
    },
    resumableUploads: {
      directory: parsed.RESUMABLE_UPLOADS_DIR ?? path.join(tmpdir(), 'portail-depots'),
      expiryMs: parsed.RESUMABLE_UPLOADS_EXPIRY_MS,
    },
    breachRangeUrl:
      parsed.BREACH_RANGE_URL ??
      (parsed.NODE_ENV === 'production'
        ? 'https://api.pwnedpasswords.com/range/'
        : new URL('/range/', parsed.LEGACY_API_URL).href),
    captchaSecret:
      parsed.CAPTCHA_SECRET ?? createHmac('sha256', cookieSecret).update('portail:captcha').digest('hex'),
    captchaCost: parsed.CAPTCHA_COST,
    hiringSimulatorScriptUrl:
      parsed.HIRING_SIMULATOR_SCRIPT_URL ??
      new URL('/widgets/simulateur-embauche.js', parsed.LEGACY_API_URL).href,
    mapTilesUrl: parsed.MAP_TILES_URL ?? null,
    externalSignIn: externalSignInOf(parsed),
    einvoicingDomain:
      parsed.EINVOICING_DOMAIN ?? (parsed.NODE_ENV === 'production' ? '' : 'factures.example.fr'),
  };
}

/** Outside production the emulator's provider by default; in production only a provider configured whole. */
function externalSignInOf(parsed: z.output<typeof envSchema>): ExternalSignInSettings | null {
  const production = parsed.NODE_ENV === 'production';
  const issuerUrl =
    parsed.OIDC_ISSUER_URL ?? (production ? undefined : new URL('/oidc', parsed.LEGACY_API_URL).href);
  if (issuerUrl === undefined) return null;
  const clientId = parsed.OIDC_CLIENT_ID ?? (production ? undefined : DEV_OIDC_CLIENT_ID);
  const clientSecret = parsed.OIDC_CLIENT_SECRET ?? (production ? undefined : DEV_OIDC_CLIENT_SECRET);
  if (clientId === undefined || clientSecret === undefined) {
    throw new Error('OIDC_ISSUER_URL needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET in production');
  }
  // Without it the redirect address follows the request's Host header, which a caller chooses (issue 42).
  if (production && parsed.OIDC_REDIRECT_URL === undefined) {
    throw new Error('OIDC_REDIRECT_URL is required in production when OIDC_ISSUER_URL is set');
  }
  return { issuerUrl, clientId, clientSecret, redirectUrl: parsed.OIDC_REDIRECT_URL ?? null };
}
