import type { Db } from './db/db.ts';
import { iso, isoOrNull } from './route-deps.ts';

interface InvitationRow {
  id: string;
  createur: string;
  nom_prenom_createur: string;
  dossiers: { codeDossier: string; raisonSociale: string }[] | null;
  date_acceptation: Date | null;
  date_refus: Date | null;
  date_expiration: Date;
  nom_invite: string | null;
  prenom_invite: string | null;
}

/** Received invitations matching `where` (on `i`, the invitation, and the joins the caller adds), as the API answers them. */
export async function queryInvitations(db: Db, joinsAndWhere: string, params: unknown[]) {
  const { rows } = await db.query<InvitationRow>(
    `SELECT i.id, c.login AS createur, c.nom || ' ' || c.prenom AS nom_prenom_createur,
            (SELECT json_agg(json_build_object('codeDossier', d.code_dossier, 'raisonSociale', d.raison_sociale)
                             ORDER BY d.code_dossier)
               FROM invitation_dossiers idos JOIN dossiers d ON d.code_dossier = idos.code_dossier
              WHERE idos.invitation_id = i.id) AS dossiers,
            i.date_acceptation, i.date_refus, i.date_expiration, i.nom_invite, i.prenom_invite
       FROM invitations i
       JOIN accounts c ON c.id = i.createur_id
       ${joinsAndWhere}
      ORDER BY i.date_creation DESC`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    createur: r.createur,
    nomPrenomCreateur: r.nom_prenom_createur,
    dossiers: r.dossiers ?? [],
    dateAcceptation: isoOrNull(r.date_acceptation),
    dateRefus: isoOrNull(r.date_refus),
    dateExpiration: iso(r.date_expiration),
    nomInvite: r.nom_invite,
    prenomInvite: r.prenom_invite,
  }));
}
