import { DUER_TOOL_SLUG } from '@portal/schema/rules/tools';
import type { Db } from '../db.ts';
import { insertRows } from './support.ts';

interface SeedTool {
  slug: string;
  name: string;
  link: string;
  link_open_new_tab: boolean;
  categorie: string | null;
}

const portal = (slug: string, name: string, link: string, categorie: string | null = null): SeedTool => ({
  slug,
  name,
  link,
  link_open_new_tab: false,
  categorie,
});
const site = (slug: string, name: string, link: string, categorie: string | null = null): SeedTool => ({
  slug,
  name,
  link,
  link_open_new_tab: true,
  categorie,
});

/** The tools catalogue (spec 001 §3 Tool), in the page's order; a category's tools follow it. */
export const TOOLS: readonly SeedTool[] = [
  portal('raccourcis', 'Raccourcis Web', '/outils/raccourcis'),
  portal('simulateurs', 'Simulateurs', '/outils/simulateurs'),
  portal('simulateur-emprunt', "Simulateur d'emprunt", '/outils/simulateur-emprunt', 'simulateurs'),
  portal('simulateur-embauche', "Simulateur d'embauche", '/outils/simulateur-embauche', 'simulateurs'),
  portal('assolement', 'Assolement', '/outils/assolement'),
  portal('rendement', 'Carte des rendements', '/outils/rendement'),
  portal(DUER_TOOL_SLUG, 'Document unique (DUER)', '/outils/duer'),
  portal('sites-utiles', 'Sites utiles', '/outils/sites-utiles'),
  site('meteo-agricole', 'Météo agricole', 'https://meteofrance.com/meteo-agricole', 'sites-utiles'),
  site(
    'impots',
    'Espace professionnel impots.gouv',
    'https://www.impots.gouv.fr/professionnel',
    'sites-utiles',
  ),
  site('msa', 'MSA', 'https://www.msa.fr', 'sites-utiles'),
];

/** The owner starts with the web shortcuts starred; every other account with none. */
const FAVORITES = [{ account_id: '1001', slug: 'raccourcis' }];

export async function seedTools(db: Db): Promise<void> {
  await insertRows(
    db,
    'tools',
    TOOLS.map((t, position) => ({ ...t, position })),
  );
  await insertRows(db, 'tool_favorites', FAVORITES);
}

/** The owner's web shortcuts; the other accounts start with none. */
const SHORTCUTS = [
  { account_id: '1001', libelle: 'Cours des céréales', url: 'https://www.terre-net.fr/marche-agricole' },
  {
    account_id: '1001',
    libelle: 'Chambre d’agriculture de la Marne',
    url: 'https://marne.chambre-agriculture.fr',
  },
];

export async function seedShortcuts(db: Db): Promise<void> {
  await insertRows(db, 'shortcuts', SHORTCUTS);
}

/** Two loans of the owner's farm in the simulator; the other files start with none. */
const EMPRUNTS = [
  {
    code_dossier: 'AGR001',
    id: 1,
    libelle: 'Tracteur',
    valeur_entree: 85_000,
    taux: 2.5,
    periodicite: 'Trimestrielle',
    mode_remboursement: 'ANC',
    duree: 28,
    exercice_date_debut: '2025-07-01',
  },
  {
    code_dossier: 'AGR001',
    id: 2,
    libelle: 'Hangar de stockage',
    valeur_entree: 160_000,
    taux: 3.2,
    periodicite: 'Annuelle',
    mode_remboursement: 'AMC',
    duree: 15,
    exercice_date_debut: '2024-07-01',
  },
];

export async function seedEmprunts(db: Db): Promise<void> {
  await insertRows(db, 'emprunts', EMPRUNTS);
}
