import { randomUUID } from 'node:crypto';
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { ApiTokens } from './domains/api-tokens/api-tokens.ts';
import { bearerAccess, refuseTokensInAddresses } from './domains/api-tokens/bearer.ts';
import { openTokenStore } from './domains/api-tokens/token-store.ts';
import { signOutRoutesUntilEnrolled } from './domains/second-factor/compulsory-enrolment.ts';
import { openSecondFactorStore } from './domains/second-factor/second-factor-store.ts';
import { SecondFactors } from './domains/second-factor/second-factors.ts';
import { openLeakyBuckets } from './rate-limit/leaky-bucket.ts';
import type { GatewayConfig, TrustedProxies } from './config.ts';
import { registerExternalSignInRoutes } from './domains/external-sign-in/routes.ts';
import { asksForGraphiQL, graphiqlOffer, SIGN_IN_PATH } from './http/graphiql.ts';
import { answerRefusedBodiesAsGraphQL } from './http/body-errors.ts';
import { endSessions } from './http/ended-sessions.ts';
import { openSessionRegistry } from './domains/devices/session-registry.ts';
import { registerFileRoutes } from './http/file-routes.ts';
import { registerResumableUploads } from './uploads/resumable-uploads.ts';
import { openUploadCoordination } from './uploads/shared-state.ts';
import { sessionOf } from './http/session-cookie.ts';
import type { PortalSession } from './transport/legacy-identity.ts';
import { yogaOperations } from './http/first-screen.ts';
import { registerWebApp } from './http/web-app.ts';
import { registerWebManifest } from './http/web-manifest.ts';
import { LegacyClient } from './domains/legacy-client.ts';
import { LegacyHttp } from './transport/http.ts';
import type { UpstreamCall } from './transport/http.ts';
import { loggerOptions } from './runtime/logger.ts';
import { GatewayMetrics } from './runtime/metrics.ts';
import { openSignInThrottle } from './domains/auth/sign-in-throttle.ts';
import { Captcha } from './http/captcha.ts';
import { currentSdl } from '@portal/schema/sdl';
import { loadTrustedDocuments } from './graphql/trusted-documents.ts';
import { createGatewayYoga, GRAPHQL_PATH } from './yoga.ts';

export type { UpstreamCall } from './transport/http.ts';

