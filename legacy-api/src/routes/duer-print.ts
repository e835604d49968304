import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { RISKS_INCOMPLETE } from '@portal/schema/rules/duer';
import { scaleOf } from '@portal/schema/rules/duer-rating';
import { actionPlanFileName, printFileName } from '@portal/schema/rules/duer-risk-list';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { actionPlanWorkbook } from '../duer/action-plan.ts';
import { duerAccess, requireRight } from '../duer/access.ts';
import { printedDuer } from '../duer/print.ts';
import { IdParam } from '../duer/schemas.ts';
import { risksOf } from '../duer/risk-list.ts';
import { validity } from '../duer/validity.ts';
import { badRequest, notFound } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

const tags = ['duer'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const attachment = (name: string) => `attachment; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Ids joined with ';' (ImprimerDuerCategorie's categoriesListe, ImprimerDuerModule's modulesListe). */
const idList = (text: string | undefined): number[] | null => {
  if (text === undefined) return null;
  const ids = text.split(';').filter(Boolean).map(Number);
  if (ids.some((id) => !Number.isInteger(id))) throw badRequest('Paramètre invalide');
  return ids;
};

const PrintQuery = Type.Object({
  categories: Type.Optional(
    Type.String({
      pattern: '^[0-9;-]*$',
      description: "ImprimerDuerCategorie: work units' ids joined with ';'",
    }),
  ),
  modules: Type.Optional(
    Type.String({ pattern: '^[0-9;]*$', description: "ImprimerDuerModule: modules' ids joined with ';'" }),
  ),
});

/** The DUER's generated files: the action plan (XLSX), the printed DUER (PDF), temporary or definitive. */
export const duerPrintRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/duer/:id/plan-action',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "The action plan (beyond the spec): the measures to do of the DUER's active risks, most serious first, as XLSX",
        params: IdParam,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const file = await actionPlanWorkbook(
        scaleOf(duer.version_calcul_risque),
        duer.annee,
        await risksOf(db, duer.id),
      );
      return (reply as FastifyReply)
        .type(XLSX)
        .header('content-disposition', attachment(actionPlanFileName(duer.annee)))
        .send(file);
    },
  );
  app.get(
    '/api/duer/:id/impression',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          'ImprimerDuer (temporary), ImprimerDuerCategorie, ImprimerDuerModule: the printed DUER as PDF. With categories (-1 the pages, -2 the annexes) or modules, only those; the whole DUER otherwise',
        params: IdParam,
        querystring: PrintQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const access = await duerAccess(db, request, request.params.id);
      const categories = idList(request.query.categories);
      const modules = idList(request.query.modules);
      const whole = categories === null && modules === null;
      const file = await printedDuer(db, access, {
        categories: modules ? [] : (categories?.filter((id) => id > 0) ?? null),
        modules,
        pages: whole || (categories?.includes(-1) ?? false),
        annexes: whole || (categories?.includes(-2) ?? false),
      });
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', attachment(printFileName(access.duer.annee, false)))
        .send(Buffer.from(file));
    },
  );

  app.post(
    '/api/duer/:id/definitif',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary:
          "ImprimerDuer (definitive): the whole DUER printed and kept, the DUER finished; 400 'Tous les risques n'ont pas été complétés' for a non-staff caller while a risk is not rated",
        params: IdParam,
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const access = await duerAccess(db, request, request.params.id);
      requireRight(access, 'droitModifs');
      const { duer } = access;
      if (!access.viewer.collaborateur && !(await validity(db, duer.id, duer.version_calcul_risque)).valid)
        throw badRequest(RISKS_INCOMPLETE);
      const file = await printedDuer(db, access, {
        categories: null,
        modules: null,
        pages: true,
        annexes: true,
      });
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          'INSERT INTO duer_fichiers (nom_fichier, type_mime, contenu) VALUES ($1, $2, $3) RETURNING id',
          [printFileName(duer.annee, true), 'application/pdf', Buffer.from(file)],
        );
        await tx.query(
          'UPDATE duers SET est_fini = true, date_fini = now(), id_ged_duer_definitif = $2 WHERE id = $1',
          [duer.id, String(rows[0]?.id)],
        );
      });
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/duer/:id/definitif',
    {
      config: { access: 'session' },
      schema: {
        tags,
        summary: 'The definitive DUER kept by its definitive print (PDF); 404 before it',
        params: IdParam,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { duer } = await duerAccess(db, request, request.params.id);
      const { rows } = await db.query<{ nom_fichier: string; contenu: Uint8Array }>(
        'SELECT nom_fichier, contenu FROM duer_fichiers WHERE id = $1',
        [Number(duer.id_ged_duer_definitif)],
      );
      const kept = rows[0];
      if (!duer.id_ged_duer_definitif || !kept) throw notFound();
      return (reply as FastifyReply)
        .type('application/pdf')
        .header('content-disposition', attachment(kept.nom_fichier))
        .send(Buffer.from(kept.contenu));
    },
  );
  done();
};
