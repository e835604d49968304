import { LEVEL_COLOURS, SCALE_TOP, UNINITIALISED, type DuerScale } from '@portal/schema/rules/duer-rating';
import { ACTION_PLAN_COLUMNS, actionPlan, type StoredRisk } from '@portal/schema/rules/duer-risk-list';
import ExcelJS from 'exceljs';

const WIDTHS = [14, 10, 22, 22, 22, 26, 50, 20, 14];

/** An ARGB fill of a `#rrggbb` colour. */
const fill = (hex: string): ExcelJS.Fill => ({
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: `FF${hex.slice(1).toUpperCase()}` },
});

/**
 * The action plan (issue 20, beyond the spec) as an XLSX workbook: one row per measure to do, the most serious
 * first, the level's cell in its colour so the farm's yearly follow-up reads it at a glance.
 */
export async function actionPlanWorkbook(
  scale: DuerScale,
  annee: number,
  risks: readonly StoredRisk[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portail client';
  const sheet = workbook.addWorksheet(`Plan d'action ${annee}`, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = ACTION_PLAN_COLUMNS.map((header, at) => ({ header, width: WIDTHS[at] ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of actionPlan(scale, risks)) {
    const row = sheet.addRow([
      r.niveau ?? UNINITIALISED,
      r.valeur === null ? '' : `${String(r.valeur).replace('.', ',')}/${SCALE_TOP[scale]}`,
      r.uniteTravail,
      r.module,
      r.operation,
      r.risque,
      r.mesureAFaire ?? '',
      r.mesureQui ?? '',
      r.mesureDelai ?? '',
    ]);
    row.alignment = { vertical: 'top', wrapText: true };
    if (r.niveau) row.getCell(1).fill = fill(LEVEL_COLOURS[r.niveau]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
