import { parseEntityId, ENTITY_ID_INVALID } from '@portal/schema/rules/ids';
import { DUER_TOOL_SLUG, showsDuerTool } from '@portal/schema/rules/tools';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import {
  dossierPermissions,
  isCollaborateur,
  requireDossier,
  requireViewer,
  type LegacyContext,
} from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { ToolParent } from '../../graphql/mappers.ts';
import { legacyChange } from '../../graphql/user-errors.ts';

/** Spec 001 §6: whether the viewer is offered the risk-assessment tool on this file. */
export async function offersDuer(ctx: LegacyContext, dossier: LegacyDossier): Promise<boolean> {
  const [identity, rights, permissions] = await Promise.all([
    requireViewer(ctx),
    ctx.legacy.droits.rights(),
    dossierPermissions(ctx, dossier),
  ]);
  return showsDuerTool(
    { collaborator: isCollaborateur(identity), functions: rights.fonctionsUtilisateur, permissions },
    dossier,
  );
}

/** The catalogue as the viewer is offered it on the file: the risk-assessment tool only under §6's rule. */
async function offeredTools(ctx: GatewayContext, dossier: LegacyDossier): Promise<ToolParent[]> {
  const [tools, duer] = await Promise.all([
    ctx.legacy.tools.list(dossier.codeDossier),
    offersDuer(ctx, dossier),
  ]);
  return tools
    .filter((t) => duer || t.slug !== DUER_TOOL_SLUG)
    .map((t) => ({ ...t, codeDossier: dossier.codeDossier }));
}

/** The tools listed on the tools page (categorie null) or on a category's page. */
export async function fileTools(
  ctx: GatewayContext,
  dossier: LegacyDossier,
  categorie: string | null,
): Promise<ToolParent[]> {
  return (await offeredTools(ctx, dossier)).filter((t) => t.categorie === categorie);
}

/** One tool the viewer is offered on the file, by slug. */
async function fileTool(ctx: GatewayContext, dossier: LegacyDossier, slug: string) {
  return (await offeredTools(ctx, dossier)).find((t) => t.slug === slug) ?? null;
}

/** A category by its slug: the tool of that slug, when an offered tool is listed under it. */
export async function fileToolCategory(
  ctx: GatewayContext,
  dossier: LegacyDossier,
  slug: string,
): Promise<ToolParent | null> {
  const tools = await offeredTools(ctx, dossier);
  return tools.some((t) => t.categorie === slug) ? (tools.find((t) => t.slug === slug) ?? null) : null;
}

/** Stars or unstars a tool offered to the viewer on the file the id names (NOT_FOUND otherwise). */
export async function setFavorite(
  ctx: GatewayContext,
  id: string,
  favorite: boolean,
): Promise<ResolversTypes['SetToolFavoritePayload']> {
  const named = parseEntityId(id);
  if (named === null) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  const dossier = await requireDossier(ctx, named.codeDossier);
  const tool = await fileTool(ctx, dossier, named.legacyId);
  if (!tool) throw gatewayError('NOT_FOUND');
  const sent = await legacyChange(() =>
    ctx.legacy.tools.setFavorite(dossier.codeDossier, tool.slug, favorite),
  );
  return 'errors' in sent ? { tool: null, errors: sent.errors } : { tool: { ...tool, favorite }, errors: [] };
}
