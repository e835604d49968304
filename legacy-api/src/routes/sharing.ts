import { randomBytes } from 'node:crypto';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invitationRefusal, invitationState } from '@portal/schema/rules/invitations';
import {
  invitationFilesInput,
  NO_ROLE,
  OWNER_ROLE,
  personRightsInput,
  RIGHTS_PRODUCT,
  sharingInvitationInput,
} from '@portal/schema/rules/sharing';
import { Type, type Static } from 'typebox';
import { grantDossier, sendMail } from '../account-access.ts';
import { forbidden, LegacyError, notFound } from '../errors.ts';
import { queryInvitations } from '../invitations.ts';
import type { RouteDeps } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import { accountOf } from '../session.ts';
import {
  categoryTree,
  myRights,
  requireOwnerOf,
  sentInvitations,
  setAccessCategories,
  sharingRoles,
  transmittedRights,
  writeInvitedFiles,
  type InvitedFile,
} from '../sharing.ts';
import { INVITATION_NOT_FOUND } from './invitations.ts';

/** How long an invitation holds: the spec says it expires, not when (ours). */
export const INVITATION_DAYS = 14;

// Spec 000 §3: three levels at most, which the answer's schema spells out (no recursive schema needed).
const categoryNode = <T extends Parameters<typeof Type.Array>[0]>(children: T) =>
  Type.Object({ _id: Type.String(), libelle: Type.String(), souscategories: Type.Array(children) });
const Category = categoryNode(categoryNode(categoryNode(Type.Never())));
const Role = Type.Object({
  idRole: Type.Integer(),
  nomRole: Type.String(),
  categoriesPredefinies: Type.Array(Type.String()),
});
const InvitedFileSchema = Type.Object({
  codeDossier: Type.String({ maxLength: 20 }),
  raisonSociale: Type.String({ maxLength: 255 }),
  idRole: Type.Integer(),
  categoriesIdAutorisees: Type.Array(Type.String({ maxLength: 64 }), { maxItems: 100 }),
});
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);
const SentInvitation = Type.Object({
  id: Type.String(),
  emailInvitee: Type.String(),
  dateExpiration: Type.String(),
  dateAcceptation: Nullable(Type.String()),
  dateRefus: Nullable(Type.String()),
  dossiers: Type.Array(InvitedFileSchema),
});
const Categories = Type.Object({ categories: Type.Array(Type.String()) });
const MyRights = Type.Object({
  dossiers: Type.Array(
    Type.Object({
      codeDossier: Type.String(),
      raisonSociale: Type.String(),
      idRole: Type.Integer(),
      autorisations: Type.Record(Type.String(), Categories),
    }),
  ),
});
const TransmittedRights = Type.Object({
  dossiers: Type.Array(
    Type.Object({
      codeDossier: Type.String(),
      raisonSociale: Type.String(),
      guidPersonne: Type.String(),
      personne: Type.String(),
      emailPersonne: Type.String(),
      role: Type.Integer({ description: 'The idRole of the person on the file' }),
      categories: Type.Array(Type.String()),
    }),
  ),
});
const invitationParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
const fileParams = Type.Object({ codeDossier: Type.String({ maxLength: 20 }) });

/** The invited files as the shared rule reads a form: each checked, with its role and categories. */
const asChoices = (files: readonly InvitedFile[]) =>
  files.map((f) => ({
    codeDossier: f.codeDossier,
    checked: true,
    idRole: f.idRole,
    categories: f.categoriesIdAutorisees,
  }));

