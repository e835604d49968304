import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { holdsAll } from '@portal/schema/rules/modules';
import { CALLBACK_FUNCTIONS } from '@portal/schema/rules/services';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { iso, type RouteDeps } from '../route-deps.ts';
import { errorResponses, Nullable, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

const ServiceSchema = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  titre: Type.String(),
  description: Type.String(),
  categories: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  dateCreation: Type.String({ format: 'date-time' }),
  isStarred: Type.Boolean({ description: 'Recommended by the firm' }),
  presentation: Nullable(Type.String({ description: 'html' })),
  accompagnement: Nullable(Type.String({ description: 'html' })),
  expertise: Nullable(Type.String({ description: 'html' })),
  ressources: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('video'), Type.Literal('pdf')]),
      idVideo: Nullable(Type.String()),
      nom: Type.String(),
      lien: Nullable(Type.String()),
    }),
  ),
});

interface ServiceRow {
  id: string;
  slug: string;
  titre: string;
  description: string;
  categories: string[];
  tags: string[];
  date_creation: Date | string;
  is_starred: boolean;
  presentation: string | null;
  accompagnement: string | null;
  expertise: string | null;
  ressources: { type: 'video' | 'pdf'; idVideo: string | null; nom: string; lien: string | null }[] | null;
}

const SERVICES = `SELECT s.*, (SELECT json_agg(json_build_object('type', r.type, 'idVideo', r.id_video, 'nom', r.nom,
    'lien', r.lien) ORDER BY r.position) FROM service_ressources r WHERE r.service_id = s.id) AS ressources
  FROM services s`;

const toService = (r: ServiceRow) => ({
  _id: r.id,
  slug: r.slug,
  titre: r.titre,
  description: r.description,
  categories: r.categories,
  tags: r.tags,
  dateCreation: iso(r.date_creation),
  isStarred: r.is_starred,
  presentation: r.presentation,
  accompagnement: r.accompagnement,
  expertise: r.expertise,
  ressources: r.ressources ?? [],
});

export const servicesRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/annuaire-services',
    {
      config: { access: 'session' },
      schema: {
        tags: ['services'],
        summary: "The firm's services directory, newest first",
        response: { 200: Type.Array(ServiceSchema), ...errorResponses(401) },
      },
    },
    async () => {
      const { rows } = await db.query<ServiceRow>(`${SERVICES} ORDER BY s.date_creation DESC`);
      return rows.map(toService);
    },
  );

  app.get(
    '/api/annuaire-services/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['services'],
        summary: 'One service with its resources',
        params: Type.Object({ id: Type.String() }),
        response: { 200: ServiceSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<ServiceRow>(`${SERVICES} WHERE s.id = $1`, [request.params.id]);
      if (!rows[0]) throw notFound();
      return toService(rows[0]);
    },
  );

  app.post(
    '/api/annuaire-services/:id/rappel',
    {
      config: { access: 'session' },
      schema: {
        tags: ['services'],
        summary:
          "Asks the file's director (Relation Adhérents, else Commercial) to call back about a service within 48h",
        params: Type.Object({ id: Type.String() }),
        body: Type.Object({ codeAgent: Type.String(), codeDossier: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { codeAgent, codeDossier } = request.body;
      const dossier = await dossierFor(db, accountOf(request), codeDossier);
      // The file must be the association's (the person's own right, canShowAnnuaireServices, is the portal's check).
      if (!holdsAll(dossier.modulesEffectifs, 'dossier_cder')) throw forbidden();
      const service = await db.query('SELECT 1 FROM services WHERE id = $1', [request.params.id]);
      if (service.rows.length === 0) throw notFound();
      const contact = await db.query(
        `SELECT 1 FROM dossier_contacts dc JOIN agents a USING (code_agent)
          WHERE dc.code_dossier = $1 AND dc.code_agent = $2 AND a.fonction = ANY($3)`,
        [dossier.codeDossier, codeAgent, CALLBACK_FUNCTIONS],
      );
      if (contact.rows.length === 0)
        throw badRequest('Ce contact ne peut pas être sollicité pour un rappel.');
      await db.query(
        'INSERT INTO service_rappels (service_id, code_dossier, code_agent, date_demande) VALUES ($1, $2, $3, $4)',
        [request.params.id, dossier.codeDossier, codeAgent, clock.now()],
      );
      return { status: 'OK' as const };
    },
  );
  done();
};
