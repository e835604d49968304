import {
  ADD_FAILED,
  assolementYears,
  cropLineIssues,
  DELETE_FAILED,
  opensCropRotation,
  PREVIOUS_YEAR_FAILED,
  UPDATE_FAILED,
  type CropLineChange,
} from '@portal/schema/rules/crop-rotation';
import { ROTATION_PREVIOUS_YEARS, rotationCheck } from '@portal/schema/rules/rotation';
import { TELEPAC_NOT_XML } from '@portal/schema/rules/telepac';
import { declarationText } from './telepac/telepac-file.ts';
import { readTelepacOffLoop } from './telepac/telepac-readers.ts';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { AssolementLineChange } from './crop-rotation-api.ts';
import type { LegacyAssolementLine, LegacyCulture } from './crop-rotation-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { AssolementParent } from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { fileOpening } from '../documents/file-items.ts';

type Payload = ResolversTypes['AssolementPayload'];

const opens = (permissions: readonly string[]) => opensCropRotation(permissions);

/** The years the selector offers, from the gateway's current year. */
export const offeredYears = (): number[] => assolementYears(new Date().getUTCFullYear());

/** The file's module check, FORBIDDEN without tool_echanges, before any crop rotation or yield map call. */
export async function requireCropRotation(ctx: GatewayContext, d: LegacyDossier): Promise<void> {
  if (!opens(await dossierPermissions(ctx, d))) throw gatewayError('FORBIDDEN');
}

/** A file's year and its lines. */
export async function fileYear(
  ctx: GatewayContext,
  d: LegacyDossier,
  millesime: number,
): Promise<AssolementParent> {
  await requireCropRotation(ctx, d);
  return {
    codeDossier: d.codeDossier,
    millesime,
    year: await ctx.legacy.cropRotation.year(d.codeDossier, millesime),
  };
}

/**
 * BCAE 7 on a year and the three campaigns before it (schema/rules/rotation.ts), the repeated crops with their
 * culture as the year's lines name it. The parent was read under the file's rights and module check.
 */
export async function rotation(
  ctx: GatewayContext,
  a: AssolementParent,
): Promise<ResolversTypes['RotationCheck']> {
  const previous = await Promise.all(
    ROTATION_PREVIOUS_YEARS.map((back) => ctx.legacy.cropRotation.year(a.codeDossier, a.millesime - back)),
  );
  const asRule = (lines: readonly LegacyAssolementLine[]) =>
    lines.map((l) => ({
      culture: l.culture.idtCultureTypeTRAME,
      surface: l.surface,
      estDerobee: l.estDerobee,
    }));
  const check = rotationCheck(
    asRule(a.year.cultures),
    previous.map((y) => asRule(y.cultures)),
  );
  const cultureOf = new Map(a.year.cultures.map((l) => [l.culture.idtCultureTypeTRAME, l.culture]));
  return {
    ...check,
    repeatedCrops:
      check.repeatedCrops?.flatMap(({ culture, surface }) => {
        const known = cultureOf.get(culture);
        return known ? [{ culture: known, surface }] : [];
      }) ?? null,
  };
}

