import type { Db } from '../db.ts';
import { DOSSIERS } from './dossiers.ts';
import { insertRows } from './support.ts';

/*
 * The document store of every file (spec 001 §2, §3): the same tree everywhere, its documents made from the file's
 * code so that each file has its own names. The files' bytes are made from the rows when asked for
 * (legacy-api/src/ged-files.ts): real PDFs and pictures without shipping any. Their dates hang on a fixed day, not
 * on the seed's calendar: a document's date is history, and the payroll and invoice nodes are named by month and
 * year, which moving the calendar would have to rename.
 */

const ANCHOR = new Date(Date.UTC(2026, 9, 15));
const YEAR = ANCHOR.getUTCFullYear();
const MONTH = ANCHOR.getUTCMonth();
const daysBefore = (n: number) => new Date(ANCHOR.getTime() - n * 86_400_000 + 9 * 3_600_000);

interface SeedNode {
  id: string;
  parent: string | null;
  title: string;
  icon: string;
  color: string;
  template: 'main' | 'waitingDocuments' | 'factures' | 'factures_annee' | 'documents';
  category: string;
  cderParticulier?: boolean;
  searchPlaceholder?: string;
}

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const SUPPLIERS = [
  'Coopérative Champagne Céréales',
  'Garage Agri Services',
  'Vivescia',
  'EDF Entreprises',
  'Crédit Agricole du Nord Est',
  'Terrena Distribution',
  'Négoce Vinicole Rémois',
];
const INVOICE_TYPES = ['Achat', 'Vente', 'Immobilisation'] as const;
const EMPLOYEES = ['Martin', 'Petit', 'Durand'];
/** Invoices per year, bank statements per file: more than a page of 20, so the lists scroll to a second. */
const INVOICES_PER_YEAR = 25;
const STATEMENTS = 30;
/** Payroll months kept in the tree. */
const PAYROLL_MONTHS = 3;

const pad = (n: number) => String(n).padStart(2, '0');

function nodesOf(): SeedNode[] {
  const year = YEAR;
  const month = MONTH;
  const payroll = Array.from({ length: PAYROLL_MONTHS }, (_, n) => {
    const d = new Date(Date.UTC(year, month - 1 - n, 1));
    return { y: d.getUTCFullYear(), m: d.getUTCMonth() };
  });
  return [
    {
      id: 'racine',
      parent: null,
      title: 'Mes documents',
      icon: 'dossier',
      color: '#1d5b79',
      template: 'main',
      category: 'mesDocs',
      cderParticulier: true,
    },
    {
      id: 'attente',
      parent: 'racine',
      title: 'Documents en attente',
      icon: 'sablier',
      color: '#b35c00',
      template: 'waitingDocuments',
      category: 'mesDocs',
      cderParticulier: true,
      searchPlaceholder: 'Rechercher un document en attente',
    },
    {
      id: 'comptabilite',
      parent: 'racine',
      title: 'Comptabilité',
      icon: 'calculatrice',
      color: '#2e7d32',
      template: 'main',
      category: 'mesDocs_compta',
    },
    {
      id: 'bilans',
      parent: 'comptabilite',
      title: 'Bilans et liasses',
      icon: 'classeur',
      color: '#2e7d32',
      template: 'documents',
      category: 'mesDocs_compta_bilans',
      searchPlaceholder: 'Rechercher un bilan',
    },
    {
      id: 'releves',
      parent: 'comptabilite',
      title: 'Relevés bancaires',
      icon: 'banque',
      color: '#2e7d32',
      template: 'documents',
      category: 'mesDocs_compta',
      searchPlaceholder: 'Rechercher un relevé',
    },
    {
      id: 'social',
      parent: 'racine',
      title: 'Social',
      icon: 'personnes',
      color: '#6a1b9a',
      template: 'main',
      category: 'mesDocs_social',
    },
    ...payroll.map(({ y, m }): SeedNode => ({
      id: `paies_${y}_${pad(m + 1)}`,
      parent: 'social',
      title: `Paies de ${MONTHS[m]} ${y}`,
      icon: 'paie',
      color: '#6a1b9a',
      template: 'documents',
      category: 'mesDocs_social_paie',
      searchPlaceholder: 'Rechercher un bulletin',
    })),
    {
      id: 'juridique',
      parent: 'racine',
      title: 'Juridique',
      icon: 'balance',
      color: '#37474f',
      template: 'documents',
      category: 'mesDocs_juridique',
      cderParticulier: true,
      searchPlaceholder: 'Rechercher un acte',
    },
    {
      id: 'factures',
      parent: 'racine',
      title: 'Factures',
      icon: 'facture',
      color: '#c62828',
      template: 'factures',
      category: 'mesFacts',
      searchPlaceholder: 'Rechercher une facture',
    },
    ...[0, 1, 2].map((n): SeedNode => ({
      id: `factures_${year - n}`,
      parent: 'factures',
      title: `Factures ${year - n}`,
      icon: 'facture',
      color: '#c62828',
      template: 'factures_annee',
      category: 'mesFacts',
      searchPlaceholder: 'Rechercher une facture',
    })),
  ];
}

