import {
  baseTypeOf,
  canAddCategorie,
  canCreateCategorie,
  canCreateDuer,
  creationIssue,
  creationModes,
  duerRights,
  FIRST_DUER_YEAR,
  GROUP_AND_RISK_REQUIRED,
  labelIssue,
  lastDuerYear,
  NO_CATEGORY_CHOSEN,
  type DuerCreation,
  type DuerViewer,
} from '@portal/schema/rules/duer';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { isCollaborateur, requireDossier, requireViewer } from '../dossier/dossier-access.ts';
import { reachesFile } from '../api-tokens/token-areas.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { DuerCreationCall } from './duer-api.ts';
import type { LegacyDuer } from './duer-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type {
  DuerCategorieParent,
  DuerModuleParent,
  DuerParent,
  DuerRisqueParent,
} from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { offersDuer } from '../tools/tools-service.ts';

type CreatePayload = ResolversTypes['DuerPayload'];
type CategoriePayload = ResolversTypes['DuerCategoriePayload'];
type CreateInput = Parameters<typeof createDuer>[1];

const currentYear = (): number => new Date().getUTCFullYear();

/** The viewer as the DUER rules see them. */
async function duerViewer(ctx: GatewayContext): Promise<DuerViewer> {
  const [identity, rights] = await Promise.all([requireViewer(ctx), ctx.legacy.droits.rights()]);
  return { collaborateur: isCollaborateur(identity), functions: rights.fonctionsUtilisateur };
}

/** FORBIDDEN unless the viewer is offered the DUER tool on the file (spec 001 §6), before any DUER call. */
async function requireDuerTool(ctx: GatewayContext, d: LegacyDossier): Promise<void> {
  if (!(await offersDuer(ctx, d))) throw gatewayError('FORBIDDEN');
}

/** Each DUER of the file with the viewer's §6 rights on it (the adherent right hangs on the oldest year). */
function withRights(d: LegacyDossier, duers: LegacyDuer[], viewer: DuerViewer): DuerParent[] {
  const oldest = duers.reduce<LegacyDuer | null>(
    (o, duer) => (o === null || duer.annee < o.annee ? duer : o),
    null,
  );
  return duers.map((duer) => ({
    duer,
    dossier: d,
    viewer,
    rights: duerRights(viewer, { estFini: duer.estFini, estLePlusAncien: duer.id === oldest?.id }),
  }));
}

/** The file's DUERs, after the tool check. */
export async function fileDuers(ctx: GatewayContext, d: LegacyDossier): Promise<DuerParent[]> {
  const [, duers, viewer] = await Promise.all([
    requireDuerTool(ctx, d),
    ctx.legacy.duer.ofFile(d.codeDossier),
    duerViewer(ctx),
  ]);
  return withRights(d, duers, viewer);
}

export async function fileDuer(
  ctx: GatewayContext,
  d: LegacyDossier,
  legacyId: string,
): Promise<DuerParent | null> {
  return (await fileDuers(ctx, d)).find((p) => p.duer.id === legacyId) ?? null;
}

/** What the index offers for creation (the '+' tile and the form's choices). */
export async function creation(
  ctx: GatewayContext,
  d: LegacyDossier,
): Promise<ResolversTypes['DuerCreation']> {
  const duers = await fileDuers(ctx, d);
  const viewer = duers[0]?.viewer ?? (await duerViewer(ctx));
  const years = duers.map((p) => p.duer.annee);
  const allowed = canCreateDuer(viewer, years, currentYear());
  return {
    allowed,
    modes: allowed ? creationModes(viewer, d.typeActivite, years) : [],
    anneeMin: FIRST_DUER_YEAR,
    anneeMax: lastDuerYear(currentYear()),
  };
}

/** Staff: every other file's DUER, to copy into this one; nothing for an adherent (no call made). */
export async function otherFiles(ctx: GatewayContext, d: LegacyDossier) {
  await requireDuerTool(ctx, d);
  if (!(await duerViewer(ctx)).collaborateur) return [];
  // A token limited to files sees no other file's DUER to copy from.
  return (await ctx.legacy.duer.ofAllFiles()).filter(
    (o) => o.codeDossier !== d.codeDossier && reachesFile(ctx.apiToken, o.codeDossier),
  );
}

export const duerId = (codeDossier: string, idDuer: string): string => entityIdOf(codeDossier, idDuer);
export const categorieId = (codeDossier: string, idDuer: string, idCategorie: string): string =>
  entityIdOf(codeDossier, `${idDuer}-${idCategorie}`);

