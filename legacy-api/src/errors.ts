import { WRONG_CREDENTIALS_MESSAGE } from '@portal/schema/rules/sign-in';
import type { FastifyError, FastifyInstance } from 'fastify';

/** The legacy error body: `affichable` tells the web whether it may show `message` as is. */
export interface ErrorBody {
  message: string;
  affichable: boolean;
}

export const MESSAGES = {
  unauthenticated: 'Session expirée, veuillez vous reconnecter.',
  forbiddenDossier: 'Accès refusé à ce dossier.',
  forbidden: 'Accès refusé.',
  notFound: 'Ressource introuvable.',
  wrongCredentials: WRONG_CREDENTIALS_MESSAGE,
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  emptyJson: 'Le corps de la requête est vide.',
  unsupportedMediaType: 'Le corps de la requête doit être au format JSON.',
  tooLarge: 'La requête est trop volumineuse.',
  internal: "Une erreur interne s'est produite",
} as const;

export class LegacyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly affichable: boolean,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new LegacyError(401, MESSAGES.unauthenticated, false);
export const forbiddenDossier = () => new LegacyError(403, MESSAGES.forbiddenDossier, false);
export const forbidden = () => new LegacyError(403, MESSAGES.forbidden, false);
export const notFound = (message: string = MESSAGES.notFound) => new LegacyError(404, message, false);
export const badRequest = (message: string) => new LegacyError(400, message, true);
export const conflict = (message: string) => new LegacyError(409, message, true);

const PLACES: Record<string, string> = {
  body: 'le corps de la requête',
  querystring: 'le paramètre',
  params: "le paramètre d'adresse",
  headers: "l'en-tête",
};

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const TYPES: Record<string, string> = {
  object: 'un objet JSON',
  array: 'une liste',
  string: 'une chaîne de caractères',
  integer: 'un nombre entier',
  number: 'un nombre',
  boolean: 'un booléen',
};

function describe(issue: ValidationIssue): string {
  const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = typeof issue.params.missingProperty === 'string' ? issue.params.missingProperty : '';
  const subject = field ? `le champ « ${field} »` : 'la valeur';
  switch (issue.keyword) {
    case 'required':
      return `le champ « ${missing} » est obligatoire`;
    case 'type':
      return `${subject} doit être ${TYPES[String(issue.params.type)] ?? String(issue.params.type)}`;
    case 'minLength':
      return `${subject} doit comporter au moins ${String(issue.params.limit)} caractère(s)`;
    case 'maxLength':
      return `${subject} doit comporter au plus ${String(issue.params.limit)} caractères`;
    case 'minimum':
      return `${subject} doit être supérieur ou égal à ${String(issue.params.limit)}`;
    case 'maximum':
      return `${subject} doit être inférieur ou égal à ${String(issue.params.limit)}`;
    case 'additionalProperties':
      return `le champ « ${String(issue.params.additionalProperty)} » n'est pas attendu`;
    default:
      return `${subject} est invalide`;
  }
}

/** French, displayable message for a schema validation failure, naming the first offending field. */
export function validationMessage(issues: readonly ValidationIssue[], context: string | undefined): string {
  const first = issues[0];
  const place = PLACES[context ?? 'body'] ?? 'la requête';
  return first ? `Requête invalide (${place}) : ${describe(first)}.` : 'Requête invalide.';
}

/** Every error leaves as `{message, affichable}`, never as Fastify's default shape. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | LegacyError, request, reply) => {
    if (error instanceof LegacyError) {
      return reply.status(error.statusCode).send({ message: error.message, affichable: error.affichable });
    }
    if (error.validation) {
      return reply
        .status(400)
        .send({ message: validationMessage(error.validation, error.validationContext), affichable: true });
    }
    const known: Record<string, [number, string]> = {
      FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.invalidJson],
      FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.emptyJson],
      FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedMediaType],
      FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.tooLarge],
    };
    const mapped = known[error.code];
    if (mapped) return reply.status(mapped[0]).send({ message: mapped[1], affichable: true });
    if (error.statusCode === 400)
      return reply.status(400).send({ message: MESSAGES.invalidJson, affichable: true });
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: MESSAGES.internal, affichable: false });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: MESSAGES.notFound, affichable: false }),
  );
}
