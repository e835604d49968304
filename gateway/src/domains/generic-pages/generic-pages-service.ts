import { framedAddress, GENERIC_PAGE_FOUND } from '@portal/schema/rules/generic-pages';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';

/** A generic page (spec 000 §2.3), or null when the legacy's answer holds none. */
export async function genericPage(
  ctx: GatewayContext,
  pageId: string,
): Promise<ResolversTypes['GenericPage'] | null> {
  await requireViewer(ctx);
  const { status, data } = await ctx.legacy.genericPages.byId(pageId);
  if (status !== GENERIC_PAGE_FOUND || !data) return null;
  return { id: pageId, title: data.title, url: framedAddress(data.url), content: data.content };
}