/** The file's code and the legacy ids a DUER's (one id) or a unit's (two ids) global id names. */
export function parseDuerId(id: string, parts: 1 | 2 | 3): { codeDossier: string; ids: string[] } {
  const named = parseEntityId(id);
  const ids = named?.legacyId.split('-') ?? [];
  if (!named || ids.length !== parts || ids.some((n) => !/^\d+$/.test(n)))
    throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return { codeDossier: named.codeDossier, ids };
}

/**
 * A DUER a change names, checked before any change call: the viewer's rights on the file (FORBIDDEN), the tool's
 * visibility (FORBIDDEN), the DUER among the file's (NOT_FOUND), then every §6 right the change needs (FORBIDDEN).
 */
export async function changeableDuer(
  ctx: GatewayContext,
  codeDossier: string,
  idDuer: string,
  ...rights: ('droitModifs' | 'droitCreation')[]
): Promise<DuerParent> {
  // The list is read beside the rights check (the legacy refuses it by itself outside them): one wave less.
  const [dossier] = await Promise.all([
    requireDossier(ctx, codeDossier),
    ctx.legacy.duer.ofFile(codeDossier),
  ]);
  const parent = await fileDuer(ctx, dossier, idDuer);
  if (!parent) throw gatewayError('NOT_FOUND');
  if (rights.some((right) => !parent.rights[right])) throw gatewayError('FORBIDDEN');
  return parent;
}

const refusedCreation = (message: string, field: string | null = null): CreatePayload => ({
  duer: null,
  errors: [{ field, message }],
});

function creationCall(input: CreateInput, d: LegacyDossier, idDuerSource: string | null): DuerCreationCall {
  const idBaseType = baseTypeOf(d.typeActivite);
  const { codeDossier, annee } = { codeDossier: d.codeDossier, annee: input.annee };
  switch (input.mode) {
    case 'copie':
      return { mode: 'copie', codeDossier, anneeSource: input.anneeSource ?? 0, anneeDest: annee };
    case 'autreDossier':
      return {
        mode: 'autreDossier',
        codeDossier,
        anneeToCreate: annee,
        idDuerSource: Number(idDuerSource),
        idBaseType,
      };
    default:
      return { mode: input.mode, codeDossier, annee, idBaseType };
  }
}

/** Creates a DUER: the file's rights and tool, the §5 and §6 rules of schema/rules/duer.ts, then the legacy. */
export async function createDuer(
  ctx: GatewayContext,
  input: {
    codeDossier: string;
    mode: DuerCreation['mode'];
    annee: number;
    anneeSource?: number | null;
    duerSourceId?: string | null;
  },
): Promise<CreatePayload> {
  const [dossier] = await Promise.all([
    requireDossier(ctx, input.codeDossier),
    ctx.legacy.duer.ofFile(input.codeDossier),
  ]);
  const duers = await fileDuers(ctx, dossier);
  const viewer = await duerViewer(ctx);
  const idDuerSource = input.duerSourceId ? (parseDuerId(input.duerSourceId, 1).ids[0] ?? null) : null;
  const issue = creationIssue(
    { mode: input.mode, annee: input.annee, anneeSource: input.anneeSource ?? null, idDuerSource },
    {
      viewer,
      typeActivite: dossier.typeActivite,
      years: duers.map((p) => p.duer.annee),
      currentYear: currentYear(),
    },
  );
  if (issue) return refusedCreation(issue, 'input.annee');
  const result = await legacyChange(() => ctx.legacy.duer.create(creationCall(input, dossier, idDuerSource)));
  if ('errors' in result) return { duer: null, errors: result.errors };
  // The rights on the new DUER from the list read before and the legacy's answer: no second read of the list.
  const all = withRights(dossier, [...duers.map((p) => p.duer), result.done], viewer);
  return { duer: all.find((p) => p.duer.id === result.done.id) ?? null, errors: [] };
}

/** Whether the home offers to add a work unit (§4 limit, §6 rule), from the DUER's units and unused base units. */
export async function canAddUnit(ctx: GatewayContext, p: DuerParent): Promise<boolean> {
  if (!p.rights.droitCreation) return false;
  const [units, base] = await Promise.all([
    ctx.legacy.duer.categories(p.duer.id),
    ctx.legacy.duer.baseCategories(p.duer.id),
  ]);
  return (
    canCreateCategorie(p.duer.idBaseType, units.length) &&
    canAddCategorie(p.viewer, p.dossier.typeActivite, base.length)
  );
}