export async function cultures(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyCulture[]> {
  await requireCropRotation(ctx, d);
  return ctx.legacy.cropRotation.cultures();
}

export const yearId = (codeDossier: string, millesime: number): string =>
  entityIdOf(codeDossier, String(millesime));
export const lineId = (codeDossier: string, millesime: number, id: string): string =>
  entityIdOf(codeDossier, `${millesime}-${id}`);

/** The parts of a year's or a line's global id: the file's code, the year and the line's legacy id. */
function parseId(
  id: string,
  withLine: boolean,
): { codeDossier: string; millesime: number; line: string | null } {
  const named = parseEntityId(id);
  const match = named && (withLine ? /^(\d{4})-(\d+)$/ : /^(\d{4})$/).exec(named.legacyId);
  if (!named || !match) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return { codeDossier: named.codeDossier, millesime: Number(match[1]), line: match[2] ?? null };
}

/**
 * The file of a year's change: the rights, then the module. Whether the year is definitive is the legacy's to
 * refuse (DEFINITIVE_YEAR, displayable): asking for the year first would read it twice per change.
 */
const changeableFile = (ctx: GatewayContext, codeDossier: string) => fileOpening(ctx, codeDossier, opens);

const refused = (message: string, field: string | null = null): Payload => ({
  assolement: null,
  errors: [{ field, message }],
});

/**
 * Runs a change on the year, then answers the year as it left it. A legacy refusal with a message becomes the
 * payload's error, as does a change the legacy says did not happen (`false`), with `fallback`.
 */
async function changeYear(
  ctx: GatewayContext,
  codeDossier: string,
  millesime: number,
  fallback: string,
  send: () => Promise<boolean>,
): Promise<Payload> {
  const outcome = await legacyChange(send);
  if ('errors' in outcome) return { assolement: null, errors: outcome.errors };
  if (!outcome.done) return refused(fallback);
  const year = await ctx.legacy.cropRotation.year(codeDossier, millesime);
  return { assolement: { codeDossier, millesime, year }, errors: [] };
}

const sent = async (change: Promise<unknown>): Promise<boolean> => {
  await change;
  return true;
};

type LineInput = ResolversTypes['AddAssolementCultureInput'] | ResolversTypes['UpdateAssolementCultureInput'];

/** The §5 rules on a line, with the culture it names, as the payload's errors (field `input.<name>`). */
async function lineIssues(ctx: GatewayContext, input: LineInput): Promise<UserError[]> {
  const change: CropLineChange = {
    culture: input.culture ?? null,
    surface: input.surface ?? null,
    rendement: input.rendement ?? null,
  };
  const culture =
    change.culture === null
      ? null
      : ((await ctx.legacy.cropRotation.cultures()).find((c) => c.idtCultureTypeTRAME === change.culture) ??
        null);
  return cropLineIssues(change, culture).map((i) => ({ field: `input.${i.field}`, message: i.message }));
}

function lineChange(codeDossier: string, millesime: number, input: LineInput): AssolementLineChange {
  return {
    codeDossier,
    millesime,
    culture: input.culture ?? 0,
    libellePerso: input.libellePerso?.trim() || null,
    surface: input.surface ?? 0,
    rendement: input.rendement ?? null,
    estDerobee: input.estDerobee,
  };
}

export async function addLine(
  ctx: GatewayContext,
  input: ResolversTypes['AddAssolementCultureInput'],
): Promise<Payload> {
  const { codeDossier, millesime } = parseId(input.assolementId, false);
  // The cultures are the same for every file: reading them beside the rights check tells nothing of the file.
  const [dossier, issues] = await Promise.all([changeableFile(ctx, codeDossier), lineIssues(ctx, input)]);
  if (issues.length > 0) return { assolement: null, errors: issues };
  return changeYear(ctx, dossier.codeDossier, millesime, ADD_FAILED, () =>
    sent(ctx.legacy.cropRotation.saveLine(lineChange(dossier.codeDossier, millesime, input))),
  );
}

export async function updateLine(
  ctx: GatewayContext,
  input: ResolversTypes['UpdateAssolementCultureInput'],
): Promise<Payload> {
  const { codeDossier, millesime, line } = parseId(input.id, true);
  // The cultures are the same for every file: reading them beside the rights check tells nothing of the file.
  const [dossier, issues] = await Promise.all([changeableFile(ctx, codeDossier), lineIssues(ctx, input)]);
  if (issues.length > 0) return { assolement: null, errors: issues };
  return changeYear(ctx, dossier.codeDossier, millesime, UPDATE_FAILED, () =>
    sent(ctx.legacy.cropRotation.saveLine(lineChange(dossier.codeDossier, millesime, input), Number(line))),
  );
}

export async function removeLine(ctx: GatewayContext, id: string): Promise<Payload> {
  const { codeDossier, millesime, line } = parseId(id, true);
  const dossier = await changeableFile(ctx, codeDossier);
  // Spec 001 §7: a single removal went through only when the legacy removed exactly one line.
  return changeYear(
    ctx,
    dossier.codeDossier,
    millesime,
    DELETE_FAILED,
    async () => (await ctx.legacy.cropRotation.removeLine(dossier.codeDossier, millesime, line ?? '')) === 1,
  );
}

export async function importPreviousYear(ctx: GatewayContext, id: string): Promise<Payload> {
  const { codeDossier, millesime } = parseId(id, false);
  const dossier = await changeableFile(ctx, codeDossier);
  return changeYear(ctx, dossier.codeDossier, millesime, PREVIOUS_YEAR_FAILED, () =>
    sent(ctx.legacy.cropRotation.insertPreviousYear(dossier.codeDossier, millesime)),
  );
}

export async function emptyYear(ctx: GatewayContext, id: string): Promise<Payload> {
  const { codeDossier, millesime } = parseId(id, false);
  const dossier = await changeableFile(ctx, codeDossier);
  return changeYear(ctx, dossier.codeDossier, millesime, DELETE_FAILED, () =>
    sent(ctx.legacy.cropRotation.empty(dossier.codeDossier, millesime)),
  );
}

/**
 * A Telepac declaration into a year: read by the rule first (a file that is not one is refused before any legacy
 * call), then imported by the legacy, which answers the year's lines and the codes it could not map.
 */
export async function importTelepac(
  ctx: GatewayContext,
  input: ResolversTypes['ImportTelepacAssolementInput'],
): Promise<ResolversTypes['ImportTelepacAssolementPayload']> {
  const { codeDossier, millesime } = parseId(input.assolementId, false);
  const declaration = await declarationText(input);
  const reading =
    'error' in declaration
      ? declaration
      : ((await readTelepacOffLoop(declaration.text)) ?? { error: TELEPAC_NOT_XML });
  if ('error' in reading)
    return {
      assolement: null,
      codesInconnus: [],
      errors: [{ field: input.file ? 'input.file' : 'input.content', message: reading.error }],
    };
  const content = 'text' in declaration ? declaration.text : '';
  const dossier = await changeableFile(ctx, codeDossier);
  const outcome = await legacyChange(() =>
    ctx.legacy.cropRotation.importTelepac(dossier.codeDossier, millesime, content),
  );
  if ('errors' in outcome) return { assolement: null, codesInconnus: [], errors: outcome.errors };
  const { cultures, codesInconnus } = outcome.done;
  const year = { dossier: { millesime, codeDossier: dossier.codeDossier }, cultures };
  return { assolement: { codeDossier: dossier.codeDossier, millesime, year }, codesInconnus, errors: [] };
}
