import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAST_NOT_CANCELLABLE, PAST_NOT_EDITABLE } from '@portal/schema/rules/appointments';
import { Type } from 'typebox';
import { MULTIPART_LIMITS, registerBooking } from '../bookings.ts';
import { checkAppointmentContact } from '../rule-checks.ts';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { conflict, notFound } from '../errors.ts';
import { iso, isoOrNull, type RouteDeps } from '../route-deps.ts';
import {
  AppointmentSchema,
  BookingRequestSchema,
  errorResponses,
  limitParam,
  ParticipantSchema,
  StatusOk,
} from '../schemas.ts';
import { accountOf, type Account } from '../session.ts';

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

/** A live (not cancelled) appointment the caller may act on: 404 when unknown, 403 outside their files. */
async function appointmentFor(db: Db, account: Account, id: string) {
  const { rows } = await db.query<{ code_dossier: string; date: Date }>(
    'SELECT code_dossier, date FROM appointments WHERE id = $1 AND cancelled_at IS NULL',
    [id],
  );
  const appointment = rows[0];
  if (!appointment) throw notFound();
  await dossierFor(db, account, appointment.code_dossier);
  return appointment;
}

const multipartBody = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: ['id', 'codeDossier', 'reason'],
        properties: {
          id: { type: 'string', description: 'The agent the booking is for' },
          raisonSociale: { type: 'string' },
          codeDossier: { type: 'string' },
          reason: { type: 'string' },
          tel: { type: 'string' },
          email: { type: 'string' },
          'files[0]': { type: 'string', format: 'binary' },
          'files[1]': { type: 'string', format: 'binary' },
          'files[2]': { type: 'string', format: 'binary' },
          'files[3]': { type: 'string', format: 'binary' },
        },
      },
    },
  },
};

export const appointmentsRoutes: FastifyPluginAsyncTypebox<RouteDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get(
    '/api/appointments/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: "A file's appointments by date ascending, at most limit (cancelled ones left out)",
        params: Type.Object({ code: Type.String() }),
        querystring: Type.Object({ limit: limitParam(100) }),
        response: { 200: Type.Array(AppointmentSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.code);
      const { rows } = await db.query<AppointmentRow>(
        `SELECT * FROM appointments WHERE code_dossier = $1 AND cancelled_at IS NULL
          ORDER BY date, id LIMIT $2`,
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

  app.get(
    '/api/appointments/participants/:idRdv',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: "Who attends an appointment: the firm's agents and the client's people",
        params: Type.Object({ idRdv: Type.String() }),
        response: { 200: Type.Array(ParticipantSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { rows: found } = await db.query<{ code_dossier: string }>(
        'SELECT code_dossier FROM appointments WHERE id = $1',
        [request.params.idRdv],
      );
      const appointment = found[0];
      if (!appointment) throw notFound();
      await dossierFor(db, accountOf(request), appointment.code_dossier);
      const { rows } = await db.query<{
        codeagent: string | null;
        prenom: string;
        nom: string;
        fonction: string;
      }>(
        `SELECT code_agent AS codeagent, prenom, nom, fonction FROM appointment_participants
          WHERE appointment_id = $1 ORDER BY position`,
        [request.params.idRdv],
      );
      return rows;
    },
  );

  app.post(
    '/api/appointments/register',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary:
          'Books an appointment with an agent, with up to 4 attachments of 25 MB (multipart/form-data)',
        body: multipartBody,
        response: {
          200: Type.Object({
            status: Type.Literal('OK'),
            id: Type.String({ description: 'The request id' }),
          }),
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
      // The handler reads and checks the form as a stream; the body schema only describes it in /openapi.json.
      validatorCompiler: () => () => true,
    },
    async (request) => ({
      status: 'OK' as const,
      id: await registerBooking(request, deps, accountOf(request)),
    }),
  );

  app.get(
    '/api/appointments/requests/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: 'Emulator only: a booking request with its stored files (name, size, SHA-256)',
        params: Type.Object({ id: Type.String() }),
        response: { 200: BookingRequestSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{
        id: string;
        code_dossier: string;
        raison_sociale: string;
        code_agent: string;
        reason: string;
        tel: string | null;
        email: string | null;
        created_at: Date;
      }>('SELECT * FROM appointment_requests WHERE id = $1', [request.params.id]);
      const booking = rows[0];
      if (!booking) throw notFound();
      await dossierFor(db, accountOf(request), booking.code_dossier);
      const { rows: files } = await db.query<{ name: string; size: number; sha256: string }>(
        `SELECT file_name AS name, size::int AS size, sha256 FROM appointment_request_files
          WHERE request_id = $1 ORDER BY position`,
        [booking.id],
      );
      return {
        id: booking.id,
        codeDossier: booking.code_dossier,
        raisonSociale: booking.raison_sociale,
        codeAgent: booking.code_agent,
        reason: booking.reason,
        tel: booking.tel,
        email: booking.email,
        createdAt: iso(booking.created_at),
        files,
      };
    },
  );

  app.post(
    '/api/appointments/edit',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: "Changes a future appointment's reason and contact; 409 once it is past",
        body: Type.Object({
          id: Type.String(),
          reason: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          telephone: Type.Optional(Type.Union([Type.String(), Type.Null()])),
          email: Type.Optional(Type.Union([Type.String(), Type.Null()])),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const appointment = await appointmentFor(db, accountOf(request), request.body.id);
      if (new Date(appointment.date).getTime() <= clock.now().getTime()) throw conflict(PAST_NOT_EDITABLE);
      const contact = checkAppointmentContact({
        reason: request.body.reason,
        tel: request.body.telephone,
        email: request.body.email,
      });
      await db.query('UPDATE appointments SET reason = $2, telephone = $3, email = $4 WHERE id = $1', [
        request.body.id,
        contact.reason,
        contact.tel,
        contact.email,
      ]);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/appointments/cancel',
    {
      config: { access: 'session' },
      schema: {
        tags: ['appointments'],
        summary: 'Cancels a future appointment (it leaves the list); 409 once it is past',
        body: Type.Object({ id: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const appointment = await appointmentFor(db, accountOf(request), request.body.id);
      const now = clock.now();
      if (new Date(appointment.date).getTime() <= now.getTime()) throw conflict(PAST_NOT_CANCELLABLE);
      await db.query('UPDATE appointments SET cancelled_at = $2 WHERE id = $1', [request.body.id, now]);
      return { status: 'OK' as const };
    },
  );
};