const refusedCategorie = (message: string, field: string | null = null): CategoriePayload => ({
  duer: null,
  categorie: null,
  errors: [{ field, message }],
});

/** Adds a work unit: a new name (§5) or an unused base unit, under the §4 limit, with droitCreation. */
export async function addCategorie(
  ctx: GatewayContext,
  input: { duerId: string; nom?: string | null; baseCategorieId?: string | null },
): Promise<CategoriePayload> {
  const { codeDossier, ids } = parseDuerId(input.duerId, 1);
  const [idDuer = ''] = ids;
  // The §4 limit is the legacy's to refuse (CATEGORY_LIMIT, displayable): counting first would read the units twice.
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
  let change: () => Promise<string>;
  if (input.baseCategorieId) {
    const [idBase = ''] = parseDuerId(input.baseCategorieId, 1).ids;
    change = () => ctx.legacy.duer.copyCategorie(codeDossier, idDuer, idBase);
  } else if (input.nom != null) {
    const nom = input.nom;
    const issue = labelIssue(nom);
    if (issue) return refusedCategorie(issue, 'input.nom');
    change = () => ctx.legacy.duer.insertCategorie(codeDossier, idDuer, parent.duer.idBaseType, nom.trim());
  } else return refusedCategorie(NO_CATEGORY_CHOSEN);
  const result = await legacyChange(change);
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  const after = await ctx.legacy.duer.categories(idDuer);
  const categorie = after.find((c) => c.id === result.done);
  return {
    duer: parent,
    categorie: categorie ? { ...categorie, codeDossier, idDuer, duer: parent } : null,
    errors: [],
  };
}

