import { INDIVIDUAL_CLIENT_ENTITY } from '@portal/schema/rules/dossiers';
import type { Db } from '../db.ts';
import { DOSSIERS, type SeedDossier } from './dossiers.ts';
import { insertRows, type Calendar } from './support.ts';

/** The figures pages' catalogue (spec 001 §3 Stat), in the list's order. */
export const STATS = [
  { slug: 'recettes', name: 'Recettes', display: 'line' },
  { slug: 'depenses', name: 'Dépenses', display: 'line' },
  { slug: 'endettement', name: 'Endettement', display: 'column' },
  { slug: 'investissement', name: 'Investissement', display: 'column' },
  { slug: 'capacite-remboursement', name: 'Capacité de remboursement', display: 'column' },
] as const;

/** The owner's favourites; every other account starts with none. */
const FAVORITES = [{ account_id: '1001', slug: 'recettes' }];

/** Financial years per file: the current, still open, and the four closed before it. */
const YEARS = 5;

// A farm's receipts follow its harvests; a business's are steadier (fractions of the year's total by month).
const SEASON_AGRI = [0.04, 0.04, 0.05, 0.06, 0.07, 0.08, 0.16, 0.17, 0.12, 0.08, 0.07, 0.06];
const SEASON_OTHER = [0.07, 0.08, 0.09, 0.08, 0.09, 0.08, 0.08, 0.07, 0.09, 0.09, 0.09, 0.09];

const cents = (value: number) => Math.round(value * 100) / 100;
const utcDate = (year: number, month0: number) => new Date(Date.UTC(year, month0, 1));

/** Spec 001 §3: a financial year is of an AGRI file or of another kind. */
export const typeDossierOf = (d: SeedDossier): string => (d.activite === 'AGRI' ? 'AGRI' : d.activite);

function exercicesOf(dossier: SeedDossier, index: number, today: Date) {
  const agri = typeDossierOf(dossier) === 'AGRI';
  // Farms close on 30 June, the others on 31 December.
  const startMonth0 = agri ? 6 : 0;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const latestStart =
    today.getUTCMonth() >= startMonth0 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const scale = 1 + (index % 7) * 0.21;
  const season = agri ? SEASON_AGRI : SEASON_OTHER;
  return Array.from({ length: YEARS }, (_, back) => {
    const startYear = latestStart - back;
    const growth = 1 - back * 0.04 + ((index + back) % 3) * 0.015;
    const yearTotal = 385_000 * scale * growth;
    const monthly = (share: (month: number) => number) =>
      Array.from({ length: 12 }, (_, m) => {
        const month = startYear * 12 + startMonth0 + m;
        // Months still to come, and the current one, are not booked yet.
        return month >= thisMonth ? null : cents(yearTotal * share(m));
      });
    const seasonOf = (m: number) => season[(startMonth0 + m) % 12]!;
    const ratio = 0.78 + ((index + back) % 4) * 0.04;
    return {
      code_dossier: dossier.code,
      date_debut: utcDate(startYear, startMonth0),
      date_fin: new Date(utcDate(startYear + 1, startMonth0).getTime() - 86_400_000),
      clos: back > 0,
      type_dossier: typeDossierOf(dossier),
      mis_a_jour: new Date(today.getTime() - (3 + back * 365) * 86_400_000),
      recettes: monthly(seasonOf),
      depenses: monthly((m) => ratio * (0.5 / 12 + 0.5 * seasonOf(m))),
      endettement_agri: agri ? Math.round(2_650 * scale * growth) : null,
      endettement_bic: agri ? null : cents(41.5 * scale * growth),
      investissement_agri: agri ? Math.round(820 * scale * growth) : null,
      investissement_bic: agri ? null : cents(11.25 * scale * growth),
      capacite_remboursement: index % 6 === 5 && back === 2 ? null : cents(36.4 * scale * growth),
    };
  });
}

export async function seedStats(db: Db, calendar: Calendar): Promise<void> {
  await insertRows(
    db,
    'stats',
    STATS.map((s, position) => ({ ...s, position })),
  );
  await insertRows(db, 'stat_favorites', FAVORITES);
  await seedExercices(db, calendar);
}

/**
 * The files' financial years as of the calendar's day. Their months, not days, carry the figures: moving the
 * seed writes them again for the new day rather than shifting their dates (move-dates.ts).
 */
export async function seedExercices(db: Db, calendar: Calendar): Promise<void> {
  await db.query('DELETE FROM exercices');
  const files = DOSSIERS.filter((d) => d.entite !== INDIVIDUAL_CLIENT_ENTITY);
  await insertRows(
    db,
    'exercices',
    files.flatMap((d, index) => exercicesOf(d, index, calendar.today)),
  );
}
