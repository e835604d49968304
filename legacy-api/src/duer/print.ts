import { COVER_PAGE_FIELDS, GENERAL_INFO_GROUPS } from '@portal/schema/rules/duer-general-info';
import { PREAMBLE_TEXTS } from '@portal/schema/rules/duer-preamble';
import { pageRows, specialPageOf, type SpecialPage } from '@portal/schema/rules/duer-pages';
import { LEVEL_COLOURS, SCALE_TOP, UNINITIALISED, type DuerScale } from '@portal/schema/rules/duer-rating';
import { rated } from '@portal/schema/rules/duer-risk-list';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import PDFKit from 'pdfkit';
import type { Db } from '../db/db.ts';
import type { DuerAccess } from './access.ts';
import { auditQuestions } from './audit.ts';
import { preambuleOf } from './preamble.ts';
import { risksOf, type PlacedRisk } from './risk-list.ts';

/** What a print holds: the whole DUER, or some work units (with or without pages and annexes), or some modules. */
export interface PrintSelection {
  categories: readonly number[] | null;
  modules: readonly number[] | null;
  pages: boolean;
  annexes: boolean;
}

type Draw = (doc: PDFKit.PDFDocument) => void;

/** A part of the printed DUER, in order: pages drawn here, or an attached file's pages. */
type Part = { draw: Draw } | { file: { nom: string; contenu: Uint8Array } };

const MARGIN = 50;

