import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor, queryStaffDossiers } from '../dossiers.ts';
import { forbidden } from '../errors.ts';
import { queryInvitations } from '../invitations.ts';
import type { RouteDeps } from '../route-deps.ts';
import {
  DossierSchema,
  errorResponses,
  FileRightsSchema,
  InvitationSchema,
  RightsSchema,
} from '../schemas.ts';
import { accountOf } from '../session.ts';

export const droitsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/droits',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary:
          "The caller's rights: user-wide and per file (files are empty for staff, see /droits/gerant)",
        headers: Type.Object({
          'x-force': Type.Optional(Type.String({ description: 'true bypasses the cache' })),
        }),
        response: { 200: RightsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const [rights, functions, files] = await Promise.all([
        db.query<{ droit: string }>('SELECT droit FROM account_rights WHERE account_id = $1 ORDER BY droit', [
          account.id,
        ]),
        db.query<{ fonction: string }>(
          'SELECT fonction FROM account_functions WHERE account_id = $1 ORDER BY fonction',
          [account.id],
        ),
        db.query<{ code_dossier: string; modules: string[] | null }>(
          `SELECT ad.code_dossier,
                  (SELECT array_agg(m.module ORDER BY m.position) FROM account_dossier_modules m
                    WHERE m.account_id = ad.account_id AND m.code_dossier = ad.code_dossier) AS modules
             FROM account_dossiers ad WHERE ad.account_id = $1 ORDER BY ad.code_dossier`,
          [account.id],
        ),
      ]);
      return {
        userId: account.login,
        typeUtilisateur: account.typeUtilisateur,
        mesDroits: {
          utilisateur: rights.rows.map((r) => r.droit),
          dossiers: files.rows.map((f) => ({ codeDossier: f.code_dossier, modules: f.modules ?? [] })),
        },
        fonctionsUtilisateur: functions.rows.map((f) => f.fonction),
      };
    },
  );

  app.get(
    '/api/droits/dossiersCollaborateur/:login',
    {
      config: { access: 'collab' },
      schema: {
        tags: ['droits'],
        summary: "A collaborator's own portfolio (idRole null); 403 for another login or a client",
        params: Type.Object({ login: Type.String() }),
        response: { 200: Type.Array(DossierSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      if (request.params.login !== account.login) throw forbidden();
      return queryStaffDossiers(
        db,
        'JOIN collaborator_portfolio p ON p.code_dossier = d.code_dossier WHERE p.account_id = $1',
        [account.id],
        'ORDER BY d.raison_sociale_normalisee',
      );
    },
  );

  app.get(
    '/api/droits/gerant/:guid/:codeDossier',
    {
      config: { access: 'collab' },
      schema: {
        tags: ['droits'],
        summary: "A file's rights for a collaborator: the file's modules; 403 on Demissionne",
        description: "guid is the file's guidPersonne; the emulator answers by codeDossier alone.",
        params: Type.Object({ guid: Type.String(), codeDossier: Type.String() }),
        response: { 200: FileRightsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.codeDossier);
      return { codeDossier: dossier.codeDossier, modules: dossier.modulesEffectifs };
    },
  );

  app.get(
    '/api/droits/invitations',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'Pending invitations received (not answered, not expired)',
        response: { 200: Type.Array(InvitationSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      return queryInvitations(
        db,
        `JOIN accounts me ON lower(me.mail) = lower(i.mail_invite) OR lower(me.login) = lower(i.mail_invite)
          WHERE me.id = $1 AND i.date_acceptation IS NULL AND i.date_refus IS NULL AND i.date_expiration > $2`,
        [account.id, clock.now()],
      );
    },
  );
  done();
};
