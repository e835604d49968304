import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../db/db.ts';
import { forbidden, notFound } from '../errors.ts';
import { pictogram, sendSvg } from '../images.ts';
import type { RouteDeps } from '../route-deps.ts';
import { ContactsSchema, errorResponses, HelpCardSchema, SiteInfoSchema, SvgImage } from '../schemas.ts';
import { accountOf } from '../session.ts';
import { type ContactRow, type SiteRow, toContact, toSite } from './contacts.ts';

const codeParam = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });

/** Spec 001 §6: the creators programme's calls answer only a person whose rights include 'oic'. */
async function requireOic(db: Db, request: FastifyRequest): Promise<void> {
  const { rows } = await db.query("SELECT 1 FROM account_rights WHERE account_id = $1 AND droit = 'oic'", [
    accountOf(request).id,
  ]);
  if (rows.length === 0) throw forbidden();
}

/**
 * Tutorials, and the creators programme's e-learnings and interlocutors (spec 001 §7, Documentation and
 * tutorials): cards the same for everyone, drawn with an icon per code.
 */
export const tutorialsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  for (const [path, table, glyph, oic] of [
    ['/api/tutos', 'tutorials', 'information', false],
    ['/api/elearnings', 'elearnings', 'formation', true],
  ] as const) {
    app.get(
      path,
      {
        config: { access: 'session' },
        schema: {
          tags: ['help'],
          summary: oic
            ? "The creators programme's e-learnings, in order; 403 without the rights entry 'oic'"
            : 'The tutorials, in order (the portal checks page_tutoriels)',
          response: { 200: Type.Array(HelpCardSchema), ...errorResponses(401, 403) },
        },
      },
      async (request) => {
        if (oic) await requireOic(db, request);
        const { rows } = await db.query<{ code: string; title: string; description: string; url: string }>(
          `SELECT code, title, description, url FROM ${table} ORDER BY ord`,
        );
        return rows;
      },
    );
    app.get(
      `${path}/icon/:code`,
      {
        config: { access: 'session' },
        schema: {
          tags: ['help'],
          summary: "A card's icon (image/svg+xml); 404 for an unknown code",
          params: Type.Object({ code: codeParam }),
          response: { 200: SvgImage, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE code = $1`, [request.params.code]);
        if (rows.length === 0) throw notFound();
        sendSvg(reply, pictogram(glyph));
      },
    );
  }

  app.get(
    '/api/contacts/oic/list',
    {
      config: { access: 'session' },
      schema: {
        tags: ['help'],
        summary: "The creators programme's interlocutors, in order; 403 without the rights entry 'oic'",
        response: { 200: ContactsSchema.properties.contacts, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireOic(db, request);
      const { rows } = await db.query<ContactRow>(
        'SELECT a.* FROM oic_contacts o JOIN agents a USING (code_agent) ORDER BY o.position',
      );
      return rows.map(toContact);
    },
  );

  app.get(
    '/api/contacts/oic/infos',
    {
      config: { access: 'session' },
      schema: {
        tags: ['help'],
        summary: "The creators programme's site; 403 without the rights entry 'oic'",
        response: { 200: SiteInfoSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requireOic(db, request);
      const { rows } = await db.query<SiteRow>('SELECT * FROM oic_site');
      return toSite(rows[0] ?? { adresse_l1: null, adresse_l2: null, telephone: null, mail_pilote: null });
    },
  );
  done();
};
