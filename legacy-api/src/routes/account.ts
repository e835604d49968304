import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import {
  CODE_INVALID,
  COMMUNICATION_OWNER_ONLY,
  communicationInput,
  DEFAULT_COUNTRY_ID,
  EXTERNAL_LINK_MISSING,
  EXTERNAL_TAKEN,
  MAIL_TAKEN,
  NO_MOBILE,
} from '@portal/schema/rules/account';
import { meetsPasswordPolicy, policyMessage, REGISTRATION_MIN_LENGTH } from '@portal/schema/rules/passwords';
import { EMAIL_INVALID } from '@portal/schema/rules/registration';
import { Type, type Static } from 'typebox';
import { z } from 'zod';
import { issueTypedCode, sendMail, useTypedCode, type TypedCodePurpose } from '../account-access.ts';
import type { Db } from '../db/db.ts';
import { badRequest, forbidden, LegacyError } from '../errors.ts';
import { hashPassword } from '../passwords.ts';
import type { RouteDeps } from '../route-deps.ts';
import { iso } from '../route-deps.ts';
import { refusal } from '../rule-checks.ts';
import { ExternalSubject } from './registration.ts';
import { errorResponses, Nullable, StatusOk } from '../schemas.ts';
import { accountOf, type Account } from '../session.ts';

/** The fields whose last change the legacy keeps, each with its date, member (utilisateur) or agent. */
const TRACKED = ['telephone', 'portable', 'emailPrincipal', 'emailFacturation'] as const;
type Tracked = (typeof TRACKED)[number];
const capitalized = (field: Tracked) => `${field[0]?.toUpperCase() ?? ''}${field.slice(1)}`;

const trackedColumns = Object.fromEntries(
  TRACKED.flatMap((field) => [
    [`dateModification${capitalized(field)}`, Nullable(Type.String({ format: 'date-time' }))],
    [`utilisateurModification${capitalized(field)}`, Nullable(Type.String())],
    [`agentModification${capitalized(field)}`, Nullable(Type.String())],
  ]),
);

const Communication = Type.Object({
  codeDossier: Type.String(),
  telephone: Nullable(Type.String()),
  indicatifTelephone: Nullable(Type.Integer({ description: 'Id of /api/user/pays' })),
  portable: Nullable(Type.String()),
  indicatifPortable: Nullable(Type.Integer({ description: 'Id of /api/user/pays' })),
  emailPrincipal: Nullable(Type.String()),
  emailFacturation: Nullable(Type.String()),
  facturationElectronique: Type.Boolean({
    description:
      'Whether the file receives its invoices electronically (designed: the spec does not name it)',
  }),
  ...trackedColumns,
});

const CommunicationBody = Type.Object(
  {
    codeDossier: Type.String({ maxLength: 255 }),
    telephone: Type.String({ maxLength: 255 }),
    indicatifTelephone: Type.Integer(),
    portable: Type.String({ maxLength: 255 }),
    indicatifPortable: Type.Integer(),
    emailPrincipal: Type.String({ maxLength: 255 }),
    emailFacturation: Type.String({ maxLength: 255 }),
  },
  { additionalProperties: false },
);

interface CommunicationRow {
  code_dossier: string;
  telephone: string | null;
  indicatif_telephone: number | null;
  portable: string | null;
  indicatif_portable: number | null;
  email_principal: string | null;
  email_facturation: string | null;
  facturation_electronique: boolean;
  changes: { field: Tracked; changed_at: string; utilisateur: string | null; agent: string | null }[] | null;
}

const COMMUNICATIONS = `
  SELECT c.*, (SELECT json_agg(json_build_object('field', x.field, 'changed_at', x.changed_at,
                 'utilisateur', x.utilisateur, 'agent', x.agent))
                 FROM dossier_communication_changes x WHERE x.code_dossier = c.code_dossier) AS changes
    FROM dossier_communications c JOIN account_dossiers ad ON ad.code_dossier = c.code_dossier
   WHERE ad.account_id = $1`;

