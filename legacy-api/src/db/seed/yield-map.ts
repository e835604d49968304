import type { Db } from '../db.ts';
import type { Calendar } from './support.ts';
import { insertRows, moveSeedYears } from './support.ts';

/*
 * The yield map's zones: 36 communes of the Marne around Reims on a 6 × 6 grid whose corners and edge midpoints are
 * moved by a fixed pseudo-random amount, so that neighbours share their borders and outlines look drawn by hand;
 * four petites régions agricoles of 3 × 3 communes and two grandes régions of two petites régions each, whose
 * outlines follow their communes' borders. Made here rather than shipped as a GeoJSON file: a few lines of code
 * instead of a large seed file.
 */

const COLUMNS = 6;
const WEST = 3.72;
const NORTH = 49.36;
const STEP_LON = 0.085;
const STEP_LAT = 0.056;

/** The communes, row by row from the north-west: INSEE code and name. */
const COMMUNES: readonly [string, string][] = [
  ['51282', 'Gueux'],
  ['51391', 'Muizon'],
  ['51573', 'Tinqueux'],
  ['51454', 'Reims'],
  ['51055', 'Bétheny'],
  ['51662', 'Witry-lès-Reims'],
  ['51308', 'Jonchery-sur-Vesle'],
  ['51535', 'Sermiers'],
  ['51058', 'Bezannes'],
  ['51172', 'Cormontreuil'],
  ['51536', 'Sillery'],
  ['51446', 'Prosnes'],
  ['51622', 'Ville-en-Tardenois'],
  ['51117', 'Chamery'],
  ['51461', 'Rilly-la-Montagne'],
  ['51338', 'Mailly-Champagne'],
  ['51613', 'Verzenay'],
  ['51614', 'Verzy'],
  ['51499', 'Sainte-Gemme'],
  ['51152', 'Châtillon-sur-Marne'],
  ['51287', 'Hautvillers'],
  ['51030', 'Aÿ-Champagne'],
  ['51079', 'Bouzy'],
  ['51007', 'Ambonnay'],
  ['51153', 'Dormans'],
  ['51201', 'Damery'],
  ['51230', 'Épernay'],
  ['51348', 'Mareuil-sur-Ay'],
  ['51576', 'Tours-sur-Marne'],
  ['51161', 'Condé-sur-Marne'],
  ['51395', 'Montmort-Lucy'],
  ['51612', 'Vertus'],
  ['51140', 'Chouilly'],
  ['51049', 'Avize'],
  ['51292', 'Jâlons'],
  ['51108', 'Châlons-en-Champagne'],
];

/** Petites régions agricoles: key, name, the block of communes (first column, first row, 3 × 3). */
const PETITES_REGIONS: readonly [string, string, number, number, string][] = [
  ['51-PRA-TAR', 'Tardenois', 0, 0, '51-RA-NORD'],
  ['51-PRA-MDR', 'Montagne de Reims', 3, 0, '51-RA-NORD'],
  ['51-PRA-BRI', 'Brie champenoise', 0, 3, '51-RA-SUD'],
  ['51-PRA-CCR', 'Champagne crayeuse', 3, 3, '51-RA-SUD'],
];
const GRANDES_REGIONS: readonly [string, string, number][] = [
  ['51-RA-NORD', 'Rémois et Tardenois', 0],
  ['51-RA-SUD', 'Champagne viticole et crayeuse', 3],
];

/** A fixed number in [−0.5, 0.5) for a set of integers: the seed is the same on every run. */
function noise(...values: number[]): number {
  let h = 2166136261;
  for (const v of values) h = Math.imul(h ^ (v + 0x9e37), 16777619) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
  return (h % 10000) / 10000 - 0.5;
}

const round = (value: number) => Math.round(value * 10000) / 10000;
type Point = [lon: number, lat: number];

/** A corner of the grid, moved by up to a quarter of a cell. */
const corner = (i: number, j: number): Point => [
  round(WEST + (i + noise(i, j, 1) * 0.5) * STEP_LON),
  round(NORTH - (j + noise(i, j, 2) * 0.5) * STEP_LAT),
];

/** The middle of the edge from corner (i, j) to the next one east (horizontal) or south, bent sideways. */
function middle(i: number, j: number, horizontal: boolean): Point {
  const [a, b] = [corner(i, j), horizontal ? corner(i + 1, j) : corner(i, j + 1)];
  const bend = noise(i, j, horizontal ? 3 : 4) * 0.35;
  return horizontal
    ? [round((a[0] + b[0]) / 2), round((a[1] + b[1]) / 2 + bend * STEP_LAT)]
    : [round((a[0] + b[0]) / 2 + bend * STEP_LON), round((a[1] + b[1]) / 2)];
}

