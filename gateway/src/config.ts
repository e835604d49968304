import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { UpstreamPolicyOptions } from './legacy/upstream-policy.ts';

// Two folders up from gateway/src/ (tsx) or from gateway/dist/ (the bundle): the checkout, or the image's root.
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

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
  TRUST_PROXY: booleanFromEnv.default(false),
  COOKIE_SECRET: z.string().min(32, 'COOKIE_SECRET must hold at least 32 characters').optional(),
  LEGACY_TIMEOUT_MS: z.coerce.number().int().positive().default(10000),
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
});

export interface GatewayConfig {
  port: number;
  host: string;
  legacyApiUrl: string;
  brand: string;
  nodeEnv: 'development' | 'production' | 'test';
  webDistDir: string;
  logLevel: string;
  cookieSecure: boolean;
  /** True behind a load balancer that sets X-Forwarded-For. */
  trustProxy: boolean;
  /** Signs the session cookie; every replica of one deployment shares it. */
  cookieSecret: string;
  legacyTimeoutMs: number;
  /** Connections to the legacy host at most (undici Pool). */
  legacyConnections: number;
  /** Retries, retry budget and breakers of the legacy calls (`legacy/upstream-policy.ts`). */
  upstreamPolicy: UpstreamPolicyOptions;
  /** Largest JSON (or text) body read; multipart uploads stream and are bounded elsewhere. */
  bodyLimitBytes: number;
  /** Overrides the web app's trusted documents (hash → text) built with the gateway: a file read once at start. */
  persistedDocumentsFile: string | undefined;
  /** Who may send a document that is not a trusted one: everyone, or only signed-in collaborators. */
  arbitraryOperations: 'all' | 'collaborators';
}

// Outside production a known secret keeps sessions across restarts of a developer's gateway.
export const DEVELOPMENT_COOKIE_SECRET = 'portail-developpement-ne-pas-utiliser-en-production';

/** Reads the gateway's settings from the environment; a wrong value stops the start with zod's message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production' && !parsed.COOKIE_SECRET) {
    throw new Error(
      'COOKIE_SECRET is required in production (at least 32 characters, shared by every replica)',
    );
  }
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    legacyApiUrl: parsed.LEGACY_API_URL,
    brand: parsed.PORTAL_BRAND,
    nodeEnv: parsed.NODE_ENV,
    webDistDir: parsed.WEB_DIST_DIR,
    logLevel: parsed.LOG_LEVEL,
    cookieSecure: parsed.COOKIE_SECURE ?? parsed.NODE_ENV === 'production',
    cookieSecret: parsed.COOKIE_SECRET ?? DEVELOPMENT_COOKIE_SECRET,
    trustProxy: parsed.TRUST_PROXY,
    legacyTimeoutMs: parsed.LEGACY_TIMEOUT_MS,
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
  };
}
