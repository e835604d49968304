import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { clientDossiers, dossierFor } from '../dossiers.ts';
import { forbiddenDossier, unauthenticated } from '../errors.ts';
import type { RouteDeps } from '../route-deps.ts';
import { DossierMemberSchema, DossierSchema, errorResponses, StatusOk, UserSchema } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface UserRow {
  id: string;
  guid_personne: string;
  nom: string;
  prenom: string;
  adresse: string | null;
  tel: string | null;
  port: string | null;
  canal_prefere: string | null;
  mail: string | null;
  has_forum: boolean;
  est_testeur: boolean;
  send_mail_when_notify: boolean;
  external_subject: string | null;
}

export const userRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/user',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: 'The signed-in person',
        response: { 200: UserSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { rows } = await db.query<UserRow>('SELECT * FROM accounts WHERE id = $1', [
        accountOf(request).id,
      ]);
      const u = rows[0];
      if (!u) throw unauthenticated();
      return {
        id: u.id,
        guidPersonne: u.guid_personne,
        nom: u.nom,
        prenom: u.prenom,
        adresse: u.adresse,
        tel: u.tel,
        port: u.port,
        canalPrefere: u.canal_prefere,
        mail: u.mail,
        hasForum: u.has_forum,
        estTesteur: u.est_testeur,
        preferences: { sendMailWhenNotify: u.send_mail_when_notify },
        compteExterne: u.external_subject !== null,
      };
    },
  );

  app.get(
    '/api/user/dossiers',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: 'Files owned and shared, by raisonSociale (empty for collaborators)',
        response: { 200: Type.Array(DossierSchema), ...errorResponses(401, 403) },
      },
    },
    (request) => clientDossiers(db, accountOf(request).id),
  );

  app.get(
    '/api/user/dossierMembres/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: 'The people with access to the file, owner (idRole 1) first, with their contact',
        params: Type.Object({ codeDossier: Type.String() }),
        response: { 200: Type.Array(DossierMemberSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.codeDossier);
      const { rows } = await db.query<{
        guid_personne: string;
        nom: string;
        prenom: string;
        mail: string | null;
        tel: string | null;
        id_role: number;
      }>(
        `SELECT a.guid_personne, a.nom, a.prenom, a.mail, a.tel, ad.id_role
           FROM account_dossiers ad JOIN accounts a ON a.id = ad.account_id
          WHERE ad.code_dossier = $1 ORDER BY ad.id_role, a.nom, a.prenom`,
        [dossier.codeDossier],
      );
      return rows.map((m) => ({
        guidPersonne: m.guid_personne,
        nom: m.nom,
        prenom: m.prenom,
        mail: m.mail,
        tel: m.tel,
        idRole: m.id_role,
      }));
    },
  );

  app.put(
    '/api/user/dossierFavoris/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: "Makes the file the user's only favourite; 403 outside the user's files",
        params: Type.Object({ code: Type.String() }),
        response: { 200: StatusOk, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      // One statement, hence atomic: the chosen file gets the flag and every other loses it, or nothing changes.
      const { rows } = await db.query<{ code_dossier: string }>(
        `UPDATE account_dossiers SET est_favoris = (code_dossier = $2)
          WHERE account_id = $1
            AND EXISTS (SELECT 1 FROM account_dossiers WHERE account_id = $1 AND code_dossier = $2)
        RETURNING code_dossier`,
        [accountOf(request).id, request.params.code],
      );
      if (rows.length === 0) throw forbiddenDossier();
      return { status: 'OK' as const };
    },
  );
  app.post(
    '/api/user/preferences',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: "Changes the signed-in person's preferences (spec 000 §7)",
        body: Type.Object({ sendMailWhenNotify: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: StatusOk, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await db.query('UPDATE accounts SET send_mail_when_notify = $2 WHERE id = $1', [
        accountOf(request).id,
        request.body.sendMailWhenNotify,
      ]);
      return { status: 'OK' as const };
    },
  );
  done();
};
