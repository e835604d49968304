import { useTokenSessionCheck } from './domains/api-tokens/token-session-check.ts';
import { useCompulsoryEnrolment } from './domains/second-factor/compulsory-enrolment.ts';
import { typeDefs } from '@portal/schema/sdl';
import type { FastifyBaseLogger } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { GatewayConfig } from './config.ts';
import type { GatewayContext, GatewayServerContext } from './context.ts';
import { graphiqlOptions } from './http/graphiql.ts';
import type { GatewayMetrics } from './runtime/metrics.ts';
import { useApiTokenScope } from './plugins/api-token-scope.ts';
import { useDeprecationReport } from './plugins/deprecations.ts';
import { useCompiledExecution } from './plugins/graphql-jit.ts';
import { useGraphQLMetrics } from './plugins/graphql-metrics.ts';
import { useInputGuard } from './plugins/input-guard.ts';
import { useLegacyErrors } from './plugins/legacy-errors.ts';
import { maskedErrors, useMaskedErrorLog } from './plugins/masked-error-log.ts';
import { useOperationLog } from './plugins/operation-log.ts';
import { useRequestCost } from './plugins/request-cost.ts';
import { useSignedInOnly } from './plugins/signed-in-only.ts';
import { securityPlugins } from './plugins/security.ts';
import { trustedDocumentPlugins } from './plugins/trusted-documents.ts';
import { resolvers } from './domains/index.ts';
import type { TrustedDocuments } from './graphql/trusted-documents.ts';
import { rawBody, useStreamingUploads } from './uploads/streaming-uploads-plugin.ts';

export const GRAPHQL_PATH = '/graphql';

/** The GraphQL server, not bound to any HTTP framework: app.ts mounts it, tests may call `yoga.fetch`. */
export function createGatewayYoga(
  config: GatewayConfig,
  options: { log: FastifyBaseLogger; metrics: GatewayMetrics; trustedDocuments: TrustedDocuments },
) {
  const { log, metrics, trustedDocuments } = options;
  const development = config.nodeEnv === 'development';
  return createYoga<GatewayServerContext>({
    schema: createSchema<GatewayContext>({ typeDefs, resolvers }),
    graphqlEndpoint: GRAPHQL_PATH,
    // GraphiQL's page and assets come from this server, not from a CDN: it works on closed networks too. Its
    // 9 MB are loaded the first time the page is asked for, not held by every gateway from the start.
    renderGraphiQL: async (options) =>
      (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    // Who is offered it is decided before Yoga (app.ts, graphiql.ts).
    graphiql: graphiqlOptions,
    // Fastify reads JSON and text bodies within its bodyLimit; multipart bodies are read by the streaming parser,
    // which counts them itself. Yoga's own limit would open a second reader on the same request stream.
    maxRequestBodySize: false,
    // The web app sends the shell query and the screen query in one HTTP request.
    batching: { limit: 10 },
    // The browser only talks to this origin (ARCHITECTURE rule 8): no cross-origin access at all.
    cors: false,
    maskedErrors,
    // Yoga's own lines would carry no request id: what it masks is logged by useMaskedErrorLog, on the request's
    // logger; the rest of its lines are debug traces of its steps, which the operation log covers.
    logging: false,
    plugins: [
      // First, so that what the compiled execution reports as unexpected is so for every later plugin.
      useCompiledExecution(trustedDocuments),
      // Then, so that every later plugin and the masking see a legacy failure's code.
      useLegacyErrors(),
      // Before the limits: a refused document is not even parsed.
      ...trustedDocumentPlugins(config, trustedDocuments),
      ...securityPlugins({
        development,
        legacyCallsPerRequest: config.legacyCallsPerRequest,
        documents: trustedDocuments,
      }),
      // After the legacy-call estimate (security.ts), which it charges to the caller's budget.
      useRequestCost(),
      // Files stream from the browser to the legacy, never held whole (ARCHITECTURE rule 9).
      useStreamingUploads<GatewayServerContext>(
        (request, server) => rawBody(request, server.req.raw),
        config.uploads,
      ),
      useOperationLog(),
      useMaskedErrorLog(log),
      useGraphQLMetrics(metrics),
      useInputGuard(),
      useApiTokenScope(),
      // After the budget and the scope: a request they refuse asks the legacy nothing.
      useTokenSessionCheck(),
      useSignedInOnly(),
      // After the signed-in check: a collaborator's session it lets through may still have a factor to enrol.
      useCompulsoryEnrolment(),
      useDeprecationReport(),
    ],
  });
}
