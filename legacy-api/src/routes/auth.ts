import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { EXTERNAL_ACCOUNT_UNKNOWN } from '@portal/schema/rules/external-sign-in';
import { Type } from 'typebox';
import { LegacyError, MESSAGES } from '../errors.ts';
import { verifyPassword } from '../passwords.ts';
import type { RouteDeps } from '../route-deps.ts';
import { errorResponses, StatusOk } from '../schemas.ts';
import { closeSession, openSession, setSessionCookie } from '../session.ts';

// Ours: the spec says a confirmation mail comes, not what signing in before following it answers.
export const NOT_CONFIRMED = "Votre inscription n'est pas encore confirmée : suivez le lien reçu par mail.";

const SignedIn = Type.Object({
  status: Type.Literal('OK'),
  userId: Type.String(),
  typeUtilisateur: Type.Union([Type.Literal('collab'), Type.Literal('client')]),
});

// Not the spec's: it stands for the firm's login service (designed by the contract).
export const authRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the LEGACY_SESSION cookie',
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 255 }),
          password: Type.String({ minLength: 1, maxLength: 255 }),
        }),
        response: { 200: SignedIn, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{
        id: string;
        login: string;
        password_hash: string;
        type_utilisateur: 'collab' | 'client';
        confirmed: boolean;
      }>(
        'SELECT id, login, password_hash, type_utilisateur, confirmed FROM accounts WHERE lower(login) = lower($1)',
        [request.body.username.trim()],
      );
      const account = rows[0];
      if (!account || !(await verifyPassword(request.body.password, account.password_hash))) {
        throw new LegacyError(401, MESSAGES.wrongCredentials, true);
      }
      if (!account.confirmed) throw new LegacyError(401, NOT_CONFIRMED, true);
      setSessionCookie(reply, await openSession(db, clock, account.id));
      return { status: 'OK' as const, userId: account.login, typeUtilisateur: account.type_utilisateur };
    },
  );

  app.post(
    '/api/auth/login/externe',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a linked external (OpenID Connect) account; answers the LEGACY_SESSION cookie',
        description:
          "Not the spec's (000 §7 shows no such call): the gateway, which ran the OpenID Connect flow and checked the ID token, names the account's subject; 401 when no account is linked to it.",
        body: Type.Object({ external: Type.String({ minLength: 1, maxLength: 255 }) }),
        response: { 200: SignedIn, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{
        id: string;
        login: string;
        type_utilisateur: 'collab' | 'client';
        confirmed: boolean;
      }>('SELECT id, login, type_utilisateur, confirmed FROM accounts WHERE external_subject = $1', [
        request.body.external,
      ]);
      const account = rows[0];
      // Unknown and not yet confirmed alike: the portal has no account this external one may open.
      if (!account?.confirmed) throw new LegacyError(401, EXTERNAL_ACCOUNT_UNKNOWN, true);
      setSessionCookie(reply, await openSession(db, clock, account.id));
      return { status: 'OK' as const, userId: account.login, typeUtilisateur: account.type_utilisateur };
    },
  );

  app.get(
    '/api/auth/authenticate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Login check: OK with the account, KO without a valid session',
        response: {
          200: Type.Union([SignedIn, Type.Object({ status: Type.Literal('KO') })]),
        },
      },
    },
    (request) => {
      const account = request.account;
      return account
        ? { status: 'OK' as const, userId: account.login, typeUtilisateur: account.typeUtilisateur }
        : { status: 'KO' as const };
    },
  );

  app.get(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Closes the session and clears the cookie',
        querystring: Type.Object({ service: Type.Optional(Type.String()) }),
        response: { 200: StatusOk },
      },
    },
    async (request, reply) => {
      await closeSession(db, request, reply);
      return { status: 'OK' as const };
    },
  );
  done();
};
