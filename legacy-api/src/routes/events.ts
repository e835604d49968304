import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { notFound } from '../errors.ts';
import { eventPicture, pictogram, sendSvg } from '../images.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import {
  errorResponses,
  EventSchema,
  limitParam,
  StatusOk,
  SubscriptionInput,
  SubscriptionSchema,
} from '../schemas.ts';
import { accountOf } from '../session.ts';
import { decline, fileSubscriptions, subscribe } from '../subscriptions.ts';

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

/** Events with their registrations counted: participating, non-deleted subscriptions. */
const EVENTS = `
  SELECT e.*, (SELECT count(*)::int FROM event_subscriptions s
                WHERE s.event_id = e.id AND s.participe AND NOT s.deleted) AS nb_inscrits
    FROM events e`;

async function queryEvents(db: Db, clock: RouteDeps['clock'], where: string, params: unknown[]) {
  const { rows } = await db.query<EventRow>(`${EVENTS} ${where}`, params);
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
}

const fileEventParams = Type.Object({ dossier: Type.String(), id: Type.String() });
const codeEventParams = Type.Object({ code: Type.String(), id: Type.String() });

export const eventsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  /** The file's event, or 404 when the id is not one of the file's events. */
  async function fileEvent(codeDossier: string, eventId: string) {
    const [event] = await queryEvents(db, clock, 'WHERE e.code_dossier = $1 AND e.id = $2', [
      codeDossier,
      eventId,
    ]);
    if (!event) throw notFound();
    return event;
  }

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
      return queryEvents(db, clock, 'WHERE e.code_dossier = $1 ORDER BY e.date_debut, e.id LIMIT $2', [
        dossier.codeDossier,
        request.query.limit,
      ]);
    },
  );

  app.get(
    '/api/events/subscriptions/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "The file's subscriptions to all its events (deleted ones flagged), by event date",
        params: Type.Object({ code: Type.String() }),
        response: { 200: Type.Array(SubscriptionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      return fileSubscriptions(db, dossier.codeDossier);
    },
  );

  app.get(
    '/api/events/subscriptions/:code/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "The file's subscriptions to one event (deleted ones flagged)",
        params: codeEventParams,
        response: { 200: Type.Array(SubscriptionSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      await fileEvent(dossier.codeDossier, request.params.id);
      return fileSubscriptions(db, dossier.codeDossier, { eventId: request.params.id });
    },
  );

  app.get(
    '/api/events/invitation/:dossier/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "One event of the file with the file's answer (registred) and its live subscriptions",
        params: fileEventParams,
        response: {
          200: Type.Intersect([EventSchema, Type.Object({ subscriptions: Type.Array(SubscriptionSchema) })]),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.dossier);
      const event = await fileEvent(dossier.codeDossier, request.params.id);
      const subscriptions = await fileSubscriptions(db, dossier.codeDossier, {
        eventId: event.id,
        live: true,
      });
      return { ...event, subscriptions };
    },
  );

  app.get(
    '/api/events/linked/:idCampagne/:dossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "The file's events of one campaign by date (the web leaves out the one it shows)",
        params: Type.Object({ idCampagne: Type.String(), dossier: Type.String() }),
        response: { 200: Type.Array(EventSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.dossier);
      return queryEvents(
        db,
        clock,
        'WHERE e.code_dossier = $1 AND e.idcampagne = $2 ORDER BY e.date_debut, e.id',
        [dossier.codeDossier, request.params.idCampagne],
      );
    },
  );

  app.post(
    '/api/events/subscribe/:dossier/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary:
          "Saves the file's participants (additions, updates, deletions) and answers yes; 409 past capacity",
        params: fileEventParams,
        body: Type.Object({
          subscriptions: Type.Array(SubscriptionInput, { maxItems: 100 }),
          idCampagne: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
        response: {
          200: Type.Object({ status: Type.Literal('OK'), subscriptions: Type.Array(SubscriptionSchema) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.dossier);
      const target = { codeDossier: dossier.codeDossier, eventId: request.params.id };
      await subscribe(db, clock, target, request.body.subscriptions);
      return {
        status: 'OK' as const,
        subscriptions: await fileSubscriptions(db, dossier.codeDossier, {
          eventId: target.eventId,
          live: true,
        }),
      };
    },
  );

  app.post(
    '/api/events/subscribeNo/:code/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: 'Answers no for the file; its participants to the event are flagged deleted',
        params: codeEventParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      await decline(db, clock, { codeDossier: dossier.codeDossier, eventId: request.params.id });
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/events/livestorm/:guid/:mail',
    {
      schema: {
        tags: ['events'],
        summary: 'Unauthenticated: whether an e-mail is registered to the webinar of a Livestorm guid',
        params: Type.Object({ guid: Type.String(), mail: Type.String() }),
        response: { 200: Type.Object({ hasAlreadySubscribed: Type.Boolean() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ subscribed: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM event_subscriptions s
                         WHERE s.event_id = e.id AND s.participe AND NOT s.deleted
                           AND lower(s.email) = lower($2)) AS subscribed
           FROM events e WHERE e.livestorm_guid = $1`,
        [request.params.guid, request.params.mail],
      );
      const webinar = rows[0];
      if (!webinar) throw notFound();
      return { hasAlreadySubscribed: webinar.subscribed };
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

  app.get(
    '/api/events/image/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary: "The event's picture (image/svg+xml, no text); 404 for an unknown event",
        params: Type.Object({ id: Type.String() }),
        response: errorResponses(401, 403, 404),
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{ id: string; type: string | null }>(
        'SELECT id, type FROM events WHERE id = $1',
        [request.params.id],
      );
      const event = rows[0];
      if (!event) throw notFound();
      sendSvg(reply, eventPicture(event.type ?? 'evenement', event.id));
    },
  );
  done();
};
