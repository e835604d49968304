import { BASE_TYPES, type TypeActivite } from '@portal/schema/rules/duer';
import { OLD_SCALE_VALUES } from '@portal/schema/rules/duer-rating';
import { copyDuer, insertDuer } from '../../duer/tree.ts';
import type { Db } from '../db.ts';
import type { Calendar } from './support.ts';

/** A risk's name, and whether it carries pictograms. */
type Risque = [nom: string, picto?: true];
type Groupes = Record<string, Risque[]>;
type Modules = Record<string, Groupes>;
type Model = Record<string, Modules>;

const ATELIER: Modules = {
  'Entretien du matériel': {
    'Vidange et graissage': [['Chute de plain-pied'], ['Contact avec des huiles usagées', true]],
    Soudure: [['Brûlure'], ['Rayonnement de l’arc électrique', true]],
  },
  'Stockage des produits': {
    'Rangement des produits phytosanitaires': [['Intoxication', true], ['Incendie']],
  },
};
const CULTURES: Modules = {
  'Traitements phytosanitaires': {
    'Préparation de la bouillie': [['Projection dans les yeux', true], ['Inhalation de produits']],
    Pulvérisation: [['Exposition aux produits', true], ['Renversement du tracteur']],
  },
  Récolte: {
    Moisson: [['Bruit', true], ['Incendie de la moissonneuse']],
    'Transport des grains': [['Accident de circulation']],
  },
};
const STOCKAGE: Modules = {
  'Silos et cellules': {
    'Remplissage des cellules': [['Chute de hauteur'], ['Ensevelissement']],
    'Nettoyage des cellules': [['Poussières', true]],
  },
};
const VIGNE: Modules = {
  Taille: { 'Taille manuelle': [['Coupure', true], ['Troubles musculo-squelettiques']] },
  Vendanges: {
    Cueillette: [['Coupure'], ['Coup de chaleur']],
    'Transport des caisses': [['Port de charges lourdes']],
  },
};
const CUVERIE: Modules = {
  Vinification: { Remontage: [['Intoxication au CO2', true], ['Chute de hauteur']] },
  'Nettoyage des cuves': { Lavage: [['Brûlure chimique', true], ['Glissade']] },
};
const BUREAU: Modules = {
  'Travail sur écran': { Saisie: [['Fatigue visuelle'], ['Troubles musculo-squelettiques']] },
};

/** The default model of each activity type (an AGRIVITI file holds four units, its limit). */
const MODELS: Record<TypeActivite, Model> = {
  AGRI: { Atelier: ATELIER, Cultures: CULTURES, Stockage: STOCKAGE },
  VITI: { Vigne: VIGNE, Cuverie: CUVERIE, Bureau: BUREAU },
  ACS: {
    Atelier: {
      Manutention: { 'Réception des marchandises': [['Port de charges lourdes'], ['Chute de plain-pied']] },
    },
    Bureau: BUREAU,
  },
  AGRIVITI: { Atelier: ATELIER, Cultures: CULTURES, Vigne: VIGNE, Cuverie: CUVERIE },
};

const svg = (colour: string, shape: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}"/>${shape}</svg>`,
  ).toString('base64');

/** The pictogram catalogue: small SVGs of the usual safety signs. */
const PICTOS: readonly [nom: string, description: string, image: string][] = [
  [
    'Gants',
    'Port de gants obligatoire',
    svg('#1565c0', '<rect x="24" y="16" width="16" height="32" rx="6" fill="#fff"/>'),
  ],
  [
    'Lunettes',
    'Port de lunettes de protection',
    svg('#1565c0', '<circle cx="22" cy="32" r="8" fill="#fff"/><circle cx="42" cy="32" r="8" fill="#fff"/>'),
  ],
  [
    'Casque antibruit',
    'Protection auditive obligatoire',
    svg('#1565c0', '<path d="M16 36a16 16 0 0 1 32 0" stroke="#fff" stroke-width="6" fill="none"/>'),
  ],
  [
    'Toxique',
    'Produit toxique',
    svg('#c62828', '<path d="M20 20l24 24M44 20L20 44" stroke="#fff" stroke-width="6"/>'),
  ],
  [
    'Masque',
    'Port du masque respiratoire',
    svg('#1565c0', '<rect x="18" y="26" width="28" height="14" rx="7" fill="#fff"/>'),
  ],
];

