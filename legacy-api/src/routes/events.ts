import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { notFound } from '../errors.ts';
import { pictogram, sendSvg } from '../images.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses, EventSchema, limitParam } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface EventRow {
  id: string;
  title: string;
  date_debut: Date;
  date_fin: Date | null;
  dates: (Date | string)[];
  location: string | null;
  ville: string | null;
  type: string | null;
  url: string | null;
  registration_required: boolean;
  est_annule: boolean;
  nb_max_inscription: number;
  nb_inscrits: number;
  idcampagne: string | null;
  nbevent: number | null;
  registred: boolean | null;
}

export const eventsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/events',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "A file's events by date ascending, at most limit",
        querystring: Type.Object({ codeDossier: Type.String(), limit: limitParam(300) }),
        response: { 200: Type.Array(EventSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.query.codeDossier);
      const { rows } = await db.query<EventRow>(
        'SELECT * FROM events WHERE code_dossier = $1 ORDER BY date_debut, id LIMIT $2',
        [dossier.codeDossier, request.query.limit],
      );
      const now = clock.now().getTime();
      return rows.map((e) => ({
        id: e.id,
        title: e.title,
        date: iso(e.date_debut),
        dateDebut: iso(e.date_debut),
        dateFin: isoOrNull(e.date_fin),
        dates: e.dates.map(iso),
        location: e.location,
        address: e.ville === null ? null : { ville: e.ville },
        type: e.type,
        url: e.url,
        registrationRequired: e.registration_required,
        estAnnule: e.est_annule,
        nbMaxInscription: e.nb_max_inscription,
        nbInscrits: e.nb_inscrits,
        idcampagne: e.idcampagne,
        nbevent: e.nbevent,
        registred: e.registred,
        upcoming: new Date(e.date_debut).getTime() > now,
      }));
    },
  );

  app.get(
    '/api/events/icon/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "The event type's icon (image/svg+xml); 404 for an unknown event",
        params: Type.Object({ id: Type.String() }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{ type: string | null }>('SELECT type FROM events WHERE id = $1', [
        request.params.id,
      ]);
      const event = rows[0];
      if (!event) throw notFound();
      sendSvg(reply, pictogram(event.type ?? 'evenement'));
    },
  );
  done();
};