/** Deletes a work unit, with droitCreation on its DUER. */
export async function deleteCategorie(ctx: GatewayContext, id: string): Promise<CategoriePayload> {
  const { codeDossier, ids } = parseDuerId(id, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
  if (!(await ctx.legacy.duer.categories(idDuer)).some((c) => c.id === idCategorie))
    throw gatewayError('NOT_FOUND');
  const result = await legacyChange(() => ctx.legacy.duer.deleteCategorie(codeDossier, idDuer, idCategorie));
  if ('errors' in result) return { duer: null, categorie: null, errors: result.errors };
  return { duer: parent, categorie: null, errors: [] };
}

/** A DUER's work unit as a parent of its modules. */
export async function categorieOf(
  ctx: GatewayContext,
  p: DuerParent,
  legacyId: string,
): Promise<DuerCategorieParent | null> {
  const unit = (await ctx.legacy.duer.categories(p.duer.id)).find((c) => c.id === legacyId);
  return unit ? { ...unit, codeDossier: p.dossier.codeDossier, idDuer: p.duer.id, duer: p } : null;
}

export const categoriesOf = async (ctx: GatewayContext, p: DuerParent): Promise<DuerCategorieParent[]> =>
  (await ctx.legacy.duer.categories(p.duer.id)).map((c) => ({
    ...c,
    codeDossier: p.dossier.codeDossier,
    idDuer: p.duer.id,
    duer: p,
  }));

export async function modulesOf(ctx: GatewayContext, c: DuerCategorieParent): Promise<DuerModuleParent[]> {
  const siblings = await ctx.legacy.duer.modules(c.id);
  return siblings.map((module) => ({ module, categorie: c, siblings }));
}

export const moduleId = (m: DuerModuleParent): string =>
  entityIdOf(m.categorie.codeDossier, `${m.categorie.idDuer}-${m.categorie.id}-${m.module.id}`);

/**
 * The module a change names, checked before any change call: the file's rights and the tool, the DUER among the
 * file's with the §6 right, the unit among the DUER's and the module among the unit's (NOT_FOUND otherwise).
 */
export async function changeableModule(
  ctx: GatewayContext,
  id: string,
  right: 'droitModifs' | 'droitCreation',
): Promise<DuerModuleParent> {
  const { codeDossier, ids } = parseDuerId(id, 3);
  const [idDuer = '', idCategorie = '', idModule = ''] = ids;
  // The unit's and module's lists are read beside the checks (the legacy refuses them by itself): one wave.
  const [parent] = await Promise.all([
    changeableDuer(ctx, codeDossier, idDuer, right),
    ctx.legacy.duer.categories(idDuer),
    ctx.legacy.duer.modules(idCategorie),
  ]);
  const categorie = await categorieOf(ctx, parent, idCategorie);
  const module = categorie && (await modulesOf(ctx, categorie)).find((m) => m.module.id === idModule);
  if (!module) throw gatewayError('NOT_FOUND');
  return module;
}

export type ModulePayload = ResolversTypes['DuerModulePayload'];
export const refusedModule = (message: string, field: string | null = null): ModulePayload => ({
  module: null,
  errors: [{ field, message }],
});

/** The module as a change left it, read again. */
export async function moduleAfter(
  ctx: GatewayContext,
  c: DuerCategorieParent,
  idModule: string,
): Promise<ModulePayload> {
  return { module: (await modulesOf(ctx, c)).find((m) => m.module.id === idModule) ?? null, errors: [] };
}

/** Adds a new module to a work unit, with droitCreation and the §5 name rule. */
export async function addModule(
  ctx: GatewayContext,
  input: { categorieId: string; nom: string },
): Promise<ModulePayload> {
  const { codeDossier, ids } = parseDuerId(input.categorieId, 2);
  const [idDuer = '', idCategorie = ''] = ids;
  const parent = await changeableDuer(ctx, codeDossier, idDuer, 'droitCreation');
  const categorie = await categorieOf(ctx, parent, idCategorie);
  if (!categorie) throw gatewayError('NOT_FOUND');
  const issue = labelIssue(input.nom);
  if (issue) return refusedModule(issue, 'input.nom');
  const result = await legacyChange(() =>
    ctx.legacy.duer.insertModule(codeDossier, idCategorie, input.nom.trim()),
  );
  if ('errors' in result) return { module: null, errors: result.errors };
  return moduleAfter(ctx, categorie, result.done);
}

/** Forces a module's validation or withdraws it, with droitModifs. */
export async function switchValidation(ctx: GatewayContext, id: string): Promise<ModulePayload> {
  const m = await changeableModule(ctx, id, 'droitModifs');
  const result = await legacyChange(() => ctx.legacy.duer.switchValidation(m.categorie.id, m.module.id));
  if ('errors' in result) return { module: null, errors: result.errors };
  // The module as read before, with the legacy's answer (a forced module is valid): reading the list again would
  // read it twice in one change.
  const forced = result.done;
  const module = { ...m.module, forcerValidation: forced, estValide: forced || m.module.estValide };
  return { module: { ...m, module }, errors: [] };
}

/** Adds an operation with a risk, with droitCreation; both labels are required (§5). */
export async function addGroupeEtRisque(
  ctx: GatewayContext,
  input: { moduleId: string; nomGroupe: string; nomRisque: string },
): Promise<ModulePayload> {
  const m = await changeableModule(ctx, input.moduleId, 'droitCreation');
  if (input.nomGroupe.trim() === '' || input.nomRisque.trim() === '')
    return refusedModule(GROUP_AND_RISK_REQUIRED);
  const issue = labelIssue(input.nomGroupe) ?? labelIssue(input.nomRisque);
  if (issue) return refusedModule(issue);
  const code = m.categorie.codeDossier;
  const result = await legacyChange(() =>
    ctx.legacy.duer.insertGroupeRisque(code, m.module.id, input.nomGroupe.trim(), input.nomRisque.trim()),
  );
  if ('errors' in result) return { module: null, errors: result.errors };
  // Its operations are read again by the payload; its validity shows on the unit's screen, which reads it anew.
  return { module: m, errors: [] };
}

/**
 * Advisers only: the risk's last change and who made it, from the module history. A failed history load is only
 * logged (spec 002 §8): the field is null and the screen goes on.
 */
export async function historique(ctx: GatewayContext, r: DuerRisqueParent) {
  if (!r.parent.categorie.duer.viewer.collaborateur) return null;
  let history;
  try {
    history = await ctx.legacy.duer.history(r.parent.module.id);
  } catch (error) {
    ctx.req.log.warn({ err: error }, 'DUER module history not loaded');
    return null;
  }
  const last = (entries: typeof history.historiqueAdherent) =>
    entries
      .filter((e) => e.idLigne === r.id)
      .flatMap((e) => e.colonnes.map((c) => c.donnees.dateModification))
      .sort()
      .at(-1) ?? null;
  const adherent = last(history.historiqueAdherent);
  const collaborateur = last(history.historiqueCollaborateur);
  const latest = [adherent, collaborateur]
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  if (!latest) return null;
  return { dateModification: latest, parAdherent: latest === adherent, dateCollaborateur: collaborateur };
}
