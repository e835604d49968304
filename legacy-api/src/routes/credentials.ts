import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { credentialIssues, managesCredentials } from '@portal/schema/rules/credentials';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { sealPassword } from '../credentials-vault.ts';
import { dossierFor } from '../dossiers.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { isoOrNull, type RouteDeps } from '../route-deps.ts';
import { errorResponses, IdentifiantInput, IdentifiantSchema, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';

interface IdentifiantRow {
  id: number;
  code_dossier: string;
  titre: string;
  nom_utilisateur: string;
  date_creation: Date | null;
  auteur_creation: string | null;
  date_modification_agent: Date | null;
  agent_modification: string | null;
  date_modification_adherent: Date | null;
  adherent_modification: string | null;
}

// Every column but the sealed password: no answer carries it, not even sealed.
const COLUMNS = `id, code_dossier, titre, nom_utilisateur, date_creation, auteur_creation, date_modification_agent,
  agent_modification, date_modification_adherent, adherent_modification`;

const toIdentifiant = (r: IdentifiantRow) => ({
  id: r.id,
  codeDossier: r.code_dossier,
  titre: r.titre,
  nomUtilisateur: r.nom_utilisateur,
  dateCreation: isoOrNull(r.date_creation),
  auteurCreation: r.auteur_creation,
  dateModificationAgent: isoOrNull(r.date_modification_agent),
  agentModification: r.agent_modification,
  dateModificationAdherent: isoOrNull(r.date_modification_adherent),
  adherentModification: r.adherent_modification,
});

const fileParams = Type.Object({ codeDossier: Type.String() });
const itemParams = Type.Object({ codeDossier: Type.String(), id: Type.Integer() });

export const credentialsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (
  app,
  { db, clock, credentialsKey },
  done,
) => {
  /** The file, when the signed-in client owns it (idRole 1); staff and shared access are refused. */
  async function ownedFile(request: FastifyRequest, codeDossier: string) {
    const account = accountOf(request);
    const dossier = await dossierFor(db, account, codeDossier);
    if (account.typeUtilisateur !== 'client' || !managesCredentials(dossier.idRole)) throw forbidden();
    return { dossier, account };
  }

  /** The §5 rules the gateway and the web apply, once more: the body has no confirmation, the password is it. */
  function check(
    body: { titre: string; nomUtilisateur: string; motDePasse?: string | null },
    withPassword: boolean,
  ) {
    const [issue] = credentialIssues({ ...body, confirmationMotDePasse: body.motDePasse }, withPassword);
    if (issue) throw badRequest(issue.message);
  }

  app.get(
    '/api/identifiants/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['identifiants'],
        summary: "The file's shared credentials by id, without their passwords (owner only)",
        params: fileParams,
        response: { 200: Type.Array(IdentifiantSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { dossier } = await ownedFile(request, request.params.codeDossier);
      const { rows } = await db.query<IdentifiantRow>(
        `SELECT ${COLUMNS} FROM shared_credentials WHERE code_dossier = $1 ORDER BY id`,
        [dossier.codeDossier],
      );
      return rows.map(toIdentifiant);
    },
  );

  app.post(
    '/api/identifiants/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['identifiants'],
        summary:
          'Adds a shared credential; the password is required, sealed, and never answered (owner only)',
        params: fileParams,
        body: IdentifiantInput,
        response: { 200: IdentifiantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { dossier, account } = await ownedFile(request, request.params.codeDossier);
      const { titre, nomUtilisateur, motDePasse } = request.body;
      check(request.body, true);
      const { rows } = await db.query<IdentifiantRow>(
        `INSERT INTO shared_credentials (code_dossier, titre, nom_utilisateur, mot_de_passe_chiffre, date_creation,
           auteur_creation) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
        [
          dossier.codeDossier,
          titre.trim(),
          nomUtilisateur.trim(),
          sealPassword(credentialsKey, motDePasse ?? ''),
          clock.now(),
          account.login,
        ],
      );
      return toIdentifiant(rows[0]!);
    },
  );

  app.put(
    '/api/identifiants/:codeDossier/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['identifiants'],
        summary: 'Changes a shared credential; without motDePasse the password is kept (owner only)',
        params: itemParams,
        body: IdentifiantInput,
        response: { 200: IdentifiantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { dossier, account } = await ownedFile(request, request.params.codeDossier);
      const { titre, nomUtilisateur, motDePasse } = request.body;
      // Without a password (the edit modal's toggle off) the sealed one stays.
      const password = motDePasse ?? null;
      check(request.body, password !== null);
      const { rows } = await db.query<IdentifiantRow>(
        `UPDATE shared_credentials SET titre = $3, nom_utilisateur = $4,
           mot_de_passe_chiffre = COALESCE($5, mot_de_passe_chiffre), date_modification_adherent = $6,
           adherent_modification = $7
         WHERE code_dossier = $1 AND id = $2 RETURNING ${COLUMNS}`,
        [
          dossier.codeDossier,
          request.params.id,
          titre.trim(),
          nomUtilisateur.trim(),
          password === null ? null : sealPassword(credentialsKey, password),
          clock.now(),
          account.login,
        ],
      );
      if (!rows[0]) throw notFound();
      return toIdentifiant(rows[0]);
    },
  );

  app.delete(
    '/api/identifiants/:codeDossier/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['identifiants'],
        summary: 'Revokes a shared credential (owner only)',
        params: itemParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { dossier } = await ownedFile(request, request.params.codeDossier);
      const { rows } = await db.query(
        'DELETE FROM shared_credentials WHERE code_dossier = $1 AND id = $2 RETURNING id',
        [dossier.codeDossier, request.params.id],
      );
      if (!rows[0]) throw notFound();
      return { status: 'OK' as const };
    },
  );
  done();
};