/** A PDF drawn with pdfkit's standard fonts (WinAnsi: the French letters print as they are). */
function drawn(draw: Draw): Promise<Uint8Array> {
  const doc = new PDFKit({ size: 'A4', margin: MARGIN, info: { Title: 'Document unique' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return ended;
}

const title = (doc: PDFKit.PDFDocument, text: string) =>
  doc.font('Helvetica-Bold').fontSize(18).text(text).moveDown(0.8).font('Helvetica').fontSize(11);

async function formRow(db: Db, table: string, idDuer: number): Promise<Record<string, string | null>> {
  const { rows } = await db.query<Record<string, string | null>>(
    `SELECT * FROM ${table} WHERE id_duer = $1`,
    [idDuer],
  );
  return rows[0] ?? {};
}

const column = (field: string): string => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Special page 1: the cover page's lines, the year, its writer and date. */
async function coverPage(db: Db, access: DuerAccess): Promise<Draw> {
  const row = await formRow(db, 'duer_pages_de_garde', access.duer.id);
  return (doc) => {
    doc.moveDown(6).font('Helvetica-Bold').fontSize(24);
    doc.text("Document unique d'évaluation des risques professionnels", { align: 'center' });
    doc.moveDown().fontSize(20).text(String(access.duer.annee), { align: 'center' });
    doc.moveDown().font('Helvetica').fontSize(16).text(access.dossier.raisonSociale, { align: 'center' });
    doc.moveDown(2).fontSize(13);
    for (const [field, label] of COVER_PAGE_FIELDS) {
      const value = row[column(field)]?.trim();
      if (!value) continue;
      const line = field.startsWith('champ') ? value : `${label} : ${value}`;
      doc.text(line, { align: 'center' }).moveDown(0.4);
    }
  };
}

/** Special page 3: the general information, by group. */
async function generalInformation(db: Db, access: DuerAccess): Promise<Draw> {
  const row = await formRow(db, 'duer_informations_generales', access.duer.id);
  return (doc) => {
    title(doc, 'Informations générales');
    for (const group of GENERAL_INFO_GROUPS) {
      doc.font('Helvetica-Bold').fontSize(13).text(group.titre).moveDown(0.3).font('Helvetica').fontSize(11);
      for (const [field, label] of group.champs) doc.text(`${label} : ${row[column(field)] ?? ''}`);
      doc.moveDown();
    }
  };
}

/** §5: a text left empty is kept as a single space, which prints as nothing. */
const printable = (text: string) => text.trim();

/** Special page 4: the preamble's three texts, then its categories in their order. */
async function preamble(db: Db, access: DuerAccess): Promise<Draw> {
  const preambule = await preambuleOf(db, access.duer.id);
  return (doc) => {
    title(doc, 'Préambule');
    const sections = [
      ...PREAMBLE_TEXTS.map(([field, label]) => [label, preambule[field]] as const),
      ...preambule.categories.map((c) => [c.titre, c.contenu] as const),
    ];
    for (const [heading, text] of sections) {
      doc.font('Helvetica-Bold').fontSize(13).text(heading).moveDown(0.3).font('Helvetica').fontSize(11);
      doc.text(printable(text)).moveDown();
    }
  };
}

/** Special page 10: the prior audit's questions by category, each with its number, answer and remark. */
async function priorAudit(db: Db, access: DuerAccess): Promise<Draw> {
  const questions = await auditQuestions(db, access.duer.id);
  return (doc) => {
    title(doc, 'Audit préalable');
    let category: number | null = null;
    for (const q of questions) {
      if (q.bca_id !== category) {
        category = q.bca_id;
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(q.bca_nom).font('Helvetica').fontSize(11);
      }
      const answer = q.q_nonApplicable ? 'Non applicable' : q.q_reponse ? 'Oui' : 'Non';
      doc.moveDown(0.3).text(`${q.q_ordre}. ${printable(q.bq_nom)} : `, { continued: true });
      doc.font('Helvetica-Bold').text(answer).font('Helvetica');
      if (printable(q.q_remarque)) doc.text(`Remarque : ${printable(q.q_remarque)}`);
    }
  };
}

/** The special pages, drawn from their screens' data. */
const SPECIAL_PRINTERS: Record<SpecialPage, (db: Db, access: DuerAccess) => Promise<Draw>> = {
  pageDeGarde: coverPage,
  informationsGenerales: generalInformation,
  preambule: preamble,
  auditPrealable: priorAudit,
};

const measure = (doc: PDFKit.PDFDocument, label: string, text: string | null) => {
  if (text?.trim())
    doc.font('Helvetica-Bold').text(`${label} : `, { continued: true }).font('Helvetica').text(text);
};

/** The risk list: each work unit and module in order, each active risk with its rating, level and measures. */
function riskList(scale: DuerScale, risks: readonly PlacedRisk[]): Draw {
  return (doc) => {
    title(doc, 'Liste des risques');
    let unit: number | null = null;
    let module: number | null = null;
    for (const risk of risks.filter((r) => r.estActif).map((r) => ({ ...rated(scale, r), at: r }))) {
      if (risk.at.idCategorie !== unit) {
        unit = risk.at.idCategorie;
        doc.moveDown().font('Helvetica-Bold').fontSize(15).text(`Unité de travail : ${risk.uniteTravail}`);
      }
      if (risk.at.idModule !== module) {
        module = risk.at.idModule;
        doc.moveDown(0.5).font('Helvetica-Bold').fontSize(13).text(`Module : ${risk.module}`);
      }
      doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).text(`${risk.operation} - ${risk.risque}`);
      const { gravite, frequence, maitrise } = risk.rating;
      const cotation =
        risk.valeur === null
          ? UNINITIALISED
          : `Gravité ${gravite}, fréquence ${frequence}${scale === 'old' ? `, maîtrise ${maitrise}` : ''} : ${String(risk.valeur).replace('.', ',')}/${SCALE_TOP[scale]}`;
      doc.font('Helvetica').text(`Cotation : ${cotation}  `, { continued: true });
      doc
        .fillColor(risk.niveau ? LEVEL_COLOURS[risk.niveau] : '#666666')
        .font('Helvetica-Bold')
        .text(risk.niveau ?? UNINITIALISED)
        .fillColor('black')
        .font('Helvetica');
      measure(doc, 'Mesures existantes', risk.mesureExistante);
      measure(doc, 'Mesures à mettre en place', risk.mesureAFaire);
      measure(doc, 'Qui', risk.mesureQui);
      measure(doc, 'Délai', risk.mesureDelai);
    }
  };
}

interface PrintedPage {
  id: string;
  ordre: number;
  estAvantRisques: boolean;
  id_base_page: number;
  nom: string;
  nom_fichier: string | null;
  contenu: Uint8Array | null;
}

async function printedPages(db: Db, idDuer: number): Promise<PrintedPage[]> {
  const { rows } = await db.query<{
    id: number;
    ordre: number;
    est_avant_risques: boolean;
    id_base_page: number;
    nom: string;
    nom_fichier: string | null;
    contenu: Uint8Array | null;
  }>(
    `SELECT p.id, p.ordre, p.est_avant_risques, p.id_base_page, b.nom, f.nom_fichier, f.contenu
       FROM duer_pages p JOIN duer_base_pages b ON b.id = p.id_base_page
       LEFT JOIN duer_fichiers f ON f.id = b.id_fichier WHERE p.id_duer = $1`,
    [idDuer],
  );
  return rows.map((r) => ({ ...r, id: String(r.id), estAvantRisques: r.est_avant_risques }));
}

async function pagePart(db: Db, access: DuerAccess, page: PrintedPage): Promise<Part | null> {
  const special = specialPageOf(String(page.id_base_page));
  if (special) {
    return { draw: await SPECIAL_PRINTERS[special](db, access) };
  }
  return page.contenu && page.nom_fichier ? { file: { nom: page.nom_fichier, contenu: page.contenu } } : null;
}

/** The parts in the printed order: pages before the risk list, the list, pages after it (§4, Pages). */
async function partsOf(db: Db, access: DuerAccess, selection: PrintSelection): Promise<Part[]> {
  const scale: DuerScale = access.duer.version_calcul_risque === 1 ? 'new' : 'old';
  const risks = (await risksOf(db, access.duer.id)).filter(
    (r) =>
      (selection.categories === null || selection.categories.includes(r.idCategorie)) &&
      (selection.modules === null || selection.modules.includes(r.idModule)),
  );
  const list: Part = { draw: riskList(scale, risks) };
  if (!selection.pages) return [list];
  const parts: Part[] = [];
  for (const row of pageRows(await printedPages(db, access.duer.id))) {
    const part = row.marker ? list : await pagePart(db, access, row);
    if (part) parts.push(part);
  }
  if (selection.annexes) parts.push(...(await annexeParts(db, access.duer.id, selection)));
  return parts;
}

/**
 * The annexes, after the pages, in their numbers' order: the DUER's own and those of its printed modules, each
 * once, its title page then its file.
 */
async function annexeParts(db: Db, idDuer: number, selection: PrintSelection): Promise<Part[]> {
  const { rows } = await db.query<{
    num_annexe: number;
    nom: string;
    nom_fichier: string | null;
    contenu: Uint8Array | null;
  }>(
    `SELECT DISTINCT b.id, b.num_annexe, b.nom, f.nom_fichier, f.contenu
       FROM duer_base_annexes b LEFT JOIN duer_fichiers f ON f.id = b.id_fichier
      WHERE b.id IN (SELECT id_base_annexe FROM duer_annexes WHERE id_duer = $1)
         OR b.id IN (SELECT am.id_base_annexe FROM duer_annexe_modules am
                       JOIN duer_modules m ON m.id = am.id_duer_module
                       JOIN duer_categories c ON c.id = m.id_duer_categorie
                      WHERE c.id_duer = $1
                        AND ($2::int[] IS NULL OR c.id = ANY($2))
                        AND ($3::int[] IS NULL OR m.id = ANY($3)))
      ORDER BY b.num_annexe, b.id`,
    [idDuer, selection.categories, selection.modules],
  );
  return rows.flatMap((annexe): Part[] => [
    { draw: (doc) => title(doc, `Annexe ${annexe.num_annexe} : ${annexe.nom}`) },
    ...(annexe.contenu && annexe.nom_fichier
      ? [{ file: { nom: annexe.nom_fichier, contenu: annexe.contenu } }]
      : []),
  ]);
}

/** A page naming an attached file the print cannot merge (.doc, .docx, or a PDF it cannot read). */
const unprintable = async (nom: string) =>
  PDFDocument.load(await drawn((doc) => title(doc, 'Document joint').text(`${nom} (non imprimable ici)`)));

/** The pages of a part, copied into the printed DUER. */
async function pagesOf(printed: PDFDocument, part: Part): Promise<PDFPage[]> {
  if ('draw' in part) {
    const source = await PDFDocument.load(await drawn(part.draw));
    return printed.copyPages(source, source.getPageIndices());
  }
  try {
    const source = await PDFDocument.load(part.file.contenu, { ignoreEncryption: true });
    const pages = await printed.copyPages(source, source.getPageIndices());
    if (pages.length > 0) return pages;
  } catch {
    // Not a PDF pdf-lib reads: named on a page of its own instead.
  }
  const source = await unprintable(part.file.nom);
  return printed.copyPages(source, source.getPageIndices());
}

/** The printed DUER (ImprimerDuer, ImprimerDuerCategorie, ImprimerDuerModule): the parts merged in order. */
export async function printedDuer(
  db: Db,
  access: DuerAccess,
  selection: PrintSelection,
): Promise<Uint8Array> {
  const printed = await PDFDocument.create();
  printed.setTitle(`Document unique ${access.duer.annee}`);
  for (const part of await partsOf(db, access, selection))
    for (const page of await pagesOf(printed, part)) printed.addPage(page);
  return printed.save();
}