export const sharingRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/droits/roles',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'The roles an owner may give, with the categories each pre-ticks',
        response: { 200: Type.Array(Role), ...errorResponses(401) },
      },
    },
    () => sharingRoles(db),
  );

  app.get(
    '/api/droits/categories',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'The rights category tree (up to three levels)',
        response: { 200: Type.Array(Category), ...errorResponses(401) },
      },
    },
    // The seed holds three levels: the schema's depth is what the answer checks.
    async () => (await categoryTree(db)) as Static<typeof Category>[],
  );

  app.get(
    '/api/droits/mesdroits',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: "The caller's files with their role and the categories each opens (path ours: not shown)",
        description: `autorisations is keyed by product ('${RIGHTS_PRODUCT}'); an owner opens every category.`,
        response: { 200: MyRights, ...errorResponses(401) },
      },
    },
    (request) => myRights(db, accountOf(request).id),
  );

  app.get(
    '/api/droits/sent',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'Transmitted rights: the other people with access to the files the caller owns',
        response: { 200: TransmittedRights, ...errorResponses(401) },
      },
    },
    (request) => transmittedRights(db, accountOf(request).id),
  );

  app.get(
    '/api/droits/invitations/sent',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'The invitations the caller sent, in every state, newest first',
        response: { 200: Type.Array(SentInvitation), ...errorResponses(401) },
      },
    },
    (request) => sentInvitations(db, accountOf(request).id),
  );

  app.post(
    '/api/droits/invitations',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: `Invites an e-mail to files the caller owns; expires in ${INVITATION_DAYS} days; mails the link`,
        description:
          "403 unless the caller owns (idRole 1) every file; 400 with the rules' messages (spec 000 §5).",
        body: Type.Object({
          dossiers: Type.Array(InvitedFileSchema, { maxItems: 200 }),
          mailInvite: Type.String({ maxLength: 255 }),
        }),
        response: { 200: SentInvitation, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const { dossiers, mailInvite } = request.body;
      await requireOwnerOf(
        db,
        account.id,
        dossiers.map((d) => d.codeDossier),
      );
      const checked = sharingInvitationInput.safeParse({
        email: mailInvite,
        emailConfirmation: mailInvite,
        dossiers: asChoices(dossiers),
      });
      if (!checked.success) throw refusal(checked.error.issues);
      const id = `inv-${randomBytes(9).toString('base64url')}`;
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO invitations (id, createur_id, mail_invite, date_creation, date_expiration)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            id,
            account.id,
            checked.data.email,
            clock.now(),
            new Date(clock.now().getTime() + INVITATION_DAYS * 86_400_000),
          ],
        );
        await writeInvitedFiles(tx, id, dossiers);
        await sendMail(tx, clock, {
          recipient: checked.data.email,
          subject: 'Invitation à accéder à des dossiers',
          link: `/invitation/${id}/`,
        });
      });
      const [sent] = await sentInvitations(db, account.id, id);
      return sent!;
    },
  );

  /** A sent invitation of the caller's, else 404 (unknown) or 403 (someone else's). */
  async function ownInvitation(accountId: string, id: string) {
    const [sent] = await sentInvitations(db, accountId, id);
    if (sent) return sent;
    const exists = await db.query('SELECT 1 FROM invitations WHERE id = $1', [id]);
    throw exists.rows.length > 0 ? forbidden() : notFound(INVITATION_NOT_FOUND);
  }

  app.put(
    '/api/droits/invitations/:id/droits',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: "Changes a pending invitation's files, roles and categories (its creator only)",
        description:
          "403 for another's invitation or a file the caller does not own; 409 answered; 410 expired.",
        params: invitationParams,
        body: Type.Object({
          id: Type.String({ maxLength: 64 }),
          dossiersInvites: Type.Array(InvitedFileSchema, { maxItems: 200 }),
        }),
        response: { 200: SentInvitation, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const sent = await ownInvitation(account.id, request.params.id);
      const files = request.body.dossiersInvites;
      await requireOwnerOf(
        db,
        account.id,
        files.map((d) => d.codeDossier),
      );
      const state = invitationState(sent, clock.now());
      const refused = invitationRefusal(state);
      if (refused) throw new LegacyError(state === 'expired' ? 410 : 409, refused, true);
      const checked = invitationFilesInput.safeParse({ dossiers: asChoices(files) });
      if (!checked.success) throw refusal(checked.error.issues);
      await db.transaction((tx) => writeInvitedFiles(tx, sent.id, files));
      const [changed] = await sentInvitations(db, account.id, sent.id);
      return changed!;
    },
  );

  app.delete(
    '/api/droits/invitations/:id',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'Deletes an invitation the caller sent (403 for anyone else); accesses granted stay',
        params: invitationParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const sent = await ownInvitation(accountOf(request).id, request.params.id);
      await db.query('DELETE FROM invitations WHERE id = $1', [sent.id]);
      return { status: 'OK' as const };
    },
  );

  app.put(
    '/api/droits/invitations/:id/refuser',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: 'Refuses an invitation received (its invitee only); irreversible',
        description:
          "403 when it was sent to another e-mail; 409 'L'invitation a déjà été acceptée ou refusée.'; 410 expired.",
        params: invitationParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const [invitation] = await queryInvitations(db, 'WHERE i.id = $1', [request.params.id]);
      if (!invitation) throw notFound(INVITATION_NOT_FOUND);
      const mine = await db.query(
        `SELECT 1 FROM invitations i JOIN accounts me ON lower(me.mail) = lower(i.mail_invite)
            OR lower(me.login) = lower(i.mail_invite) WHERE i.id = $1 AND me.id = $2`,
        [invitation.id, account.id],
      );
      if (mine.rows.length === 0) throw forbidden();
      const state = invitationState(invitation, clock.now());
      const refused = invitationRefusal(state);
      if (refused) throw new LegacyError(state === 'expired' ? 410 : 409, refused, true);
      // The guard makes a refusal racing an acceptance change nothing.
      const updated = await db.query(
        'UPDATE invitations SET date_refus = $2 WHERE id = $1 AND date_acceptation IS NULL AND date_refus IS NULL RETURNING 1',
        [invitation.id, clock.now()],
      );
      if (updated.rows.length === 0) throw new LegacyError(409, invitationRefusal('answered')!, true);
      return { status: 'OK' as const };
    },
  );

  app.delete(
    '/api/droits/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: "Removes the caller's own acquired access to a file",
        description: '403 for the owner (idRole 1: an owner keeps the file); 404 without access.',
        params: fileParams,
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const { rows } = await db.query<{ id_role: number }>(
        'SELECT id_role FROM account_dossiers WHERE account_id = $1 AND code_dossier = $2',
        [account.id, request.params.codeDossier],
      );
      if (!rows[0]) throw notFound();
      if (rows[0].id_role === OWNER_ROLE) throw forbidden();
      await removeAccess(account.id, request.params.codeDossier);
      return { status: 'OK' as const };
    },
  );

  /** Removes an access; the person's favourite moves to another file they keep. */
  async function removeAccess(accountId: string, codeDossier: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.query('DELETE FROM account_dossiers WHERE account_id = $1 AND code_dossier = $2', [
        accountId,
        codeDossier,
      ]);
      await tx.query(
        `UPDATE account_dossiers SET est_favoris = true
          WHERE account_id = $1 AND code_dossier = (SELECT min(code_dossier) FROM account_dossiers WHERE account_id = $1)
            AND NOT EXISTS (SELECT 1 FROM account_dossiers WHERE account_id = $1 AND est_favoris)`,
        [accountId],
      );
    });
  }

  /** The account of a person guid with a shared (not owner) access to one of the caller's files, or 404. */
  async function sharedAccountOf(guid: string): Promise<string> {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE guid_personne = $1', [
      guid,
    ]);
    if (!rows[0]) throw notFound();
    return rows[0].id;
  }

  app.delete(
    '/api/droits/:codeDossier/:guid',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: "Withdraws a person's access to a file the caller owns",
        description:
          "403 unless the caller owns (idRole 1) the file, or for the owner's own access; 404 without access.",
        params: Type.Object({
          codeDossier: Type.String({ maxLength: 20 }),
          guid: Type.String({ maxLength: 64 }),
        }),
        response: { 200: StatusOk, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const owner = accountOf(request);
      await requireOwnerOf(db, owner.id, [request.params.codeDossier]);
      const personId = await sharedAccountOf(request.params.guid);
      const { rows } = await db.query<{ id_role: number }>(
        'SELECT id_role FROM account_dossiers WHERE account_id = $1 AND code_dossier = $2',
        [personId, request.params.codeDossier],
      );
      if (!rows[0]) throw notFound();
      if (rows[0].id_role === OWNER_ROLE) throw forbidden();
      await removeAccess(personId, request.params.codeDossier);
      return { status: 'OK' as const };
    },
  );

  app.put(
    '/api/droits/personne/:guid',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary:
          "Sets a person's rights on files the caller owns: 'update' grants or changes, 'remove' withdraws",
        description:
          '403 unless the caller owns (idRole 1) every file named, checked before anything changes.',
        params: Type.Object({ guid: Type.String({ maxLength: 64 }) }),
        body: Type.Object({
          guidPersonne: Type.String({ maxLength: 64 }),
          droits: Type.Array(
            Type.Object({
              action: Type.Union([Type.Literal('update'), Type.Literal('remove')]),
              droit: Type.Object({
                Autorisations: Type.Record(Type.String({ maxLength: 32 }), Categories),
                codeDossier: Type.String({ maxLength: 20 }),
                idRole: Type.Integer(),
              }),
            }),
            { maxItems: 200 },
          ),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const owner = accountOf(request);
      const { droits } = request.body;
      await requireOwnerOf(
        db,
        owner.id,
        droits.map((d) => d.droit.codeDossier),
      );
      const personId = await sharedAccountOf(request.params.guid);
      if (personId === owner.id) throw forbidden();
      const checked = personRightsInput.safeParse({
        dossiers: droits.map(({ action, droit }) => ({
          codeDossier: droit.codeDossier,
          checked: action === 'update',
          idRole: action === 'update' ? droit.idRole : NO_ROLE,
          categories: droit.Autorisations[RIGHTS_PRODUCT]?.categories ?? [],
        })),
      });
      if (!checked.success) throw refusal(checked.error.issues);
      for (const { action, droit } of droits) {
        if (action === 'remove') {
          await removeAccess(personId, droit.codeDossier);
          continue;
        }
        await db.transaction(async (tx) => {
          await grantDossier(tx, personId, droit.codeDossier, droit.idRole);
          await tx.query(
            'UPDATE account_dossiers SET id_role = $3 WHERE account_id = $1 AND code_dossier = $2',
            [personId, droit.codeDossier, droit.idRole],
          );
          await setAccessCategories(
            tx,
            personId,
            droit.codeDossier,
            droit.idRole,
            droit.Autorisations[RIGHTS_PRODUCT]?.categories ?? [],
          );
        });
      }
      return { status: 'OK' as const };
    },
  );
  done();
};
