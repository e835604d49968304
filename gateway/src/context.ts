import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import type { ApiTokens } from './domains/api-tokens/api-tokens.ts';
import type { ApiTokenRecord } from './domains/api-tokens/token-store.ts';
import type { Captcha } from './http/captcha.ts';
import type { GatewayConfig } from './config.ts';
import type { LegacyClient } from './transport/legacy-client.ts';
import type { BucketState, LeakyBuckets } from './rate-limit/leaky-bucket.ts';
import type { SignInThrottle } from './domains/auth/sign-in-throttle.ts';
import type { SecondFactors } from './domains/second-factor/second-factors.ts';
import type { SessionRegistry } from './domains/devices/session-registry.ts';

/** What an HTTP request costs, weighed before its operations run and counted while they run. */
export interface RequestCost {
  /** Legacy calls its operations may cause, estimated from their documents (plugins/upstream-budget.ts). */
  requested: number;
  /** Points poured into the caller's budget so far. */
  charged: number;
  /** The caller's budget after the last pour; null for a caller without one (signed out). */
  bucket: BucketState | null;
}

/** What the Fastify route hands to Yoga once per HTTP request, shared by every operation of a batch. */
export interface GatewayServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
  /** The legacy client of this HTTP request: its loaders dedupe GETs across the operations of a batch. */
  legacy: LegacyClient;
  config: GatewayConfig;
  signInThrottle: SignInThrottle;
  /** The forgot-password form's proof of work; one per process (it remembers the payloads used). */
  captcha: Captcha;
  /** The personal access tokens (issue 22). */
  apiTokens: ApiTokens;
  /** The people's second factors (issue 47). */
  secondFactors: SecondFactors;
  /** The browser sessions signed in as each person (issue 47). */
  devices: SessionRegistry;
  /** The token this request authenticated with (`Authorization: Bearer`), or null for a browser's cookie. */
  apiToken: ApiTokenRecord | null;
  /** The rate-limit budgets (points per minute) of tokens and sessions. */
  budgets: LeakyBuckets;
  cost: RequestCost;
}

export type GatewayContext = YogaInitialContext & GatewayServerContext;
