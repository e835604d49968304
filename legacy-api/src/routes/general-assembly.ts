import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { AG_CLOSED, agRegistrationState, NB_PERSONNE_INVALID } from '@portal/schema/rules/general-assembly';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { dossierFor } from '../dossiers.ts';
import { badRequest, notFound } from '../errors.ts';
import { sendPdfForm } from '../pdf-forms.ts';
import { isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses, Nullable } from '../schemas.ts';
import { accountOf } from '../session.ts';

const DatesSchema = Type.Object({
  dateDebut: Nullable(Type.String({ format: 'date-time' })),
  dateFin: Nullable(Type.String({ format: 'date-time' })),
});

const InvitationSchema = Type.Object({
  id: Type.Integer(),
  nbPersonne: Type.Integer(),
  participe: Type.Boolean(),
  poids: Type.Number(),
  pouvoirPresident: Type.Boolean(),
  userModification: Nullable(Type.String({ description: 'The guid of the person who last answered' })),
  libelleUserModification: Nullable(Type.String()),
  idAgDossierPouvoir: Nullable(Type.Integer()),
  dateReponse: Nullable(Type.String({ format: 'date-time' })),
  dateModification: Nullable(Type.String({ format: 'date-time' })),
  adresseIp: Nullable(Type.String()),
});

const codeQuery = Type.Object({
  codeDossier: Type.String({
    description: 'The file (designed: the spec does not show how the file is named)',
  }),
});

interface DatesRow {
  date_debut: Date | string | null;
  date_fin: Date | string | null;
}

interface InvitationRow {
  id: number;
  nb_personne: number;
  participe: boolean;
  poids: string;
  pouvoir_president: boolean;
  user_modification: string | null;
  libelle_user_modification: string | null;
  id_ag_dossier_pouvoir: number | null;
  date_reponse: Date | string | null;
  date_modification: Date | string | null;
  adresse_ip: string | null;
}

async function datesOf(db: Db, codeEntite: string) {
  const { rows } = await db.query<DatesRow>('SELECT * FROM ag_dates WHERE code_entite = $1', [codeEntite]);
  return {
    dateDebut: isoOrNull(rows[0]?.date_debut ?? null),
    dateFin: isoOrNull(rows[0]?.date_fin ?? null),
  };
}

export const generalAssemblyRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/ag/dates',
    {
      config: { access: 'session' },
      schema: {
        tags: ['ag'],
        summary: "The registration period of the file's entity",
        querystring: codeQuery,
        response: { 200: DatesSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.query.codeDossier);
      return datesOf(db, dossier.codeEntite);
    },
  );

  app.get(
    '/api/ag/invitations/:year',
    {
      config: { access: 'session' },
      schema: {
        tags: ['ag'],
        summary: "The file's invitations to the year's general assembly",
        params: Type.Object({ year: Type.Integer() }),
        querystring: codeQuery,
        response: { 200: Type.Array(InvitationSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.query.codeDossier);
      const { rows } = await db.query<InvitationRow>(
        'SELECT * FROM ag_invitations WHERE code_dossier = $1 AND annee = $2 ORDER BY id',
        [dossier.codeDossier, request.params.year],
      );
      return rows.map((r) => ({
        id: r.id,
        nbPersonne: r.nb_personne,
        participe: r.participe,
        poids: Number(r.poids),
        pouvoirPresident: r.pouvoir_president,
        userModification: r.user_modification,
        libelleUserModification: r.libelle_user_modification,
        idAgDossierPouvoir: r.id_ag_dossier_pouvoir,
        dateReponse: isoOrNull(r.date_reponse),
        dateModification: isoOrNull(r.date_modification),
        adresseIp: r.adresse_ip,
      }));
    },
  );

  app.post(
    '/api/ag/invitations/register',
    {
      config: { access: 'session' },
      schema: {
        tags: ['ag'],
        summary:
          "Records an invitation's answer with its dates and the caller's IP address; answers the proxy record",
        body: Type.Object({
          id: Type.Integer(),
          codeDossier: Type.String(),
          participe: Type.Boolean(),
          nbPersonne: Type.Integer(),
          dateReponse: Type.String({ format: 'date-time' }),
          dateModification: Type.String({ format: 'date-time' }),
          adresseIp: Type.String(),
        }),
        response: {
          200: Type.Object({
            idAgDossierPouvoir: Type.Integer(),
            userModification: Type.String(),
            libelleUserModification: Type.String(),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const body = request.body;
      const dossier = await dossierFor(db, account, body.codeDossier);
      if (agRegistrationState(await datesOf(db, dossier.codeEntite), clock.now()) !== 'Ouverte')
        throw badRequest(AG_CLOSED);
      if (body.nbPersonne < 0) throw badRequest(NB_PERSONNE_INVALID);
      const people = await db.query<{ prenom: string; nom: string }>(
        'SELECT prenom, nom FROM accounts WHERE id = $1',
        [account.id],
      );
      const libelle = people.rows[0] ? `${people.rows[0].prenom} ${people.rows[0].nom}` : account.login;
      const { rows } = await db.query<{ id: number }>(
        `UPDATE ag_invitations SET participe = $3, nb_personne = $4, date_reponse = $5, date_modification = $6,
           adresse_ip = $7, user_modification = $8, libelle_user_modification = $9,
           id_ag_dossier_pouvoir = COALESCE(id_ag_dossier_pouvoir, 5000 + id)
         WHERE id = $1 AND code_dossier = $2 RETURNING id`,
        [
          body.id,
          dossier.codeDossier,
          body.participe,
          body.nbPersonne,
          body.dateReponse,
          body.dateModification,
          body.adresseIp,
          account.guidPersonne,
          libelle,
        ],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return {
        idAgDossierPouvoir: 5000 + row.id,
        userModification: account.guidPersonne,
        libelleUserModification: libelle,
      };
    },
  );

  app.get(
    '/api/ag/pouvoir',
    {
      config: { access: 'session' },
      schema: {
        tags: ['ag'],
        summary: 'The blank proxy form of the general assembly',
        response: { 200: Type.String({ description: 'application/pdf' }), ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      await sendPdfForm(reply, 'pouvoir-assemblee-generale.pdf', 'Pouvoir - Assemblée Générale', [
        'Je soussigné(e) ........................................................',
        'adhérent(e) de l’association, code dossier ..............................',
        'donne pouvoir à ........................................................',
        "pour me représenter à l'Assemblée Générale et prendre part aux votes en mon nom.",
        '',
        'Fait à ........................ le ........................',
        'Signature précédée de la mention « Bon pour pouvoir » :',
      ]);
    },
  );
  done();
};
