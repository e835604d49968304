import {
  EXTERNAL_OUTCOME_PARAM,
  EXTERNAL_OUTCOMES,
  EXTERNAL_SIGN_IN_CALLBACK_PATH,
  EXTERNAL_SIGN_IN_PATH,
  EXTERNAL_SIGN_IN_PURPOSES,
  isReturnPath,
} from '@portal/schema/rules/external-sign-in';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GatewayConfig } from '../../config.ts';
import { SECOND_STEP_PARAM, SECOND_STEP_VALUE } from '@portal/schema/rules/second-step';
import { sessionOrSecondStep, type SecondStepSources } from '../second-factor/second-step.ts';
import type { LegacyClient } from '../../transport/legacy-client.ts';
import { rememberLinkedAccount } from './linked-account.ts';
import { ExternalProvider } from './provider.ts';
import { SignedCookie } from './signed-cookies.ts';

const SIGN_IN_PAGE = '/app';

const returnPath = z.string().refine(isReturnPath);

const startQuery = z.object({ usage: z.enum(EXTERNAL_SIGN_IN_PURPOSES), retour: returnPath });

/**
 * The flow between the redirect to the provider and its redirect back: state, nonce and PKCE verifier, what the
 * flow is for and where it returns. Signed, HttpOnly, sent only to the callback's path, ten minutes at most, and
 * cleared by the callback whatever it decides, so a flow is finished once.
 */
const flowCookie = new SignedCookie({
  name: 'portail_connexion_externe',
  shape: z.object({
    state: z.string().min(1),
    nonce: z.string().min(1),
    codeVerifier: z.string().min(43),
    usage: z.enum(EXTERNAL_SIGN_IN_PURPOSES),
    retour: returnPath,
  }),
  path: EXTERNAL_SIGN_IN_CALLBACK_PATH,
  lifetimeSeconds: 10 * 60,
});

/** `path` with the flow's outcome in its query, for the page to show the French message. */
function withOutcome(path: string, outcome: string): string {
  const url = new URL(path, 'http://portail.invalid');
  url.searchParams.set(EXTERNAL_OUTCOME_PARAM, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the provider sends the browser back: the configured address, else the callback on the address asked. */
function redirectUriOf(request: FastifyRequest, config: GatewayConfig): string {
  return (
    config.externalSignIn?.redirectUrl ??
    `${request.protocol}://${request.host}${EXTERNAL_SIGN_IN_CALLBACK_PATH}`
  );
}

/** Logs why a flow failed, by the error's name and code only: an error of the flow may quote what it received. */
function logFailure(request: FastifyRequest, error: unknown, step: string): void {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  request.log.warn({ step, error: { name, code } }, 'external sign-in failed');
}

/**
 * The external sign-in's two routes (spec 000 §2.3, §4): `GET /connexion-externe?usage=&retour=` starts an
 * authorization-code flow with PKCE at the configured provider; `GET /connexion-externe/retour` checks the
 * provider's answer against the flow's cookie, redeems the code, and then either opens a portal session for the
 * account linked to the external one (`connexion`) or remembers the external account for the form it returns to
 * (`liaison`, linked-account.ts). No token leaves the gateway; failures return with `?externe=echec|inconnu`.
 */
export function registerExternalSignInRoutes(
  app: FastifyInstance,
  config: GatewayConfig,
  legacyFor: (request: FastifyRequest) => LegacyClient,
  secondStepSources: SecondStepSources,
): void {
  const settings = config.externalSignIn;
  if (!settings) {
    // No provider configured (production without OIDC_*): the button says so on the page it came from.
    app.get(EXTERNAL_SIGN_IN_PATH, (request, reply) => {
      const query = startQuery.safeParse(request.query);
      const page = query.success && query.data.usage === 'liaison' ? query.data.retour : SIGN_IN_PAGE;
      return reply.redirect(withOutcome(page, EXTERNAL_OUTCOMES.unavailable));
    });
    return;
  }
  const provider = new ExternalProvider(settings);

  app.get(EXTERNAL_SIGN_IN_PATH, async (request, reply) => {
    const query = startQuery.safeParse(request.query);
    if (!query.success) return reply.redirect(withOutcome(SIGN_IN_PAGE, EXTERNAL_OUTCOMES.failed));
    const { usage, retour } = query.data;
    try {
      const { url, pending } = await provider.start(redirectUriOf(request, config));
      flowCookie.write(reply, config, { ...pending, usage, retour });
      reply.header('cache-control', 'no-store');
      return await reply.redirect(url.href);
    } catch (error) {
      logFailure(request, error, 'start');
      return reply.redirect(
        withOutcome(usage === 'connexion' ? SIGN_IN_PAGE : retour, EXTERNAL_OUTCOMES.failed),
      );
    }
  });

  app.get(EXTERNAL_SIGN_IN_CALLBACK_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const flow = flowCookie.read(request, config);
    flowCookie.clear(reply, config);
    if (!flow) return reply.redirect(withOutcome(SIGN_IN_PAGE, EXTERNAL_OUTCOMES.failed));
    const failed = withOutcome(
      flow.usage === 'connexion' ? SIGN_IN_PAGE : flow.retour,
      EXTERNAL_OUTCOMES.failed,
    );
    const callbackUrl = new URL(redirectUriOf(request, config));
    callbackUrl.search = new URL(request.url, 'http://portail.invalid').search;
    let account;
    try {
      account = await provider.finish(callbackUrl, flow);
    } catch (error) {
      logFailure(request, error, 'callback');
      return reply.redirect(failed);
    }
    if (flow.usage === 'liaison') {
      rememberLinkedAccount(reply, config, account);
      return reply.redirect(flow.retour);
    }
    let session;
    try {
      session = await legacyFor(request).auth.loginExternal(account.subject);
    } catch (error) {
      logFailure(request, error, 'legacy');
      return reply.redirect(failed);
    }
    if (!session) return reply.redirect(withOutcome(SIGN_IN_PAGE, EXTERNAL_OUTCOMES.unknown));
    let opened;
    try {
      opened = await sessionOrSecondStep(request, reply, config, secondStepSources, session);
    } catch (error) {
      logFailure(request, error, 'second factors');
      return reply.redirect(failed);
    }
    // The page it returns to stays in the browser's storage (the sign-in page's redirect) for after the code.
    if (opened === 'second-step')
      return reply.redirect(`${SIGN_IN_PAGE}?${SECOND_STEP_PARAM}=${SECOND_STEP_VALUE}`);
    return reply.redirect(flow.retour);
  });
}
