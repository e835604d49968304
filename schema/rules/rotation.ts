/*
 * The crop rotation rule of the CAP's conditionality, BCAE 7 (GAEC 7, "rotation des cultures sur les terres
 * arables"), as France applies it since 2023 (Regulation (EU) 2021/2115, Annex III; arrêté du 20 décembre 2022
 * relatif aux BCAE):
 * - annual criterion, for the whole farm: each year, on at least 35 % of the cultivated arable land, the main crop
 *   differs from the previous year's main crop, or a secondary crop is sown after the main crop (present from
 *   15 November to 15 February);
 * - multi-year criterion, for each plot: over the current campaign and the three before it, at least two different
 *   main crops, or a secondary crop every year;
 * - cultivated arable land leaves out permanent grassland, temporary grassland, multi-year crops (luzerne) and
 *   fallow land;
 * - a farm is exempt when all its production on arable land is certified organic (or converting), when it has
 *   10 ha or less of arable land, when more than 75 % of its arable land is grass, herbaceous fodder, legumes or
 *   fallow, or when more than 75 % of its eligible area is permanent grassland.
 *
 * A year of the crop rotation holds one line per culture, not per plot: the share computed here is the least the
 * declared surfaces allow (a culture's land is assumed to stay where the same culture was), and the multi-year
 * criterion names the cultures declared as main crop in all four campaigns, with the surface that may have carried
 * them every year.
 */

/** Cultures of the firm's catalogue that are not cultivated arable land: luzerne, prairies, jachère. */
export const NOT_CULTIVATED_ARABLE: ReadonlySet<number> = new Set([1080, 1090, 1095, 1200]);
/** The annual criterion's share of cultivated arable land. */
export const ROTATION_MIN_SHARE = 0.35;
/** At or below this arable surface (ha), the farm is exempt. */
export const SMALL_FARM_HECTARES = 10;
/** The multi-year criterion looks at the current campaign and the three before it. */
export const ROTATION_CAMPAIGNS = 4;
/** How far back the campaigns before the year are: N−1, N−2, N−3. */
export const ROTATION_PREVIOUS_YEARS: readonly number[] = [1, 2, 3];

/** A crop line as the rule needs it. */
export interface RotationLine {
  culture: number;
  surface: number;
  estDerobee: boolean;
}

/** A culture declared as main crop in every campaign, with the surface it held in all of them (their least). */
export interface RepeatedCrop {
  culture: number;
  surface: number;
}

export interface RotationCheck {
  /** Cultivated arable land of the year, in ha. */
  arableSurface: number;
  /** The least share (0 to 1) of it whose main crop changed or that carries a secondary crop; null without N−1. */
  changedShare: number | null;
  /** Whether that share reaches 35 %; null without N−1. */
  meetsAnnualCriterion: boolean | null;
  /** Main crops of all four campaigns; null when one of the three previous campaigns has no line. */
  repeatedCrops: RepeatedCrop[] | null;
  /** 10 ha or less of arable land. */
  exemptSmallFarm: boolean;
}

/** In hundredths of ares, so that tenths of hectares add up exactly. */
const units = (hectares: number): number => Math.round(hectares * 10000);
const hectares = (units: number): number => units / 10000;

/** The main crops on cultivated arable land, by culture, in hundredths of ares. */
function mainCrops(lines: readonly RotationLine[]): Map<number, number> {
  const crops = new Map<number, number>();
  for (const line of lines)
    if (!line.estDerobee && !NOT_CULTIVATED_ARABLE.has(line.culture))
      crops.set(line.culture, (crops.get(line.culture) ?? 0) + units(line.surface));
  return crops;
}

const sum = (values: Iterable<number>): number => [...values].reduce((a, b) => a + b, 0);

/**
 * BCAE 7 on a year's lines and the previous campaigns' (`previous[0]` is N−1, then N−2, N−3; an empty list is a
 * campaign without any line).
 */
export function rotationCheck(
  year: readonly RotationLine[],
  previous: readonly (readonly RotationLine[])[],
): RotationCheck {
  const current = mainCrops(year);
  const arable = sum(current.values());
  const secondary = sum(year.filter((l) => l.estDerobee).map((l) => units(l.surface)));
  const before = previous[0] ?? [];
  let changedShare: number | null = null;
  if (before.length > 0 && arable > 0) {
    const last = mainCrops(before);
    // A culture's land can only have kept its crop up to what the culture held last year.
    const kept = sum([...current].map(([culture, surface]) => Math.min(surface, last.get(culture) ?? 0)));
    changedShare = Math.min(arable, Math.max(arable - kept, secondary)) / arable;
  }
  const campaigns = [year, ...previous.slice(0, ROTATION_CAMPAIGNS - 1)];
  const complete = campaigns.length === ROTATION_CAMPAIGNS && campaigns.every((c) => c.length > 0);
  const others = campaigns.slice(1).map(mainCrops);
  const repeatedCrops = complete
    ? [...current]
        .map(([culture, surface]) => ({
          culture,
          surface: hectares(Math.min(surface, ...others.map((o) => o.get(culture) ?? 0))),
        }))
        .filter((crop) => crop.surface > 0)
    : null;
  return {
    arableSurface: hectares(arable),
    changedShare,
    meetsAnnualCriterion: changedShare === null ? null : changedShare >= ROTATION_MIN_SHARE,
    repeatedCrops,
    exemptSmallFarm: arable <= units(SMALL_FARM_HECTARES),
  };
}

// What the screen says, in plain French.
export const ROTATION_TITLE = 'Rotation des cultures (BCAE 7)';
export const ROTATION_BASIS =
  'Calcul fait sur les surfaces déclarées par culture, sans le détail des parcelles : le pourcentage est un minimum.';
export const ROTATION_ORGANIC_NOTE =
  'Une exploitation dont toute la production sur terres arables est en agriculture biologique (ou en conversion) est exemptée.';
export const rotationSmallFarm = (arable: string): string =>
  `Exploitation exemptée : ${arable} de terres arables cultivées, soit 10 ha ou moins.`;
export const rotationAnnual = (share: string, previousYear: number, met: boolean): string =>
  met
    ? `Critère annuel respecté : au moins ${share} des terres arables cultivées changent de culture principale par rapport à ${previousYear} ou portent une culture dérobée (35 % demandés).`
    : `Critère annuel non atteint : seuls ${share} des terres arables cultivées changent à coup sûr de culture principale par rapport à ${previousYear} ou portent une culture dérobée (35 % demandés).`;
export const rotationNoPreviousYear = (previousYear: number): string =>
  `Critère annuel : l'assolement ${previousYear} n'est pas renseigné.`;
export const rotationRepeatedIntro = (from: number, to: number): string =>
  `Cultures principales déclarées chaque année de ${from} à ${to} (une parcelle qui garde la même culture principale 4 ans de suite doit porter une culture dérobée chaque année) :`;
export const rotationNoRepeat = (from: number, to: number): string =>
  `Critère pluriannuel respecté : aucune culture principale n'est déclarée chaque année de ${from} à ${to}.`;
export const rotationIncomplete = (from: number, to: number): string =>
  `Critère pluriannuel : les assolements de ${from} à ${to} ne sont pas tous renseignés.`;
