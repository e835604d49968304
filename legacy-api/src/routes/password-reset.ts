import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { passwordResetInput } from '@portal/schema/rules/password-reset';
import { Type } from 'typebox';
import { accountOfCode, issueCode, sendMail } from '../account-access.ts';
import { badRequest } from '../errors.ts';
import { hashPassword } from '../passwords.ts';
import type { RouteDeps } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { errorResponses, StatusOk } from '../schemas.ts';

// Ours: the spec shows the server's message as returned without giving it.
export const RESET_LINK_INVALID = 'Ce lien de changement de mot de passe est invalide ou a expiré.';
export const RESET_DOSSIER_MISMATCH = 'Le code dossier ne correspond pas à votre compte.';

/** The portal's page a reset mail links to (spec 000 §2.1), relative: the portal's address is not the legacy's. */
export const resetLinkOf = (uid: string) => `/mot-de-passe-oublie/changer?uid=${encodeURIComponent(uid)}`;

export const passwordResetRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db, clock }, done) => {
  app.post(
    '/api/auth/pwdforgot',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Mails a reset link valid one hour; answers OK for an unknown login too (no account discovery)',
        body: Type.Object({ username: Type.String({ maxLength: 255 }) }),
        response: { 200: StatusOk },
      },
    },
    async (request) => {
      const { rows } = await db.query<{ id: string; mail: string | null; login: string }>(
        "SELECT id, mail, login FROM accounts WHERE type_utilisateur = 'client' AND lower(login) = lower($1)",
        [request.body.username.trim()],
      );
      const account = rows[0];
      if (account) {
        const uid = await issueCode(db, clock, account.id, 'reset');
        await sendMail(db, clock, {
          recipient: account.mail ?? account.login,
          subject: 'Changement de votre mot de passe',
          link: resetLinkOf(uid),
        });
      }
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/auth/dopwdforgotupdate',
    {
      schema: {
        tags: ['auth'],
        summary:
          "Sets a new password (12-character rule) from a reset link's uid and one of the account's files",
        description: "Ends every session of the account (the firm's server must do the same: issue 42).",
        body: Type.Object({
          pwd: Type.String({ maxLength: 255 }),
          uid: Type.String({ maxLength: 255 }),
          codedossier: Type.String({ maxLength: 255 }),
        }),
        response: { 200: StatusOk, ...errorResponses(400) },
      },
    },
    async (request) => {
      const parsed = passwordResetInput.safeParse({ ...request.body, confirmation: request.body.pwd });
      if (!parsed.success) throw refusal(parsed.error.issues);
      const { pwd, uid, codedossier } = parsed.data;
      const accountId = await accountOfCode(db, clock, uid, 'reset', 'peek');
      if (!accountId) throw badRequest(RESET_LINK_INVALID);
      const owns = await db.query(
        'SELECT 1 FROM account_dossiers WHERE account_id = $1 AND lower(code_dossier) = lower($2)',
        [accountId, codedossier.trim()],
      );
      // A wrong file code leaves the link usable: the person may have mistyped it.
      if (owns.rows.length === 0) throw badRequest(RESET_DOSSIER_MISMATCH);
      const hash = await hashPassword(pwd);
      await db.transaction(async (tx) => {
        if (!(await accountOfCode(tx, clock, uid, 'reset', 'use'))) throw badRequest(RESET_LINK_INVALID);
        await tx.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [accountId, hash]);
        // A reset is what a person does who fears someone else holds the account: every session open before ends
        // (the gateway cannot tell whose account a reset link is: it relies on this).
        await tx.query('DELETE FROM sessions WHERE account_id = $1', [accountId]);
      });
      return { status: 'OK' as const };
    },
  );
  done();
};
