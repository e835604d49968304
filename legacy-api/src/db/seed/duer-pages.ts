import { onePagePdf } from '../../pdf-forms.ts';
import type { Db } from '../db.ts';

/** The firm's catalogue of pages a DUER may take (the special pages come with the migration). */
const CATALOGUE: readonly [nom: string, avant: boolean, lines: readonly string[]][] = [
  ['Consignes générales de sécurité', false, ['Respecter les consignes affichées.', 'Porter les EPI.']],
  ['Plan de prévention', true, ['Entreprises extérieures : plan de prévention signé.']],
  ['Numéros d’urgence', false, ['SAMU : 15', 'Pompiers : 18', 'Urgences européennes : 112']],
];

/** The catalogue pages, with 'Consignes générales de sécurité' after the risk list of AGR001's last year. */
export async function seedDuerPages(db: Db): Promise<void> {
  for (const [n, [nom, avant, lines]] of CATALOGUE.entries()) {
    const file = await db.query<{ id: number }>(
      `INSERT INTO duer_fichiers (nom_fichier, type_mime, contenu) VALUES ($1, 'application/pdf', $2) RETURNING id`,
      [`${nom}.pdf`, await onePagePdf(nom, lines)],
    );
    await db.query(
      'INSERT INTO duer_base_pages (nom, est_avant_risques, ordre, id_fichier) VALUES ($1, $2, $3, $4)',
      [nom, avant, n + 5, file.rows[0]?.id],
    );
  }
  await db.query(
    `INSERT INTO duer_pages (id_duer, id_base_page, ordre, est_avant_risques)
     SELECT d.id, b.id, 5, false FROM duers d, duer_base_pages b
      WHERE d.code_dossier = 'AGR001' AND b.nom = $1
        AND d.annee = (SELECT max(annee) FROM duers WHERE code_dossier = 'AGR001')`,
    [CATALOGUE[0]?.[0]],
  );
}