/** The outline of the block of cells from column c0 and row r0 to (not including) c1 and r1, counter-clockwise. */
function outline(c0: number, r0: number, c1: number, r1: number): Point[] {
  const ring: Point[] = [];
  for (let j = r0; j < r1; j++) ring.push(corner(c0, j), middle(c0, j, false));
  for (let i = c0; i < c1; i++) ring.push(corner(i, r1), middle(i, r1, true));
  for (let j = r1; j > r0; j--) ring.push(corner(c1, j), middle(c1, j - 1, false));
  for (let i = c1; i > c0; i--) ring.push(corner(i, r0), middle(i - 1, r0, true));
  ring.push(ring[0]!);
  return ring;
}

const centre = (ring: Point[]) => {
  const points = ring.slice(0, -1);
  return {
    longitude: round(points.reduce((s, p) => s + p[0], 0) / points.length),
    latitude: round(points.reduce((s, p) => s + p[1], 0) / points.length),
  };
};

function zone(type: string, key: string, libelle: string, ring: Point[]) {
  return {
    type,
    key,
    libelle,
    ...centre(ring),
    area: JSON.stringify({ type: 'Polygon', coordinates: [ring] }),
  };
}

/** Cultures of the map and their average yield in t/ha around Reims. */
const YIELDS: readonly [culture: number, base: number][] = [
  [1015, 7.9],
  [1020, 7.1],
  [1021, 6.4],
  [1040, 3.6],
  [1060, 86],
  [1030, 9.6],
];

const average = (values: number[]) =>
  Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;

export async function seedYieldMap(db: Db, calendar: Calendar): Promise<void> {
  const year = calendar.today.getUTCFullYear();
  const cells = COMMUNES.map(([key, libelle], n) => {
    const [i, j] = [n % COLUMNS, Math.floor(n / COLUMNS)];
    return { key, libelle, i, j };
  });
  await insertRows(db, 'zones_agricoles', [
    ...cells.map((c) => zone('commune', c.key, c.libelle, outline(c.i, c.j, c.i + 1, c.j + 1))),
    ...PETITES_REGIONS.map(([key, libelle, c, r]) =>
      zone('petiteRegion', key, libelle, outline(c, r, c + 3, r + 3)),
    ),
    ...GRANDES_REGIONS.map(([key, libelle, r]) =>
      zone('grandeRegion', key, libelle, outline(0, r, COLUMNS, r + 3)),
    ),
  ]);
  const rows: Record<string, unknown>[] = [];
  for (let millesime = year - 3; millesime <= year; millesime++) {
    for (const [culture, base] of YIELDS) {
      // Better soils to the south-east, a year's weather, and each commune's own variation; a few communes do
      // not grow the culture.
      const byCommune = cells.flatMap((c) => {
        if (noise(c.i, c.j, culture) < -0.42) return [];
        const factor =
          1 +
          0.04 * (c.i + c.j - 5) +
          0.12 * noise(millesime - year, culture) +
          0.2 * noise(c.i, c.j, culture, millesime - year);
        return [{ ...c, rendement: Math.round(base * factor * 10) / 10 }];
      });
      const add = (type: string, key: string, values: number[]) => {
        if (values.length > 0)
          rows.push({ millesime, type, key, id_culture: culture, rendement: average(values) });
      };
      for (const c of byCommune) add('commune', c.key, [c.rendement]);
      for (const [key, , c0, r0] of PETITES_REGIONS)
        add(
          'petiteRegion',
          key,
          byCommune
            .filter((c) => c.i >= c0 && c.i < c0 + 3 && c.j >= r0 && c.j < r0 + 3)
            .map((c) => c.rendement),
        );
      for (const [key, , r0] of GRANDES_REGIONS)
        add(
          'grandeRegion',
          key,
          byCommune.filter((c) => c.j >= r0 && c.j < r0 + 3).map((c) => c.rendement),
        );
    }
  }
  await insertRows(db, 'rendements_moyens', rows);
}

/** Moves the yields' years with the seed's calendar, as the crop rotation's (moveCropYears). */
export async function moveYieldYears(db: Db, from: Date, to: Date): Promise<void> {
  await moveSeedYears(db, 'rendements_moyens', from, to);
}
