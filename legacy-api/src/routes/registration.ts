import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { LINK_CODE_NOT_FOUND, registrationInput } from '@portal/schema/rules/registration';
import { Type } from 'typebox';
import { accountOfCode, grantDossier, issueCode, sendMail } from '../account-access.ts';
import { badRequest, notFound } from '../errors.ts';
import { checkAccountIsNew, createAccount } from '../new-account.ts';
import type { RouteDeps } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

// Ours: the spec shows no refusal for a dossier code that is not the person's file, nor for a used link.
export const DOSSIER_CODE_MISMATCH = 'Le code dossier ne correspond pas au code liaison.';
export const CONFIRMATION_INVALID = 'Ce lien de confirmation est invalide ou a expiré.';

// Null first: the validator's type coercion would turn a null into '' against a string tried first.
export const ExternalSubject = Type.Union([
  Type.Null(),
  Type.String({
    minLength: 1,
    maxLength: 255,
    description: "The external (OpenID Connect) account's subject; null with a password",
  }),
]);

export const RegistrationBody = Type.Object({
  username: Type.String({ maxLength: 255 }),
  email: Type.String({ maxLength: 255 }),
  pwd: Type.String({ maxLength: 255, description: 'Empty with an external account' }),
  codeliaison: Type.String({
    maxLength: 255,
    description: "The person's guid (GET /api/auth/getGuidPersonne)",
  }),
  codedossier: Type.String({ maxLength: 255 }),
  external: ExternalSubject,
});

export const registrationRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.get(
    '/api/auth/getGuidPersonne/:x',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link code (guid) of a person known to the firm, by e-mail; 404 when none',
        params: Type.Object({ x: Type.String({ maxLength: 255 }) }),
        response: { 200: Type.Object({ guidPersonne: Type.String() }), ...errorResponses(404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ guid_personne: string }>(
        'SELECT guid_personne FROM prospects WHERE lower(mail) = lower($1)',
        [request.params.x.trim()],
      );
      if (!rows[0]) throw notFound(LINK_CODE_NOT_FOUND);
      return { guidPersonne: rows[0].guid_personne };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Registers a person of a file; the account signs in once the mailed link is followed',
        description:
          "The link code and the dossier code must be the same person's; the password follows the portal's 8-character rule. The confirmation mail goes to the outbox.",
        body: RegistrationBody,
        response: { 200: StatusOk, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => {
      const body = request.body;
      const parsed = registrationInput.safeParse({
        email: body.email,
        pwd: body.pwd,
        confirmation: body.pwd,
        codeliaison: body.codeliaison,
        codedossier: body.codedossier,
        cgu: true,
        external: body.external !== null,
      });
      if (!parsed.success) throw refusal(parsed.error.issues);
      const { rows } = await db.query<{
        guid_personne: string;
        mail: string;
        code_dossier: string;
        id_role: number;
      }>('SELECT guid_personne, mail, code_dossier, id_role FROM prospects WHERE guid_personne = $1', [
        parsed.data.codeliaison,
      ]);
      const prospect = rows[0];
      if (!prospect) throw notFound(LINK_CODE_NOT_FOUND);
      if (prospect.code_dossier.toLowerCase() !== parsed.data.codedossier.toLowerCase())
        throw badRequest(DOSSIER_CODE_MISMATCH);
      const code = await db.transaction(async (tx) => {
        const accountId = await createAccount(tx, {
          login: parsed.data.email,
          pwd: body.external === null ? body.pwd : null,
          external: body.external,
          guidPersonne: prospect.guid_personne,
          nom: '',
          prenom: '',
          confirmed: false,
        });
        await grantDossier(tx, accountId, prospect.code_dossier, prospect.id_role);
        await tx.query('DELETE FROM prospects WHERE guid_personne = $1', [prospect.guid_personne]);
        return issueCode(tx, clock, accountId, 'confirmation');
      });
      // The legacy's confirmation page is its own: the link leads back to this server.
      await sendMail(db, clock, {
        recipient: parsed.data.email,
        subject: 'Confirmez votre inscription',
        link: `${request.protocol}://${request.host}/api/auth/confirmer/${code}`,
      });
      return { status: 'OK' as const };
    },
  );

  app.get(
    '/api/auth/confirmer/:code',
    {
      schema: {
        tags: ['auth'],
        summary:
          "The confirmation link of a registration's mail (the emulator's design); once, before it expires",
        params: Type.Object({ code: Type.String({ maxLength: 255 }) }),
        response: { 200: StatusOk, ...errorResponses(400) },
      },
    },
    async (request) => {
      const accountId = await accountOfCode(db, clock, request.params.code, 'confirmation', 'use');
      if (!accountId) throw badRequest(CONFIRMATION_INVALID);
      await db.query('UPDATE accounts SET confirmed = true WHERE id = $1', [accountId]);
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/auth/checkBeforeRegister',
    {
      schema: {
        tags: ['auth'],
        summary: 'Step 1 of the invitation sign-up: the e-mail (or external account) is not in use yet',
        body: Type.Object({ username: Type.String({ maxLength: 255 }), external: ExternalSubject }),
        response: { 200: StatusOk, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      await checkAccountIsNew(db, request.body.username.trim(), request.body.external);
      return { status: 'OK' as const };
    },
  );
  done();
};
