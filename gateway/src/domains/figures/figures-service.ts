import {
  isMonthlySlug,
  monthlyYears,
  opensFigures,
  yearlyValue,
  type MonthFigures,
} from '@portal/schema/rules/figures';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyFinancialYear } from './figures-shapes.ts';
import type { StatParent } from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { itemOfFile, listOfFile, type OpensDomain } from '../documents/file-items.ts';

const opens: OpensDomain = (permissions, dossier) => opensFigures(dossier, permissions);

const statsOf = async (ctx: GatewayContext, dossier: LegacyDossier): Promise<StatParent[]> =>
  (await ctx.legacy.figures.stats()).map((s) => ({ ...s, dossier }));

/** The figures of the figures pages for a file, none when it does not open them (schema/rules/figures.ts). */
export const fileStats = (ctx: GatewayContext, d: LegacyDossier): Promise<StatParent[]> =>
  listOfFile(ctx, d, opens, () => statsOf(ctx, d));

/** Whether the file opens the figures pages for the viewer. */
export const opensFileFigures = async (ctx: GatewayContext, d: LegacyDossier): Promise<boolean> =>
  opens(await dossierPermissions(ctx, d), d);

/** One figure of a file by slug; FORBIDDEN when the file does not open the figures pages. */
export async function fileStat(
  ctx: GatewayContext,
  d: LegacyDossier,
  slug: string,
): Promise<StatParent | null> {
  if (!(await opensFileFigures(ctx, d))) throw gatewayError('FORBIDDEN');
  return (await statsOf(ctx, d)).find((s) => s.slug === slug) ?? null;
}

/** The file's latest financial year: its update date and first month. */
const latestYear = async (ctx: GatewayContext, s: StatParent): Promise<LegacyFinancialYear | null> =>
  (await ctx.legacy.figures.financialYears(s.dossier.codeDossier)).at(-1) ?? null;

export const updatedAt = async (ctx: GatewayContext, s: StatParent) =>
  (await latestYear(ctx, s))?.timestamp ?? null;

export async function exerciceStartMonth(ctx: GatewayContext, s: StatParent): Promise<number | null> {
  const latest = await latestYear(ctx, s);
  return latest ? Number(latest.dateDebut.slice(5, 7)) : null;
}

/** A yearly figure's value at the end of each closed financial year; only closing accounts are faithful. */
export async function closedYears(ctx: GatewayContext, s: StatParent) {
  if (isMonthlySlug(s.slug)) return [];
  const years = await ctx.legacy.figures.financialYears(s.dossier.codeDossier);
  return years
    .filter((y) => y.clos)
    .map((y) => ({ dateDebut: y.dateDebut, dateFin: y.dateFin, value: yearlyValue(s.slug, y) }));
}

/** The calendar years a monthly chart may read, from the gateway's current year. */
export const chartedYears = (): number[] => monthlyYears(new Date().getUTCFullYear());

/** Receipts and expenses month by month over the years a three-period comparison may cover. */
export async function months(ctx: GatewayContext, s: StatParent): Promise<MonthFigures[]> {
  if (!isMonthlySlug(s.slug)) return [];
  const years = chartedYears();
  const answers = await Promise.all(
    years.map((year) => ctx.legacy.figures.calendarYear(year, s.dossier.codeDossier)),
  );
  return answers.flatMap((data, i) =>
    data.map((m, index) => ({
      year: years[i]!,
      month: index + 1,
      recettes: m.recettes,
      depenses: m.depenses,
    })),
  );
}

/** Stars or unstars a figure of a file the viewer may open the figures pages of. */
export async function setFavorite(
  ctx: GatewayContext,
  id: string,
  favorite: boolean,
): Promise<ResolversTypes['SetStatFavoritePayload']> {
  const { dossier, item } = await itemOfFile(ctx, id, opens, async () =>
    (await ctx.legacy.figures.stats()).map((s) => ({ ...s, id: s.slug })),
  );
  const sent = await legacyChange(() => ctx.legacy.figures.setFavorite(item.slug, favorite));
  const stat: StatParent = { ...item, favorite, dossier };
  return 'errors' in sent ? { stat: null, errors: sent.errors } : { stat, errors: [] };
}
