import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

interface Node {
  code: string;
  title: string;
  url?: string;
  codeGed?: string;
  gedDispo?: boolean;
  site?: boolean;
  categories?: Node[];
}

/** Links to outside websites, opened in a new tab: code, title and address. */
const outsideLinks = (links: readonly (readonly [string, string, string])[]): Node[] =>
  links.map(([code, title, url]) => ({ code, title, url, site: true }));

const VIDEOS = 'https://videos.terres-conseil.example.fr';
const EPISODES = `${VIDEOS}/ateliers-du-conseil`;
const RGPD_FILES = 'https://bibliotheque.terres-conseil.example.fr/rgpd';

// The documentation tree (spec 001 §2): three levels below Fiscalité lead to the TVA library, long enough for a
// second page; the company-tax library is down.
const DOCUMENTATION: Node[] = [
  {
    code: 'fiscalite',
    title: 'Fiscalité',
    categories: [
      {
        code: 'fiscalite-entreprise',
        title: 'Entreprise',
        categories: [
          {
            code: 'fiscalite-tva',
            title: 'TVA',
            categories: [
              { code: 'guide-tva', title: 'Guide de la TVA', codeGed: 'DOC-TVA' },
              { code: 'impots-gouv', title: 'impots.gouv.fr', url: 'https://www.impots.gouv.fr', site: true },
            ],
          },
          { code: 'fiscalite-is', title: 'Impôt sur les sociétés', codeGed: 'DOC-IS', gedDispo: false },
        ],
      },
      { code: 'fiscalite-particulier', title: 'Particulier', codeGed: 'DOC-IR' },
    ],
  },
  {
    code: 'social',
    title: 'Social',
    categories: [
      { code: 'social-embauche', title: 'Embaucher un salarié', codeGed: 'DOC-EMBAUCHE' },
      { code: 'urssaf', title: 'URSSAF', url: 'https://www.urssaf.fr', site: true },
    ],
  },
  { code: 'juridique', title: 'Juridique', codeGed: 'DOC-JURIDIQUE' },
  // Spec 001 §2 names the five resources of the data-protection page (/rgpd) but gives no titles or addresses.
  {
    code: 'rgpd',
    title: 'Protection des données (RGPD)',
    categories: outsideLinks([
      ['rgpd-tutoriel-video', 'Tutoriel vidéo : le RGPD en 5 minutes', `${VIDEOS}/rgpd-en-5-minutes`],
      [
        'rgpd-registre',
        'Modèle de registre des traitements',
        `${RGPD_FILES}/modele-registre-des-traitements.xlsx`,
      ],
      ['rgpd-notice', "Notice d'utilisation du registre", `${RGPD_FILES}/notice-registre.pdf`],
      [
        'rgpd-traitements-sensibles',
        'Liste des traitements sensibles',
        `${RGPD_FILES}/traitements-sensibles.pdf`,
      ],
      ['rgpd-synthese', 'Synthèse : vos obligations', `${RGPD_FILES}/synthese-obligations.pdf`],
    ]),
  },
  // Spec 001 §2 ('Ateliers du Conseil', /webserie): five episodes whose titles and videos it does not give.
  {
    code: 'webserie',
    title: 'Ateliers du Conseil',
    categories: outsideLinks([
      ['webserie-episode-1', 'Épisode 1 : Bien démarrer son activité', `${EPISODES}/episode-1`],
      ['webserie-episode-2', 'Épisode 2 : Piloter sa trésorerie', `${EPISODES}/episode-2`],
      ['webserie-episode-3', 'Épisode 3 : Recruter son premier salarié', `${EPISODES}/episode-3`],
      ['webserie-episode-4', 'Épisode 4 : Préparer la transmission', `${EPISODES}/episode-4`],
      ['webserie-episode-5', 'Épisode 5 : Investir au bon moment', `${EPISODES}/episode-5`],
    ]),
  },
  { code: 'service-public', title: 'Service-public.fr', url: 'https://www.service-public.fr', site: true },
];

function rowsOf(nodes: readonly Node[], parent: string | null): Record<string, unknown>[] {
  return nodes.flatMap((node, ord) => [
    {
      code: node.code,
      parent,
      title: node.title,
      url: node.url ?? null,
      code_ged: node.codeGed ?? null,
      ged_dispo: node.gedDispo ?? true,
      est_site_internet: node.site ?? false,
      ord,
    },
    ...rowsOf(node.categories ?? [], node.code),
  ]);
}

