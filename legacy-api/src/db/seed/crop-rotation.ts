import type { Db } from '../db.ts';
import { insertRows, moveSeedYears, type Calendar } from './support.ts';

/** The cultures catalogue (idtCultureTypeTRAME, intitule, rendementMax in t/ha, name changeable), Telepac codes. */
const CULTURES: readonly [number, string, number | null, boolean, string[]][] = [
  [1015, "Blé tendre d'hiver", 12, false, ['BTH']],
  [1016, "Blé dur d'hiver", 10, false, ['BDH']],
  [1017, 'Blé tendre de printemps', 10, false, ['BTP']],
  [1020, "Orge d'hiver", 11, false, ['ORH']],
  [1021, 'Orge de printemps', 10, false, ['ORP']],
  [1030, 'Maïs grain', 16, false, ['MIS']],
  [1031, 'Maïs ensilage', 25, false, ['MIE']],
  [1040, "Colza d'hiver", 6, false, ['CZH']],
  [1050, 'Tournesol', 5, false, ['TRN']],
  [1060, 'Betterave sucrière', 120, false, ['BTN']],
  [1070, 'Pois protéagineux', 7, false, ['PPR', 'POI']],
  [1075, 'Féverole', 7, false, ['FVL', 'FEV']],
  [1080, 'Luzerne', 16, false, ['LUZ']],
  [1090, 'Prairie temporaire', 14, false, ['PTR']],
  [1095, 'Prairie permanente', 10, false, ['PPH']],
  [1100, 'Pomme de terre de consommation', 70, false, ['PTC']],
  [1110, 'Lin fibre', 9, false, ['LIF']],
  [1120, 'Chanvre', 12, false, ['CHV']],
  [1130, "Avoine d'hiver", 8, false, ['AVH']],
  [1140, "Triticale d'hiver", 10, false, ['TTH']],
  [1150, "Seigle d'hiver", 9, false, ['SGH']],
  [1160, 'Moutarde', 4, false, ['MOT']],
  [1170, 'Phacélie', 4, false, ['PHA']],
  [1200, 'Jachère', 0, false, ['J6S', 'JAC']],
  [1900, 'Autre culture', null, true, []],
  [1910, 'Autre culture dérobée', null, true, []],
];

type Line = [culture: number, surface: number, rendement: number | null, derobee?: boolean, libelle?: string];

/**
 * The files' years, by offset from the current year. Each end-to-end test owns a (file, year): AGR001's years are
 * read only (the current one editable, the three before validated by the association: the rotation check's
 * four campaigns); AGR006 and AGR012 hold the previous year that a test copies; AGV009's two years are emptied by
 * a test.
 */
const YEARS: readonly { code: string; shift: number; definitif?: true; lines: Line[] }[] = [
  {
    code: 'AGR001',
    shift: 0,
    lines: [
      [1015, 42.5, 8.6],
      [1040, 18.3, 3.9],
      [1060, 12.0, 92.5],
      [1020, 9.7, null],
      [1910, 6.2, null, true, 'Moutarde et phacélie'],
    ],
  },
  {
    code: 'AGR001',
    shift: -1,
    definitif: true,
    lines: [
      [1060, 40.1, 88.4],
      [1015, 20.0, 7.9],
      [1020, 12.4, 7.2],
      [1070, 10.0, 4.1],
    ],
  },
  {
    code: 'AGR001',
    shift: -2,
    definitif: true,
    lines: [
      [1040, 38.0, 3.6],
      [1015, 34.5, 8.1],
      [1021, 9.8, 6.4],
    ],
  },
  {
    code: 'AGR001',
    shift: -3,
    definitif: true,
    lines: [
      [1015, 30.0, 7.5],
      [1060, 25.0, 85.0],
      [1020, 15.2, 6.9],
    ],
  },
  {
    code: 'AGR006',
    shift: -1,
    lines: [
      [1015, 55.2, 8.4],
      [1030, 21.6, 11.2],
      [1080, 7.5, 12.3],
    ],
  },
  {
    code: 'AGR012',
    shift: -1,
    lines: [
      [1021, 31.4, 6.8],
      [1050, 12.9, 2.7],
    ],
  },
  {
    code: 'AGV009',
    shift: 0,
    lines: [
      [1015, 14.0, 8.0],
      [1040, 6.5, null],
    ],
  },
  {
    code: 'AGV009',
    shift: -1,
    lines: [[1020, 11.1, 7.0]],
  },
];

export async function seedCropRotation(db: Db, calendar: Calendar): Promise<void> {
  const year = calendar.today.getUTCFullYear();
  await insertRows(
    db,
    'cultures',
    CULTURES.map(([id, intitule, max, modifiable]) => ({
      id_culture: id,
      intitule,
      rendement_max: max,
      est_intitule_modifiable: modifiable,
    })),
  );
  await insertRows(
    db,
    'culture_correspondances',
    CULTURES.flatMap(([id, , , , codes]) => codes.map((code) => ({ code_telepac: code, id_culture: id }))),
  );
  await insertRows(
    db,
    'assolement_dossiers',
    YEARS.map((y) => ({
      code_dossier: y.code,
      millesime: year + y.shift,
      est_assolement_definitif: y.definitif ? 1 : 0,
    })),
  );
  await insertRows(
    db,
    'assolement_cultures',
    YEARS.flatMap((y) =>
      y.lines.map(([culture, surface, rendement, derobee, libelle]) => ({
        code_dossier: y.code,
        millesime: year + y.shift,
        id_culture: culture,
        libelle_perso: libelle ?? null,
        surface,
        rendement,
        est_derobee: derobee ?? false,
      })),
    ),
  );
}

/** Moves the files' years with the seed's calendar (moveSeedDates): a seed of December shows in January as anew. */
export async function moveCropYears(db: Db, from: Date, to: Date): Promise<void> {
  await moveSeedYears(db, 'assolement_dossiers', from, to);
}
