import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { dossierFor } from '../dossiers.ts';
import { notFound } from '../errors.ts';
import { portrait, sendSvg } from '../images.ts';
import type { RouteDeps } from '../route-deps.ts';
import { ContactsSchema, errorResponses, SvgImage } from '../schemas.ts';
import { accountOf } from '../session.ts';

export interface ContactRow {
  code_agent: string;
  prenom: string;
  nom: string;
  fonction: string;
  nom_agence: string | null;
  telephone: string | null;
  mail: string | null;
  mission: string | null;
  sexe: string | null;
  droit_image: boolean;
  has_photo: boolean;
}

export interface SiteRow {
  adresse_l1: string | null;
  adresse_l2: string | null;
  telephone: string | null;
  mail_pilote: string | null;
}

const photoPath = (codeAgent: string) => `/api/contacts/photo/${encodeURIComponent(codeAgent)}`;

/** A contact as the legacy answers it. */
export const toContact = (c: ContactRow) => ({
  codeAgent: c.code_agent,
  prenom: c.prenom,
  nom: c.nom,
  fonction: c.fonction,
  nomAgence: c.nom_agence,
  telephone: c.telephone,
  mail: c.mail,
  mission: c.mission,
  sexe: c.sexe,
  droitImage: c.droit_image,
  photo: c.has_photo ? photoPath(c.code_agent) : null,
});

/** A site as the legacy answers it. */
export const toSite = (site: SiteRow) => ({
  adresseL1: site.adresse_l1,
  adresseL2: site.adresse_l2,
  telephone: site.telephone,
  mailPilote: site.mail_pilote,
});

export const contactsRoutes: FastifyPluginCallbackTypebox<RouteDeps> = (app, { db }, done) => {
  app.get(
    '/api/contacts/:codeDossier',
    {
      config: { access: 'session' },
      schema: {
        tags: ['contacts'],
        summary: "The file's contacts at the firm, in the firm's order, and its site",
        params: Type.Object({ codeDossier: Type.String() }),
        response: { 200: ContactsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const dossier = await dossierFor(db, accountOf(request), request.params.codeDossier);
      const [contacts, sites] = await Promise.all([
        db.query<ContactRow>(
          `SELECT a.* FROM dossier_contacts dc JOIN agents a USING (code_agent)
            WHERE dc.code_dossier = $1 ORDER BY dc.position`,
          [dossier.codeDossier],
        ),
        db.query<SiteRow>('SELECT * FROM dossier_sites WHERE code_dossier = $1', [dossier.codeDossier]),
      ]);
      const site = sites.rows[0];
      return {
        site: site ? toSite(site) : null,
        contacts: contacts.rows.map(toContact),
      };
    },
  );

  app.get(
    '/api/contacts/photo/:codeAgent',
    {
      config: { access: 'session' },
      schema: {
        tags: ['contacts'],
        summary: "A contact's photo (whether it may be shown is the contact's droitImage)",
        params: Type.Object({ codeAgent: Type.String() }),
        response: { 200: SvgImage, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { rows } = await db.query<{ prenom: string; nom: string }>(
        'SELECT prenom, nom FROM agents WHERE code_agent = $1 AND has_photo',
        [request.params.codeAgent],
      );
      const agent = rows[0];
      if (!agent) throw notFound();
      sendSvg(reply, portrait(`${agent.prenom} ${agent.nom}`));
    },
  );
  done();
};
