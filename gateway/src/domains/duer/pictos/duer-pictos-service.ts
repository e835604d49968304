import { legacyPictosUpdate, pictosUpdateIssue, type PictosUpdate } from '@portal/schema/rules/duer-pictos';
import type { ResolversTypes } from '../../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../../context.ts';
import { requireDossier, type LegacyContext } from '../../dossier/dossier-access.ts';
import { gatewayError } from '../../../graphql/graphql-errors.ts';
import type {
  DuerBasePictoParent,
  DuerParent,
  DuerRisqueParent,
  DuerRisquePictoParent,
} from '../../../graphql/mappers.ts';
import { legacyChange } from '../../../graphql/user-errors.ts';
import { changeableModule, refusedModule } from '../duer-service.ts';
import { baseIdOf, parseElementId } from '../duer-groupes.ts';
import { offersDuer } from '../../tools/tools-service.ts';

type ModulePayload = ResolversTypes['DuerModulePayload'];

// The image types the gateway serves a pictogram as: anything else the legacy holds is not shown.
const IMAGE_TYPES: ReadonlySet<string> = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif']);

/** The gateway's route to a catalogue pictogram's image (`http/file-routes.ts`): images never travel in GraphQL. */
export const imageRoute = (codeDossier: string, idBasePicto: string): string =>
  `/fichiers/duer-pictos/${encodeURIComponent(codeDossier)}/${encodeURIComponent(idBasePicto)}`;

/** The catalogue offered to the DUER's file (base pictos, codeDossier). */
export async function catalogueOf(ctx: GatewayContext, p: DuerParent): Promise<DuerBasePictoParent[]> {
  const codeDossier = p.dossier.codeDossier;
  return (await ctx.legacy.duerPictos.catalogue(codeDossier)).map((b) => ({ ...b, codeDossier }));
}

export const pictosOf = (r: DuerRisqueParent): DuerRisquePictoParent[] =>
  r.duerPictos.map((p) => ({ ...p, risque: r }));

/**
 * A catalogue pictogram's image, once the viewer's rights on the file and the DUER tool are checked; NOT_FOUND for
 * a pictogram the catalogue does not hold or an image type the gateway does not serve.
 */
export async function pictoImage(
  ctx: LegacyContext,
  codeDossier: string,
  idBasePicto: string,
): Promise<{ typeMime: string; image: Buffer }> {
  const dossier = await requireDossier(ctx, codeDossier);
  if (!(await offersDuer(ctx, dossier))) throw gatewayError('FORBIDDEN');
  const picto = (await ctx.legacy.duerPictos.catalogue(codeDossier)).find((p) => p.id === idBasePicto);
  if (!picto || !IMAGE_TYPES.has(picto.typeMime)) throw gatewayError('NOT_FOUND');
  return { typeMime: picto.typeMime, image: Buffer.from(picto.imageBase64, 'base64') };
}

/**
 * A risk's pictograms update (§7): the descriptions (≤ 255) checked before any legacy call, then droitModifs on the
 * risk's module. Whether the risk is the module's, carries pictograms (PICTOS_NOT_OFFERED) and holds the pictograms
 * named is the legacy's to refuse (it checks them and the rights on the risk's own DUER): reading the operations
 * first would read them twice per update, the payload reading them again.
 */
export async function updatePictos(
  ctx: GatewayContext,
  input: {
    risqueId: string;
    ajouts: readonly { basePictoId: string; description: string }[];
    suppressions: readonly string[];
    modifications: readonly { legacyId: string; description: string }[];
  },
): Promise<ModulePayload> {
  const update: PictosUpdate = {
    ajouts: input.ajouts.map((a) => ({ basePictoId: baseIdOf(a.basePictoId), description: a.description })),
    suppressions: [...input.suppressions],
    modifications: [...input.modifications],
  };
  const issue = pictosUpdateIssue(legacyPictosUpdate('0', update));
  if (issue) return refusedModule(issue);
  const { moduleId, legacyId } = parseElementId(input.risqueId, 'risque');
  const m = await changeableModule(ctx, moduleId, 'droitModifs');
  const result = await legacyChange(() =>
    ctx.legacy.duerPictos.update(m.module.id, legacyPictosUpdate(legacyId, update)),
  );
  return 'errors' in result ? { module: null, errors: result.errors } : { module: m, errors: [] };
}
