import type { FastifyReply, FastifyRequest } from 'fastify';
import type { YogaInitialContext } from 'graphql-yoga';
import type { Captcha } from './captcha.ts';
import type { GatewayConfig } from './config.ts';
import type { LegacyClient } from './legacy/client.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

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
}

export type GatewayContext = YogaInitialContext & GatewayServerContext;