function toCommunication(row: CommunicationRow): Static<typeof Communication> {
  const tracked: Record<string, string | null> = {};
  for (const field of TRACKED) {
    const change = row.changes?.find((c) => c.field === field);
    tracked[`dateModification${capitalized(field)}`] = change ? iso(new Date(change.changed_at)) : null;
    tracked[`utilisateurModification${capitalized(field)}`] = change?.utilisateur ?? null;
    tracked[`agentModification${capitalized(field)}`] = change?.agent ?? null;
  }
  return {
    codeDossier: row.code_dossier,
    telephone: row.telephone,
    indicatifTelephone: row.indicatif_telephone,
    portable: row.portable,
    indicatifPortable: row.indicatif_portable,
    emailPrincipal: row.email_principal,
    emailFacturation: row.email_facturation,
    facturationElectronique: row.facturation_electronique,
    ...tracked,
  };
}

/** The session's account when the payload names it (username), else 403: one may change only oneself. */
async function selfNamed(db: Db, request: Parameters<typeof accountOf>[0], username: string) {
  const account = accountOf(request);
  if (account.login.toLowerCase() !== username.trim().toLowerCase()) throw forbidden();
  const { rows } = await db.query<{ mail: string | null; port: string | null; prenom: string; nom: string }>(
    'SELECT mail, port, prenom, nom FROM accounts WHERE id = $1',
    [account.id],
  );
  const person = rows[0];
  if (!person) throw forbidden();
  return { account, person };
}

async function spendCode(deps: RouteDeps, account: Account, purpose: TypedCodePurpose, code: string) {
  if (!(await useTypedCode(deps.db, deps.clock, account.id, purpose, code))) throw badRequest(CODE_INVALID);
}

/** Spec 000 §4, §7 (togoogle): the account signs in with this external account from now on. */
async function linkExternal(deps: RouteDeps, account: Account, subject: string | null, code: string) {
  if (subject === null) throw badRequest(EXTERNAL_LINK_MISSING);
  const taken = await deps.db.query('SELECT 1 FROM accounts WHERE external_subject = $1 AND id <> $2', [
    subject,
    account.id,
  ]);
  if (taken.rows.length > 0) throw badRequest(EXTERNAL_TAKEN);
  await spendCode(deps, account, 'mail', code);
  await deps.db.query('UPDATE accounts SET external_subject = $2 WHERE id = $1', [account.id, subject]);
}

const emptyAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