interface SeedDocument {
  id: string;
  node_id: string;
  name: string;
  type: 'document' | 'facture';
  nb_pages: number;
  nom_fournisseur?: string;
  date_facture?: string;
  numero_facture?: string;
  total_ttc?: string;
  type_facture?: string;
  date_creation: Date;
}

function documentsOf(code: string, nodes: SeedNode[]): SeedDocument[] {
  const year = YEAR;
  const day = daysBefore;
  const docs: SeedDocument[] = [];
  const add = (doc: Omit<SeedDocument, 'id' | 'type' | 'nb_pages'> & Partial<SeedDocument>) =>
    // Every row names every column: insertRows takes the columns of the first.
    docs.push({
      type: 'document',
      nb_pages: 1,
      nom_fournisseur: undefined,
      date_facture: undefined,
      numero_facture: undefined,
      total_ttc: undefined,
      type_facture: undefined,
      ...doc,
      id: `${code}-${docs.length + 1}`,
    });
  for (let n = 0; n < 3; n++) {
    add({
      node_id: 'bilans',
      name: `Bilan ${year - 1 - n}.pdf`,
      nb_pages: 3,
      date_creation: day(60 + n * 365),
    });
    add({
      node_id: 'bilans',
      name: `Liasse fiscale ${year - 1 - n}.pdf`,
      nb_pages: 2,
      date_creation: day(61 + n * 365),
    });
  }
  for (let n = 0; n < STATEMENTS; n++) {
    const d = new Date(Date.UTC(year, MONTH - 1 - n, 1));
    add({
      node_id: 'releves',
      name: `Relevé bancaire ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}.pdf`,
      date_creation: day(5 + n * 30),
    });
  }
  for (const node of nodes.filter((x) => x.id.startsWith('paies_'))) {
    const [, y, m] = node.id.split('_');
    for (const employee of EMPLOYEES)
      add({ node_id: node.id, name: `Bulletin de paie ${employee} ${y}-${m}.pdf`, date_creation: day(10) });
  }
  add({ node_id: 'juridique', name: 'Statuts de la société.pdf', nb_pages: 4, date_creation: day(900) });
  add({ node_id: 'juridique', name: 'Plan cadastral.png', date_creation: day(400) });
  add({ node_id: 'juridique', name: 'Procès-verbal d’assemblée.pdf', date_creation: day(200) });
  for (let n = 0; n < 3; n++) {
    for (let i = 0; i < INVOICES_PER_YEAR; i++) {
      // The current year's invoices stop at the anchor's month: none is dated after the documents' day.
      const months = n === 0 ? MONTH + 1 : 12;
      const date = new Date(Date.UTC(year - n, i % months, 1 + ((i * 7) % 14)));
      const supplier = SUPPLIERS[i % SUPPLIERS.length] ?? '';
      add({
        node_id: `factures_${year - n}`,
        name: `Facture ${supplier} ${year - n}-${pad(i + 1)}.pdf`,
        type: 'facture',
        nom_fournisseur: supplier,
        date_facture: date.toISOString().slice(0, 10),
        numero_facture: `F${year - n}-${code}-${String(i + 1).padStart(4, '0')}`,
        total_ttc: ((((i + 3) * 7919) % 500_000) / 100 + 12).toFixed(2),
        type_facture: INVOICE_TYPES[i % INVOICE_TYPES.length],
        date_creation: new Date(date.getTime() + 86_400_000),
      });
    }
  }
  for (let i = 0; i < 4; i++) {
    const supplier = SUPPLIERS[(i + 2) % SUPPLIERS.length] ?? '';
    add({
      node_id: 'attente',
      name: `Facture en attente ${supplier}.pdf`,
      type: i === 3 ? 'document' : 'facture',
      nb_pages: 1 + (i % 3),
      nom_fournisseur: supplier,
      date_creation: day(1 + i),
    });
  }
  return docs;
}

export async function seedDocuments(db: Db): Promise<void> {
  const nodes = nodesOf();
  for (const d of DOSSIERS) {
    await insertRows(
      db,
      'ged_nodes',
      nodes.map((n, position) => ({
        code_dossier: d.code,
        id: n.id,
        parent_id: n.parent,
        title: n.title,
        icon: n.icon,
        color: n.color,
        position,
        template: n.template,
        search_placeholder: n.searchPlaceholder ?? null,
        cder_particulier: n.cderParticulier ?? false,
        category_id: n.category,
      })),
    );
    await insertRows(
      db,
      'ged_documents',
      documentsOf(d.code, nodes).map((doc) => ({ ...doc, code_dossier: d.code })),
    );
  }
}