const SUBJECTS = ['Taux', 'Déclaration', 'Récupération', 'Autoliquidation', 'Exonérations', 'Échéancier'];

/** Documents of a library: 45 for the TVA guide (three pages of 20), a few for the others. */
function libraryOf(codeGed: string, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, n) => {
    const day = String((n % 28) + 1).padStart(2, '0');
    const month = String(12 - (n % 12)).padStart(2, '0');
    const id = `${codeGed}-${String(n + 1).padStart(3, '0')}`;
    return {
      id,
      code_ged: codeGed,
      name: `${SUBJECTS[n % SUBJECTS.length]} — fiche ${n + 1}.pdf`,
      url: `https://bibliotheque.terres-conseil.example.fr/documents/${id}.pdf`,
      taille: 20_000 + n * 7_919,
      date_creation: `2025-${month}-${day}`,
      date_modification: `2025-${month}-${day}`,
      millesime: 2025,
    };
  });
}

export async function seedDocumentation(db: Db): Promise<void> {
  // Parents before children: the rows come out of the tree in that order.
  await insertRows(db, 'documentation_nodes', rowsOf(DOCUMENTATION, null));
  await insertRows(db, 'documentation_library_documents', [
    ...libraryOf('DOC-TVA', 45),
    ...libraryOf('DOC-IR', 3),
    ...libraryOf('DOC-EMBAUCHE', 4),
    ...libraryOf('DOC-JURIDIQUE', 2),
  ]);
}

const TUTORIALS = [
  ['premiers-pas', 'Premiers pas sur votre espace', 'Découvrez le menu, vos dossiers et vos notifications.'],
  ['deposer-documents', 'Déposer vos documents', 'Envoyez vos factures et vos pièces en quelques clics.'],
  ['mes-chiffres', 'Lire vos chiffres clés', 'Comprenez vos indicateurs et suivez leur évolution.'],
  ['rendez-vous', 'Prendre rendez-vous', 'Choisissez un créneau avec votre conseiller.'],
] as const;

// Spec 001 §9: seven e-learnings for the creators programme.
const ELEARNINGS = [
  ['statut-juridique', 'Choisir son statut juridique', 'Entreprise individuelle ou société : les critères.'],
  ['premier-bilan', 'Préparer son premier bilan', 'Les pièces à réunir et le calendrier.'],
  ['tresorerie', 'Piloter sa trésorerie', 'Anticiper les encaissements et les décaissements.'],
  ['tva-createur', 'La TVA du créateur', 'Régimes, déclarations et échéances.'],
  ['premier-salarie', 'Embaucher son premier salarié', 'Contrat, déclarations et coût.'],
  ['protection-sociale', 'Sa protection sociale', 'Cotisations, retraite et prévoyance.'],
  ['facturation', 'Bien facturer', 'Mentions obligatoires et délais de paiement.'],
] as const;

const cardsOf = (cards: readonly (readonly [string, string, string])[], base: string) =>
  cards.map(([code, title, description], ord) => ({
    code,
    title,
    description,
    url: `${base}/${code}`,
    ord,
  }));

/** Tutorials, and the creators programme's e-learnings, interlocutors and site (spec 001 §2). */
export async function seedTutorials(db: Db): Promise<void> {
  await insertRows(db, 'tutorials', cardsOf(TUTORIALS, 'https://tutoriels.terres-conseil.example.fr'));
  await insertRows(db, 'elearnings', cardsOf(ELEARNINGS, 'https://formation.terres-conseil.example.fr'));
  await insertRows(db, 'oic_contacts', [
    { code_agent: 'AG102', position: 0 },
    { code_agent: 'AG103', position: 1 },
    { code_agent: 'AG104', position: 2 },
  ]);
  await insertRows(db, 'oic_site', [
    {
      adresse_l1: 'Pôle Initial Conseil',
      adresse_l2: '8 avenue de Champagne, 51200 Épernay',
      telephone: '0326550800',
      mail_pilote: 'initial-conseil@cabinet-demo.fr',
    },
  ]);
}
