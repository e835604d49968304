import { onePagePdf } from '../../pdf-forms.ts';
import type { Db } from '../db.ts';

/**
 * The firm's catalogue of annexes: two a DUER may take, and one of the base module 'Traitements
 * phytosanitaires' its modules may take (spec 002 §3, Base annexe). AGR001's last year holds the first.
 */
const CATALOGUE: readonly [nom: string, module: string | null, lines: readonly string[]][] = [
  ['Registre des vérifications périodiques', null, ['Extincteurs : vérification annuelle.']],
  ['Protocole de chargement et déchargement', null, ['Zone de chargement balisée.']],
  ['Fiches de données de sécurité', 'Traitements phytosanitaires', ['Consulter la FDS avant usage.']],
];

export async function seedDuerAnnexes(db: Db): Promise<void> {
  for (const [n, [nom, module, lines]] of CATALOGUE.entries()) {
    const file = await db.query<{ id: number }>(
      `INSERT INTO duer_fichiers (nom_fichier, type_mime, contenu) VALUES ($1, 'application/pdf', $2) RETURNING id`,
      [`${nom}.pdf`, await onePagePdf(nom, lines)],
    );
    await db.query(
      `INSERT INTO duer_base_annexes (nom, num_annexe, id_base_module, id_fichier)
       VALUES ($1, $2, (SELECT min(id) FROM duer_base_modules WHERE nom = $3 AND code_dossier IS NULL), $4)`,
      [nom, n + 1, module, file.rows[0]?.id],
    );
  }
  await db.query(
    `INSERT INTO duer_annexes (id_duer, id_base_annexe)
     SELECT d.id, b.id FROM duers d, duer_base_annexes b
      WHERE d.code_dossier = 'AGR001' AND b.nom = $1
        AND d.annee = (SELECT max(annee) FROM duers WHERE code_dossier = 'AGR001')`,
    [CATALOGUE[0]?.[0]],
  );
}
