import type { Db } from '../db.ts';

/** The firm's audit questions by category (ours: the spec shows none). */
const AUDIT: readonly [categorie: string, questions: readonly string[]][] = [
  [
    'Organisation de la sécurité',
    [
      'Les salariés ont-ils reçu une formation à la sécurité ?',
      'Un registre des accidents bénins est-il tenu ?',
      'Les consignes de sécurité sont-elles affichées ?',
    ],
  ],
  [
    'Locaux et équipements',
    ['Les extincteurs sont-ils vérifiés chaque année ?', 'Les machines portent-elles le marquage CE ?'],
  ],
];

export async function seedDuerAudit(db: Db): Promise<void> {
  for (const [categorie, questions] of AUDIT) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO duer_base_categories_audit (nom) VALUES ($1) RETURNING id',
      [categorie],
    );
    for (const question of questions)
      await db.query('INSERT INTO duer_base_questions (nom, id_base_categorie_audit) VALUES ($1, $2)', [
        question,
        rows[0]!.id,
      ]);
  }
}
