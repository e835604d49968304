import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { loanForm, loanSchedule, type LoanTerms } from '@portal/schema/rules/loans';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { iso } from '../route-deps.ts';
import { errorResponses, LoanInput, LoanSchema, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface LoanRow {
  code_dossier: string;
  id: number;
  libelle: string;
  valeur_entree: number;
  taux: number;
  periodicite: LoanTerms['periodicite'];
  mode_remboursement: LoanTerms['modeRemboursement'];
  duree: number;
  exercice_date_debut: Date;
}

function toLoan(row: LoanRow) {
  const terms = {
    valeurEntree: row.valeur_entree,
    taux: row.taux,
    periodicite: row.periodicite,
    modeRemboursement: row.mode_remboursement,
    duree: row.duree,
  };
  return {
    id: row.id,
    codeDossier: row.code_dossier,
    libelle: row.libelle,
    ...terms,
    ...loanSchedule(terms),
    nombrePeriodes: row.duree,
    exerciceDateDebut: iso(new Date(row.exercice_date_debut)).slice(0, 10),
  };
}

const codeParams = Type.Object({ code: Type.String() });
const loanParams = Type.Object({ code: Type.String(), id: Type.Integer() });
const COLUMNS = 'libelle, valeur_entree, taux, periodicite, mode_remboursement, duree, exercice_date_debut';

/** The loan form's rule (schema/rules/loans.ts); its first alert refuses the call. */
function termsOf(body: unknown): LoanTerms {
  const parsed = loanForm.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]!.message);
  return parsed.data;
}

const values = (t: LoanTerms) => [
  t.libelle,
  t.valeurEntree,
  t.taux,
  t.periodicite,
  t.modeRemboursement,
  t.duree,
  t.exerciceDateDebut,
];

export const loansRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  const listOf = async (code: string) =>
    (await db.query<LoanRow>('SELECT * FROM emprunts WHERE code_dossier = $1 ORDER BY id', [code])).rows.map(
      toLoan,
    );

  app.get(
    '/api/chiffres/emprunts/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['emprunts'],
        summary: "A file's simulated loans with their schedules (EmpruntsFetch)",
        params: codeParams,
        response: { 200: Type.Array(LoanSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      return listOf(dossier.codeDossier);
    },
  );

  app.post(
    '/api/chiffres/emprunts/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['emprunts'],
        summary:
          'Adds a loan (AddEmprunt): its id is the number of loans + 1 (the next free one if that is taken); the form rule of spec 001 §5',
        params: codeParams,
        body: LoanInput,
        response: { 200: LoanSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const terms = termsOf(request.body);
      const { rows } = await db.query<LoanRow>(
        `INSERT INTO emprunts (code_dossier, id, ${COLUMNS})
         SELECT $1, (SELECT min(n) FROM generate_series(
                       (SELECT count(*) + 1 FROM emprunts WHERE code_dossier = $1)::int, 10000) n
                     WHERE NOT EXISTS (SELECT 1 FROM emprunts e WHERE e.code_dossier = $1 AND e.id = n)),
                $2, $3, $4, $5, $6, $7, $8
         RETURNING *`,
        [dossier.codeDossier, ...values(terms)],
      );
      return toLoan(rows[0]!);
    },
  );

  app.put(
    '/api/chiffres/emprunts/:code/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['emprunts'],
        summary: 'Changes a loan (EditEmprunt); the form rule of spec 001 §5',
        params: loanParams,
        body: LoanInput,
        response: { 200: LoanSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const terms = termsOf(request.body);
      const { rows } = await db.query<LoanRow>(
        `UPDATE emprunts SET (${COLUMNS}) = ($3, $4, $5, $6, $7, $8, $9)
          WHERE code_dossier = $1 AND id = $2 RETURNING *`,
        [dossier.codeDossier, request.params.id, ...values(terms)],
      );
      if (!rows[0]) throw notFound('Emprunt introuvable.');
      return toLoan(rows[0]);
    },
  );

  app.delete(
    '/api/chiffres/emprunts/:code/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['emprunts'],
        summary: 'Deletes a loan (DelEmprunt)',
        params: loanParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const { rows } = await db.query(
        'DELETE FROM emprunts WHERE code_dossier = $1 AND id = $2 RETURNING id',
        [dossier.codeDossier, request.params.id],
      );
      if (rows.length === 0) throw notFound('Emprunt introuvable.');
      return { status: 'OK' as const };
    },
  );
  done();
};
