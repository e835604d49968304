import { z } from 'zod';

/** What went wrong with a legacy call, as the web acts on it (ARCHITECTURE rule 5). */
export type LegacyErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE'
  | 'TOO_MANY_UPSTREAM_CALLS';

const legacyErrorBody = z.object({ message: z.string(), affichable: z.boolean() });

const codeByStatus: Record<number, LegacyErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
};

// Messages shown when the legacy does not mark its own as displayable (spec 000 §7 "Behaviour on answers").
export const defaultMessages: Record<LegacyErrorCode, string> = {
  UNAUTHENTICATED: 'Session expirée, veuillez vous reconnecter.',
  FORBIDDEN: 'Accès refusé.',
  BAD_USER_INPUT: "Une erreur interne s'est produite",
  NOT_FOUND: 'Élément introuvable.',
  CONFLICT: "Une erreur interne s'est produite",
  PAYLOAD_TOO_LARGE: 'Le fichier est trop volumineux, le poids maximal est 25 Mo',
  UPSTREAM_TIMEOUT: 'Le serveur met trop de temps à répondre, veuillez réessayer.',
  UPSTREAM_ERROR: "Une erreur interne s'est produite",
  // The area's breaker is open: the legacy failed repeatedly and is left alone for a while.
  UPSTREAM_UNAVAILABLE: 'Service momentanément indisponible, veuillez réessayer dans quelques instants.',
  // The request would make more legacy calls than LEGACY_CALLS_PER_REQUEST: refused before the excess is sent.
  TOO_MANY_UPSTREAM_CALLS: 'Cette requête demande trop de données à la fois, veuillez la découper.',
};

// Refusals of a change whose displayable message belongs in the form, not in an error page.
const REFUSAL_CODES: ReadonlySet<LegacyErrorCode> = new Set([
  'BAD_USER_INPUT',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
]);

/**
 * A failed legacy call, as the transport throws it: the legacy's status (null when it never answered: timeout,
 * lost connection, open breaker, call budget spent), the code the web acts on, and the message, the legacy's own
 * only when it marked it displayable. It becomes a GraphQL error at one place (`graphql-errors.ts`).
 */
export class LegacyError extends Error {
  override readonly name = 'LegacyError';
  readonly status: number | null;
  readonly code: LegacyErrorCode;
  readonly affichable: boolean;

  constructor(
    code: LegacyErrorCode,
    options: { status?: number | null; message?: string; affichable?: boolean } = {},
  ) {
    super(options.message ?? defaultMessages[code]);
    this.code = code;
    this.status = options.status ?? null;
    this.affichable = options.affichable ?? false;
  }

  /** A non-2xx answer (status and parsed JSON body, if any) as ARCHITECTURE rule 5 maps it. */
  static fromAnswer(status: number, body: unknown): LegacyError {
    const code = codeByStatus[status] ?? 'UPSTREAM_ERROR';
    const parsed = legacyErrorBody.safeParse(body);
    return parsed.success && parsed.data.affichable
      ? new LegacyError(code, { status, message: parsed.data.message, affichable: true })
      : new LegacyError(code, { status });
  }

  /** True when the legacy refused a change (400, 409, 413) with a message meant for the person. */
  get isDisplayableRefusal(): boolean {
    return this.affichable && REFUSAL_CODES.has(this.code);
  }
}

/** The code of a legacy failure, null for anything else. */
export const legacyCodeOf = (error: unknown): LegacyErrorCode | null =>
  error instanceof LegacyError ? error.code : null;