export interface BuildGatewayOptions {
  /** Told about every attempt sent to the legacy, retries included (benchmark and contract tests count them), besides the metrics. */
  onUpstreamCall?: (call: UpstreamCall) => void;
  /** Where pino writes instead of stdout (tests read every log line). */
  logStream?: DestinationStream;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

// Yoga streams only an event stream or a multipart of incremental results; any other answer is one text it has
// already built.
const STREAMED_ANSWER = /^(?:text\/event-stream|multipart\/mixed)/;

/** The gateway as a Fastify instance, ready but not listening (index.ts listens, tests inject). */
export async function buildGateway(
  config: GatewayConfig,
  options: BuildGatewayOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withLogStream(loggerOptions(config), options.logStream),
    // A GraphQL document and its variables fit in far less; a bigger body is refused (413) before parsing.
    bodyLimit: config.bodyLimitBytes,
    // Behind load balancers the caller's address (sign-in throttling, logs) is the last X-Forwarded-For entry
    // they did not write themselves; the entries before it are the client's own words.
    trustProxy: trustedHops(config.trustProxy),
    requestIdHeader: false,
    // A replica told to stop (SIGTERM) serves the requests it has already accepted; a 503 instead would reach the
    // user, since nginx never sends a POST (every GraphQL request of the web app) to another replica once sent.
    return503OnClosing: false,
    // The caller's id when it gives a sane one, so a request can be followed from the browser to the legacy.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  });
  await app.register(fastifyCookie);
  // GraphQL answers are JSON that shrinks tenfold: worth a little CPU for a farm's slow connection. A moderate
  // brotli quality keeps it cheap per request; the web app's files come precompressed from the build.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  refuseTokensInAddresses(app);

  const trustedDocuments = loadTrustedDocuments(config.persistedDocumentsFile);
  const metrics = new GatewayMetrics({ operationNames: trustedDocuments.operationNames });
  metrics.register(app);

  const http = new LegacyHttp({
    baseUrl: config.legacyApiUrl,
    timeoutMs: config.legacyTimeoutMs,
    readTimeoutMs: config.legacyReadTimeoutMs,
    connections: config.legacyConnections,
    policy: config.upstreamPolicy,
    uploadConnections: config.uploads.connections,
    onUpstreamCall: (call) => {
      metrics.upstream(call);
      options.onUpstreamCall?.(call);
    },
  });
  app.addHook('onClose', () => http.close());

  const legacyFor = (request: FastifyRequest, session: PortalSession | null = sessionOf(request, config)) =>
    new LegacyClient(http, {
      session,
      requestId: request.id,
      log: request.log,
      callsPerRequest: config.legacyCallsPerRequest,
    });
  const signInThrottle = await openSignInThrottle(config.redisUrl, app.log);
  app.addHook('onClose', () => signInThrottle.close());
  const captcha = new Captcha(config.captchaSecret, config.captchaCost);
  const tokenStore = await openTokenStore(config.redisUrl, app.log);
  app.addHook('onClose', () => tokenStore.close());
  const apiTokens = new ApiTokens(tokenStore.store, config.cookieSecret, legacyFor);
  const sessionRegistry = await openSessionRegistry(config.redisUrl, app.log);
  app.addHook('onClose', () => sessionRegistry.close());
  endSessions(app, config, apiTokens, sessionRegistry.registry);
  const secondFactorStore = await openSecondFactorStore(config.redisUrl, app.log);
  app.addHook('onClose', () => secondFactorStore.close());
  const secondFactors = new SecondFactors(secondFactorStore.store, config.cookieSecret);
  signOutRoutesUntilEnrolled(app, config, secondFactors, GRAPHQL_PATH);
  const budgets = await openLeakyBuckets(config.redisUrl, config.rateLimitPointsPerMinute, app.log);
  app.addHook('onClose', () => budgets.close());
  const freshCost = () => ({ requested: 0, charged: 0, bucket: null });
  const yoga = createGatewayYoga(config, { log: app.log, metrics, trustedDocuments });

  answerRefusedBodiesAsGraphQL(app, GRAPHQL_PATH);
  // Yoga reads multipart bodies (GraphQL multipart request spec) itself, from the raw stream.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => {
    done(null);
  });
  app.route({
    url: GRAPHQL_PATH,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const access = await bearerAccess(req, reply, apiTokens);
      if (access === 'answered') return reply;
      if (asksForGraphiQL(req)) {
        const offer = await graphiqlOffer(req, config, access, apiTokens);
        if (offer === 'sign-in') return reply.redirect(SIGN_IN_PATH, 303);
        if (offer === 'not-found') return reply.code(404).send({ message: 'Introuvable.' });
      }
      // One legacy client per HTTP request: every operation of a batch shares its loaders.
      const response = await yoga.handleNodeRequestAndResponse(req, reply, {
        req,
        reply,
        legacy: access ? access.legacy : legacyFor(req),
        config,
        signInThrottle,
        captcha,
        apiTokens,
        secondFactors,
        devices: sessionRegistry.registry,
        apiToken: access?.token ?? null,
        budgets,
        cost: freshCost(),
      });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // Sent as the text Yoga built rather than piped: no stream per answer, and compression knows the answer's
      // size, so one under 1 KB goes as it is (decision 015).
      const streamed = STREAMED_ANSWER.test(response.headers.get('content-type') ?? '');
      return reply.send(streamed ? response.body : await response.text());
    },
  });

  // Liveness: the process answers. Readiness: it can also reach the legacy API (load balancers and the tests
  // wait for it before sending people), asked outside the breakers and the connections callers use, so that no
  // caller can make a replica look down.
  // The Altcha widget of the forgot-password form fetches its challenge here (`challengeurl`).
  app.get('/captcha/challenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.challenge();
  });
  // The contract scripts compile against (issue 22), the same on every replica, deprecations included.
  app.get(`${GRAPHQL_PATH}/schema.graphql`, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(currentSdl),
  );
  app.get('/healthz', () => ({ status: 'ok' }));
  // While it drains its requests before stopping, a replica is no longer ready: balancers send the rest elsewhere.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.get('/readyz', async (request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining' });
    return (await http.ready(request.id))
      ? { status: 'ready' }
      : reply.code(503).send({ status: 'legacy-unreachable' });
  });
  registerFileRoutes(app, legacyFor, apiTokens);
  const uploads = await openUploadCoordination(config.redisUrl, app.log, config.resumableUploads.expiryMs);
  app.addHook('onClose', () => uploads.close());
  registerResumableUploads(app, config, legacyFor, uploads);
  registerExternalSignInRoutes(app, config, legacyFor, { secondFactors, apiTokens });
  registerWebManifest(app, (request) => legacyFor(request).theme.byCode(config.brand));
  await registerWebApp(app, config.webDistDir, {
    documents: trustedDocuments,
    // The home's first screen is answered with the session of its page's request, as its own /graphql would be.
    operationsFor: (req, reply) =>
      sessionOf(req, config)
        ? yogaOperations(yoga, {
            req,
            reply,
            legacy: legacyFor(req),
            config,
            signInThrottle,
            captcha,
            apiTokens,
            secondFactors,
            devices: sessionRegistry.registry,
            apiToken: null,
            budgets,
            cost: freshCost(),
          })
        : null,
  });
  return app;
}

// Fastify treats a number as "trust nothing" (a hop count cannot tell a proxy from a direct client): the hops
// are counted here, for deployments where the gateway is reachable only through its proxies.
function trustedHops(trustProxy: TrustedProxies): FastifyServerOptions['trustProxy'] {
  return typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy;
}

function withLogStream(
  logger: FastifyServerOptions['logger'],
  stream: DestinationStream | undefined,
): FastifyServerOptions['logger'] {
  return stream && typeof logger === 'object' ? { ...logger, stream } : logger;
}
