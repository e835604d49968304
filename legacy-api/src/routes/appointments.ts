import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import { AppointmentSchema, errorResponses, limitParam } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface AppointmentRow {
  id: string;
  date: Date;
  date_fin: Date | null;
  title: string;
  description: string | null;
  location: string | null;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  type_communication: string | null;
  reason: string | null;
  is_event: boolean;
  code_agent: string | null;
}

export const appointmentsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/appointments/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: "A file's appointments by date ascending, at most limit",
        params: Type.Object({ code: Type.String() }),
        querystring: Type.Object({ limit: limitParam(100) }),
        response: { 200: Type.Array(AppointmentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const { rows } = await db.query<AppointmentRow>(
        'SELECT * FROM appointments WHERE code_dossier = $1 ORDER BY date, id LIMIT $2',
        [dossier.codeDossier, request.query.limit],
      );
      const now = clock.now().getTime();
      return rows.map((a) => ({
        id: a.id,
        date: iso(a.date),
        dateFin: isoOrNull(a.date_fin),
        title: a.title,
        description: a.description,
        location: a.location,
        address: a.adresse || a.cp || a.ville ? { adresse: a.adresse, cp: a.cp, ville: a.ville } : null,
        typeCommunication: a.type_communication,
        reason: a.reason,
        isEvent: a.is_event,
        upcoming: new Date(a.date).getTime() > now,
        codeAgent: a.code_agent,
      }));
    },
  );
  done();
};
