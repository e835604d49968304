import type { FastifyError, FastifyInstance } from 'fastify';

// Fastify refuses a body before Yoga sees it (not JSON, a `__proto__` key, too large, an unknown content type,
// empty) and answers in its own shape. A GraphQL client, a script and the web app read `errors` only: the
// refusal is told in the GraphQL-over-HTTP shape, in French, with a code a program can test.
const REFUSALS: Record<string, { message: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    message: "Le corps de la requête n'est pas un JSON valide.",
    code: 'BAD_REQUEST',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { message: 'Le corps de la requête est vide.', code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { message: 'La requête est trop volumineuse.', code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    message: "Le type de contenu de la requête n'est pas pris en charge.",
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    message: 'La longueur annoncée de la requête ne correspond pas à son corps.',
    code: 'BAD_REQUEST',
  },
};

/** Answers a body Fastify refused on `path` as a GraphQL error; every other error keeps Fastify's handling. */
export function answerRefusedBodiesAsGraphQL(app: FastifyInstance, path: string): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const refusal = REFUSALS[error.code];
    if (!refusal || request.routeOptions.url !== path) throw error;
    return reply
      .code(error.statusCode ?? 400)
      .type('application/json; charset=utf-8')
      .send({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
  });
}
