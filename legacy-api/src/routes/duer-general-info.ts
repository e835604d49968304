import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  COVER_PAGE_FIELDS,
  coverPageIssues,
  GENERAL_INFO_FIELDS,
  generalInfoIssues,
} from '@portal/schema/rules/duer-general-info';
import { Type, type TNull, type TObject, type TOptional, type TString, type TUnion } from 'typebox';
import type { Db } from '../db/db.ts';
import { duerAccess, duerFile, requireRight } from '../duer/access.ts';
import { IdParam } from '../duer/schemas.ts';
import { badRequest } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, Nullable, StatusOk } from '../schemas.ts';

/** The legacy's camelCase field and its snake_case column. */
const column = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A form's fields, each a text or null (never stored yet); every one optional in a save, an absent one kept. A
 * saved field is a text: the body's coercion would read an empty text as null in a union with null.
 */
function formSchemas(fields: readonly string[]) {
  const answer: Record<string, TUnion<[TString, TNull]>> = {};
  const input: Record<string, TOptional<TString>> = {};
  for (const field of fields) {
    answer[field] = Nullable(Type.String());
    input[field] = Type.Optional(Type.String());
  }
  return { answer: Type.Object(answer), input: Type.Object(input) };
}

const COVER_FIELDS = COVER_PAGE_FIELDS.map(([field]) => field);
const generalInfo = formSchemas(GENERAL_INFO_FIELDS);
const coverPage = formSchemas(COVER_FIELDS);

/** One DUER's row of a form's table, its fields null when never saved. */
async function formOf(db: Db, table: string, fields: readonly string[], idDuer: number) {
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT ${fields.map((f) => `${column(f)} AS "${f}"`).join(', ')} FROM ${table} WHERE id_duer = $1`,
    [idDuer],
  );
  return Object.fromEntries(fields.map((f) => [f, rows[0]?.[f] ?? null]));
}

async function saveForm(
  db: Db,
  table: string,
  idDuer: number,
  values: Readonly<Record<string, string | undefined>>,
) {
  const given = Object.entries(values).filter(([, v]) => v !== undefined);
  const columns = given.map(([f]) => column(f));
  await db.query(
    `INSERT INTO ${table} (id_duer${columns.map((c) => `, ${c}`).join('')})
     VALUES ($1${given.map((_, i) => `, $${i + 2}`).join('')})
     ON CONFLICT (id_duer) DO ${
       columns.length === 0
         ? 'NOTHING'
         : `UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`
     }`,
    [idDuer, ...given.map(([, v]) => v)],
  );
}

const tags = ['duer'];
const CodeDossierParam = Type.Object({ codeDossier: Type.String() });

/** The form's first refusal (§5 limits), as the legacy answers it. */
function refuseIssues(issues: readonly { message: string }[]): void {
  const [first] = issues;
  if (first) throw badRequest(first.message);
}

const formRoutes = (
  app: Parameters<FastifyPluginCallbackTypebox<RouteDeps>>[0],
  db: Db,
  form: {
    path: string;
    table: string;
    fields: readonly string[];
    body: string;
    schemas: { answer: TObject; input: TObject };
    issues: (values: Record<string, string>) => readonly { message: string }[];
    names: [fetch: string, save: string];
  },
) => {
  app.get(
    `/api/duer/:id/${form.path}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: `${form.names[0]}: the DUER's fields, null when never saved`,
        params: IdParam,
        response: { 200: form.schemas.answer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      return formOf(db, form.table, form.fields, duer.id);
    },
  );

  app.put(
    `/api/duer/:id/${form.path}`,
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: `${form.names[1]}: the fields given saved (edit right), the others kept`,
        params: IdParam,
        body: Type.Object({ [form.body]: form.schemas.input }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitModifs');
      const values = (request.body as Record<string, Record<string, string | undefined>>)[form.body] ?? {};
      refuseIssues(form.issues(Object.fromEntries(Object.entries(values).map(([f, v]) => [f, v ?? '']))));
      await saveForm(db, form.table, access.duer.id, values);
      return { status: 'OK' as const };
    },
  );
};

/**
 * Spec 002 §7: the general information and cover page of a DUER, and the file's managers and safety adviser the
 * forms are filled from (`/api/duer/dossier/:codeDossier/gerants` and `…/ingenieur-conseil`): these two are the
 * file's, kept beside the forms they fill rather than in `duer.ts`.
 */
export const duerGeneralInfoRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  formRoutes(app, db, {
    path: 'informations-generales',
    table: 'duer_informations_generales',
    fields: GENERAL_INFO_FIELDS,
    body: 'informationsGenerales',
    schemas: generalInfo,
    issues: generalInfoIssues,
    names: ['DuerInformationsGeneralesFetch', 'DuerSaveInformationsGenerales'],
  });
  formRoutes(app, db, {
    path: 'page-de-garde',
    table: 'duer_pages_de_garde',
    fields: COVER_FIELDS,
    body: 'pageDeGarde',
    schemas: coverPage,
    issues: coverPageIssues,
    names: ['DuerPageDeGardeFetch', 'DuerSavePageDeGarde'],
  });

  app.get(
    '/api/duer/dossier/:codeDossier/gerants',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerGerantsDossierFetch: the file's managers, as the cover page lists them",
        params: CodeDossierParam,
        response: { 200: Type.Array(Type.Object({ nom: Type.String() })), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { dossier } = await duerFile(db, request, request.params.codeDossier);
      const { rows } = await db.query<{ nom: string }>(
        'SELECT nom FROM dossier_gerants WHERE code_dossier = $1 ORDER BY id',
        [dossier.codeDossier],
      );
      return rows;
    },
  );

  app.get(
    '/api/duer/dossier/:codeDossier/ingenieur-conseil',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: "DuerIngenieurConseilFetch: the file's default adviser, null when it has none",
        params: CodeDossierParam,
        response: {
          200: Type.Object({ ingenieurConseil: Nullable(Type.String()) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const { dossier } = await duerFile(db, request, request.params.codeDossier);
      const { rows } = await db.query<{ nom: string }>(
        'SELECT nom FROM dossier_ingenieurs_conseil WHERE code_dossier = $1',
        [dossier.codeDossier],
      );
      return { ingenieurConseil: rows[0]?.nom ?? null };
    },
  );
  done();
};