/**
 * The files' DUERs, by offset from the current year and their scale (1 the new one, 0 the old one). Each
 * end-to-end test works on a year of its own that it creates (AGR001 and VIT002 hold the years they copy);
 * the contract tests do the same.
 */
const FILE_DUERS: readonly {
  code: string;
  type: TypeActivite;
  shift: number;
  version: number;
  fini?: true;
  /** Each risk that carries pictograms holds the catalogue's first (AGR001's stay bare for the contract tests). */
  pictos?: true;
}[] = [
  { code: 'AGR001', type: 'AGRI', shift: -3, version: 0, fini: true },
  { code: 'AGR001', type: 'AGRI', shift: -2, version: 0 },
  { code: 'AGR001', type: 'AGRI', shift: -1, version: 1 },
  { code: 'VIT002', type: 'VITI', pictos: true, shift: -3, version: 0, fini: true },
  { code: 'VIT002', type: 'VITI', pictos: true, shift: -2, version: 1 },
  { code: 'VIT002', type: 'VITI', pictos: true, shift: -1, version: 1 },
];

async function baseIds(db: Db, table: string, names: Iterable<string>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const nom of new Set(names)) {
    const { rows } = await db.query<{ id: number }>(`INSERT INTO ${table} (nom) VALUES ($1) RETURNING id`, [
      nom,
    ]);
    ids.set(nom, rows[0]?.id ?? 0);
  }
  return ids;
}

const at = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`unknown seed name ${key}`);
  return value;
};

async function seedModel(db: Db, type: TypeActivite, model: Model, ids: Record<string, Map<string, number>>) {
  const duer = await insertDuer(db, {
    codeDossier: null,
    annee: null,
    idBaseType: BASE_TYPES[type],
    versionCalculRisque: 1,
  });
  let ordreCategorie = 0;
  for (const [categorie, modules] of Object.entries(model)) {
    const { rows } = await db.query<{ id: number }>(
      'INSERT INTO duer_categories (id_duer, id_base_categorie, ordre) VALUES ($1, $2, $3) RETURNING id',
      [duer, at(ids.categories!, categorie), ++ordreCategorie],
    );
    let ordreModule = 0;
    for (const [module, groupes] of Object.entries(modules)) {
      const m = await db.query<{ id: number }>(
        'INSERT INTO duer_modules (id_duer_categorie, id_base_module, ordre) VALUES ($1, $2, $3) RETURNING id',
        [rows[0]?.id, at(ids.modules!, module), ++ordreModule],
      );
      let ordreGroupe = 0;
      for (const [groupe, risques] of Object.entries(groupes)) {
        const g = await db.query<{ id: number }>(
          'INSERT INTO duer_groupes (id_duer_module, id_base_groupe, ordre) VALUES ($1, $2, $3) RETURNING id',
          [m.rows[0]?.id, at(ids.groupes!, groupe), ++ordreGroupe],
        );
        for (const [n, [risque]] of risques.entries())
          await db.query(
            'INSERT INTO duer_risques (id_duer_groupe, id_base_risque, ordre) VALUES ($1, $2, $3)',
            [g.rows[0]?.id, at(ids.risques!, risque), n + 1],
          );
      }
    }
  }
}

/** Ratings that reach every level on both scales; every fifth risk is left uninitialised. */
/** A DUER's risks that carry pictograms each hold the catalogue's first, with its description. */
async function placePictos(db: Db, duer: number): Promise<void> {
  await db.query(
    `INSERT INTO duer_risque_pictos (id_duer_risque, id_base_picto, description)
     SELECT r.id, p.id, p.description
       FROM duer_risques r JOIN duer_base_risques b ON b.id = r.id_base_risque AND b.est_avec_picto
       JOIN duer_groupes g ON g.id = r.id_duer_groupe JOIN duer_modules m ON m.id = g.id_duer_module
       JOIN duer_categories c ON c.id = m.id_duer_categorie
       CROSS JOIN (SELECT id, description FROM duer_base_pictos ORDER BY id LIMIT 1) p
      WHERE c.id_duer = $1 ORDER BY r.id`,
    [duer],
  );
}