// Spec 000 §7: the account calls. What the spec does not show (answers, refusals, the code's form) is designed
// here and documented in CONTRACT.md.
export const accountRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, deps, done) => {
  const { db, clock } = deps;

  app.get(
    '/api/user/communications',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: "The contact details of each of the person's files, with each field's last change",
        response: { 200: Type.Array(Communication), ...errorResponses(401) },
      },
    },
    async (request) => {
      const { rows } = await db.query<CommunicationRow>(`${COMMUNICATIONS} ORDER BY c.code_dossier`, [
        accountOf(request).id,
      ]);
      return rows.map(toCommunication);
    },
  );

  app.get(
    '/api/user/pays',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary: `The countries of the phone indicators (${DEFAULT_COUNTRY_ID} when a number has none)`,
        response: {
          200: Type.Array(Type.Object({ id: Type.Integer(), code: Type.String(), indicatif: Type.String() })),
          ...errorResponses(401),
        },
      },
    },
    async () =>
      (
        await db.query<{ id: number; code: string; indicatif: string }>(
          'SELECT id, code, indicatif FROM countries ORDER BY code',
        )
      ).rows,
  );

  app.put(
    '/api/user/communication/:code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['user'],
        summary:
          "Saves a file's contact details (the body is the communication); the owner (idRole 1) only, else 403",
        params: Type.Object({ code: Type.String() }),
        body: CommunicationBody,
        response: { 200: Communication, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const account = accountOf(request);
      const code = request.params.code;
      const owner = await db.query<{ prenom: string; nom: string }>(
        `SELECT a.prenom, a.nom FROM account_dossiers ad JOIN accounts a ON a.id = ad.account_id
          WHERE ad.account_id = $1 AND ad.code_dossier = $2 AND ad.id_role = 1`,
        [account.id, code],
      );
      const person = owner.rows[0];
      if (!person) throw new LegacyError(403, COMMUNICATION_OWNER_ONLY, true);
      if (request.body.codeDossier !== code) throw badRequest('Le code dossier ne correspond pas.');
      const parsed = communicationInput.safeParse(request.body);
      if (!parsed.success) throw refusal(parsed.error.issues);
      const next: Record<Tracked, string | null> = {
        telephone: emptyAsNull(parsed.data.telephone),
        portable: emptyAsNull(parsed.data.portable),
        emailPrincipal: emptyAsNull(parsed.data.emailPrincipal),
        emailFacturation: emptyAsNull(parsed.data.emailFacturation),
      };
      const countries = await db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM countries WHERE id = ANY($1::int[])',
        [[...new Set([parsed.data.indicatifTelephone, parsed.data.indicatifPortable])]],
      );
      const known = new Set([parsed.data.indicatifTelephone, parsed.data.indicatifPortable]).size;
      if (countries.rows[0]?.count !== known) throw badRequest("L'indicatif du pays est inconnu.");
      const row = await db.transaction(async (tx) => {
        const before = await tx.query<CommunicationRow>(
          'SELECT * FROM dossier_communications WHERE code_dossier = $1 FOR UPDATE',
          [code],
        );
        const old = before.rows[0];
        const previous: Record<Tracked, string | null> = {
          telephone: old?.telephone ?? null,
          portable: old?.portable ?? null,
          emailPrincipal: old?.email_principal ?? null,
          emailFacturation: old?.email_facturation ?? null,
        };
        await tx.query(
          `INSERT INTO dossier_communications (code_dossier, telephone, indicatif_telephone, portable,
                  indicatif_portable, email_principal, email_facturation)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (code_dossier) DO UPDATE SET telephone = $2, indicatif_telephone = $3, portable = $4,
                  indicatif_portable = $5, email_principal = $6, email_facturation = $7`,
          [
            code,
            next.telephone,
            parsed.data.indicatifTelephone,
            next.portable,
            parsed.data.indicatifPortable,
            next.emailPrincipal,
            next.emailFacturation,
          ],
        );
        for (const field of TRACKED) {
          if (next[field] === previous[field]) continue;
          await tx.query(
            `INSERT INTO dossier_communication_changes (code_dossier, field, changed_at, utilisateur, agent)
             VALUES ($1, $2, $3, $4, NULL)
             ON CONFLICT (code_dossier, field) DO UPDATE SET changed_at = $3, utilisateur = $4, agent = NULL`,
            [code, field, clock.now(), `${person.prenom} ${person.nom}`],
          );
        }
        const { rows } = await tx.query<CommunicationRow>(`${COMMUNICATIONS} AND c.code_dossier = $2`, [
          account.id,
          code,
        ]);
        return rows[0];
      });
      if (!row) throw forbidden();
      return toCommunication(row);
    },
  );

  app.post(
    '/api/auth/sendvalidationcode/:type',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary:
          'Sends a 6-digit code valid 15 minutes to the signed-in person (username), by mail or SMS (type mail only); a new code replaces the last',
        params: Type.Object({ type: Type.Union([Type.Literal('mail'), Type.Literal('pwd')]) }),
        body: Type.Object({
          username: Type.String({ maxLength: 255 }),
          mode: Type.Optional(Type.Union([Type.Literal('mail'), Type.Literal('sms')])),
        }),
        response: { 200: StatusOk, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { account, person } = await selfNamed(db, request, request.body.username);
      const purpose = request.params.type;
      // Spec 000 §7: the SMS is for the change of e-mail only.
      const sms = purpose === 'mail' && request.body.mode === 'sms';
      if (sms && !person.port) throw badRequest(NO_MOBILE);
      const code = await issueTypedCode(db, clock, account.id, purpose);
      await sendMail(db, clock, {
        recipient: sms ? (person.port ?? '') : (person.mail ?? account.login),
        subject:
          purpose === 'mail'
            ? 'Votre code de confirmation pour changer votre adresse mail'
            : 'Votre code de confirmation pour changer votre mot de passe',
        link: null,
        code,
      });
      return { status: 'OK' as const };
    },
  );

  app.post(
    '/api/auth/dopwdupdate',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary:
          "Changes the signed-in person's password (8-character rule) with the code of sendvalidationcode/pwd",
        body: Type.Object({
          pwd: Type.String({ maxLength: 255 }),
          username: Type.String({ maxLength: 255 }),
          securecode: Type.String({ maxLength: 255 }),
        }),
        response: {
          200: Type.Object({ data: Type.Object({ resultLdap: Type.Boolean() }) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { account } = await selfNamed(db, request, request.body.username);
      if (!meetsPasswordPolicy(request.body.pwd, REGISTRATION_MIN_LENGTH))
        throw badRequest(policyMessage(REGISTRATION_MIN_LENGTH));
      await spendCode(deps, account, 'pwd', request.body.securecode);
      await db.query('UPDATE accounts SET password_hash = $2 WHERE id = $1', [
        account.id,
        await hashPassword(request.body.pwd),
      ]);
      return { data: { resultLdap: true } };
    },
  );

  app.post(
    '/api/auth/domailupdate',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary:
          "Changes the signed-in person's e-mail and login (mail = newusername) with the code of sendvalidationcode/mail; an external account (isgoogle) sets a password; togoogle links the external account's subject (external) instead, the mail fields ignored",
        body: Type.Object({
          mail: Type.String({ maxLength: 255 }),
          username: Type.String({ maxLength: 255 }),
          newusername: Type.String({ maxLength: 255 }),
          codedossier: Nullable(Type.String({ maxLength: 255 })),
          securecode: Type.String({ maxLength: 255 }),
          isgoogle: Type.Boolean(),
          togoogle: Type.Boolean(),
          password: Nullable(Type.String({ maxLength: 255 })),
          external: Type.Optional(ExternalSubject),
        }),
        response: { 200: Type.Object({ data: Type.Boolean() }), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const body = request.body;
      const { account, person } = await selfNamed(db, request, body.username);
      if (body.togoogle) {
        await linkExternal(deps, account, body.external ?? null, body.securecode);
        await sendMail(db, clock, {
          recipient: person.mail ?? account.login,
          subject: "Confirmation de l'association de votre compte Google",
          link: null,
        });
        return { data: true };
      }
      const mail = body.mail.trim();
      if (!z.email().safeParse(mail).success || mail.toLowerCase() !== body.newusername.trim().toLowerCase())
        throw badRequest(EMAIL_INVALID);
      const external = await db.query<{ external: boolean }>(
        'SELECT external_subject IS NOT NULL AS external FROM accounts WHERE id = $1',
        [account.id],
      );
      const isExternal = external.rows[0]?.external ?? false;
      if (isExternal && !meetsPasswordPolicy(body.password ?? '', REGISTRATION_MIN_LENGTH))
        throw badRequest(policyMessage(REGISTRATION_MIN_LENGTH));
      const taken = await db.query('SELECT 1 FROM accounts WHERE lower(login) = lower($1) AND id <> $2', [
        mail,
        account.id,
      ]);
      if (taken.rows.length > 0) throw badRequest(MAIL_TAKEN);
      await spendCode(deps, account, 'mail', body.securecode);
      const hash = isExternal ? await hashPassword(body.password ?? '') : null;
      await db.query(
        'UPDATE accounts SET login = $2, mail = $2, password_hash = coalesce($3, password_hash) WHERE id = $1',
        [account.id, mail, hash],
      );
      await sendMail(db, clock, {
        recipient: mail,
        subject: 'Confirmation du changement de votre adresse mail',
        link: null,
      });
      return { data: true };
    },
  );
  done();
};
