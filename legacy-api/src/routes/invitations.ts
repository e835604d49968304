import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { invitationRefusal, invitationState } from '@portal/schema/rules/invitations';
import { CIVILITIES, invitationIdentityInput, invitationLoginInput } from '@portal/schema/rules/registration';
import { Type } from 'typebox';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { grantDossier } from '../account-access.ts';
import { LegacyError, notFound } from '../errors.ts';
import { queryInvitations } from '../invitations.ts';
import { createAccount } from '../new-account.ts';
import { grantInvitedCategories } from '../sharing.ts';
import type { RouteDeps } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { ExternalSubject } from './registration.ts';
import { errorResponses, InvitationSchema, StatusOk } from '../schemas.ts';
import { accountOf, openSession, setSessionCookie } from '../session.ts';

// Ours: the spec's invitation page shows no text for an unknown link.
export const INVITATION_NOT_FOUND = 'Invitation introuvable.';

const invitationParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

async function invitationOf(db: Db, id: string) {
  const [invitation] = await queryInvitations(db, 'WHERE i.id = $1', [id]);
  if (!invitation) throw notFound(INVITATION_NOT_FOUND);
  return invitation;
}

/** Accepts a pending invitation for an account in one transaction: 409 when answered, 410 when expired. */
async function accept(db: Db, clock: Clock, id: string, accountId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await invitationOf(tx, id);
    const state = invitationState(invitation, clock.now());
    const refused = invitationRefusal(state);
    if (refused) throw new LegacyError(state === 'expired' ? 410 : 409, refused, true);
    // The guard on date_acceptation makes a second, concurrent acceptance change nothing.
    const updated = await tx.query(
      'UPDATE invitations SET date_acceptation = $2 WHERE id = $1 AND date_acceptation IS NULL AND date_refus IS NULL RETURNING 1',
      [id, clock.now()],
    );
    if (updated.rows.length === 0) throw new LegacyError(409, invitationRefusal('answered')!, true);
    const { rows } = await tx.query<{ code_dossier: string; id_role: number }>(
      'SELECT code_dossier, id_role FROM invitation_dossiers WHERE invitation_id = $1 ORDER BY code_dossier',
      [id],
    );
    for (const file of rows) {
      await grantDossier(tx, accountId, file.code_dossier, file.id_role);
      await grantInvitedCategories(tx, accountId, id, file.code_dossier, file.id_role);
    }
  });
}

export const invitationsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/droits/invitations/:id',
    {
      schema: {
        tags: ['droits'],
        summary: 'One invitation by its link, signed in or not (the link is what the invitee holds)',
        params: invitationParams,
        response: { 200: InvitationSchema, ...errorResponses(404) },
      },
    },
    (request) => invitationOf(db, request.params.id),
  );

  app.put(
    '/api/droits/invitations/:id/accepter',
    {
      config: { access: 'session' },
      schema: {
        tags: ['droits'],
        summary: "Accepts for the signed-in person: the invitation's files with their roles; once",
        description: "409 'L'invitation a déjà été acceptée ou refusée.'; 410 when expired.",
        params: invitationParams,
        response: { 200: StatusOk, ...errorResponses(401, 404, 409, 410) },
      },
    },
    async (request) => {
      await accept(db, clock, request.params.id, accountOf(request).id);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/droits/invitations/:id/inscrireetaccepter',
    {
      schema: {
        tags: ['droits'],
        summary:
          'Creates the account (no mail confirmation: the invitation link proves the address), accepts, signs in',
        params: invitationParams,
        body: Type.Object({
          username: Type.String({ maxLength: 255 }),
          codedossier: Type.String({ maxLength: 255, description: "One of the invitation's files" }),
          email: Type.String({ maxLength: 255 }),
          pwd: Type.String({ maxLength: 255, description: 'Empty with an external account' }),
          codeCivilite: Type.Union(CIVILITIES.map((c) => Type.Literal(c))),
          nom: Type.String({ maxLength: 255 }),
          prenom: Type.String({ maxLength: 255 }),
          external: ExternalSubject,
        }),
        response: { 200: StatusOk, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const login = invitationLoginInput.safeParse({
        email: body.email,
        emailConfirmation: body.email,
        pwd: body.pwd,
        confirmation: body.pwd,
        external: body.external !== null,
      });
      if (!login.success) throw refusal(login.error.issues);
      const identity = invitationIdentityInput.safeParse({ ...body, cgu: true });
      if (!identity.success) throw refusal(identity.error.issues);
      const accountId = await db.transaction(async (tx) => {
        const id = await createAccount(tx, {
          login: body.email.trim(),
          pwd: body.external === null ? body.pwd : null,
          external: body.external,
          guidPersonne: null,
          nom: identity.data.nom,
          prenom: identity.data.prenom,
          confirmed: true,
        });
        await accept(tx, clock, request.params.id, id);
        return id;
      });
      setSessionCookie(reply, await openSession(db, clock, accountId));
      return { status: 'OK' as const };
    },
  );
  done();
};