async function rate(db: Db, duer: number, version: number): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT r.id FROM duer_risques r JOIN duer_groupes g ON g.id = r.id_duer_groupe
       JOIN duer_modules m ON m.id = g.id_duer_module JOIN duer_categories c ON c.id = m.id_duer_categorie
      WHERE c.id_duer = $1 ORDER BY r.id`,
    [duer],
  );
  for (const [n, { id }] of rows.entries()) {
    if (n % 5 === 4) continue;
    const [g, f, m] = [(n % 4) + 1, ((n * 3) % 4) + 1, ((n * 7) % 4) + 1];
    const values =
      version === 1
        ? [(n % 5) + 1, ((n * 2) % 5) + 1, null]
        : [
            OLD_SCALE_VALUES.gravite[g - 1],
            OLD_SCALE_VALUES.frequence[f - 1],
            OLD_SCALE_VALUES.maitrise[m - 1],
          ];
    await db.query(
      `UPDATE duer_risques SET gravite = $2, frequence = $3, maitrise = $4, mesure_existante = $5,
         mesure_a_faire = $6, mesure_qui = $7, mesure_delai = $8 WHERE id = $1`,
      [
        id,
        ...values,
        'Formation du personnel',
        n % 2 ? 'Affichage des consignes' : null,
        n % 2 ? 'Le gérant' : null,
        n % 2 ? 'Fin d’année' : null,
      ],
    );
  }
}

/** The catalogue, a default model per activity type, and three years of DUERs for AGR001 and VIT002. */
export async function seedDuer(db: Db, calendar: Calendar): Promise<void> {
  const models = Object.values(MODELS);
  const modules = models.flatMap((m) => Object.values(m));
  const groupes = modules.flatMap((m) => Object.values(m));
  const ids = {
    categories: await baseIds(
      db,
      'duer_base_categories',
      models.flatMap((m) => Object.keys(m)),
    ),
    modules: await baseIds(
      db,
      'duer_base_modules',
      modules.flatMap((m) => Object.keys(m)),
    ),
    groupes: await baseIds(
      db,
      'duer_base_groupes',
      groupes.flatMap((g) => Object.keys(g)),
    ),
    risques: new Map<string, number>(),
  };
  for (const groupe of groupes)
    for (const [nom, risques] of Object.entries(groupe))
      for (const [risque, picto] of risques) {
        if (!ids.risques.has(risque)) {
          const { rows } = await db.query<{ id: number }>(
            'INSERT INTO duer_base_risques (nom, est_avec_picto) VALUES ($1, $2) RETURNING id',
            [risque, picto === true],
          );
          ids.risques.set(risque, rows[0]?.id ?? 0);
        }
        await db.query('INSERT INTO duer_base_groupe_risques VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          at(ids.groupes, nom),
          at(ids.risques, risque),
        ]);
      }
  for (const [nom, description, image] of PICTOS)
    await db.query(
      'INSERT INTO duer_base_pictos (nom, type_mime, image_base64, description) VALUES ($1, $2, $3, $4)',
      [nom, 'image/svg+xml', image, description],
    );
  for (const [type, model] of Object.entries(MODELS) as [TypeActivite, Model][])
    await seedModel(db, type, model, ids);

  const year = calendar.today.getUTCFullYear();
  for (const d of FILE_DUERS) {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM duers WHERE code_dossier IS NULL AND id_base_type = $1',
      [BASE_TYPES[d.type]],
    );
    const duer = await copyDuer(
      db,
      rows[0]?.id ?? 0,
      {
        codeDossier: d.code,
        annee: year + d.shift,
        idBaseType: BASE_TYPES[d.type],
        versionCalculRisque: d.version,
      },
      false,
    );
    await rate(db, duer, d.version);
    if (d.pictos) await placePictos(db, duer);
    if (d.fini)
      await db.query('UPDATE duers SET est_fini = true, date_fini = $2 WHERE id = $1', [
        duer,
        calendar.at(-700, 10),
      ]);
  }
}

/** Moves the files' DUER years with the seed's calendar (moveSeedDates), as the crop rotation's years move. */
export async function moveDuerYears(db: Db, from: Date, to: Date): Promise<void> {
  const years = to.getUTCFullYear() - from.getUTCFullYear();
  if (years === 0) return;
  // Through negative years, so that no moved year meets one not moved yet.
  await db.query('UPDATE duers SET annee = -(annee + $1) WHERE annee IS NOT NULL', [years]);
  await db.query('UPDATE duers SET annee = -annee WHERE annee < 0');
}
