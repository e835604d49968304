import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import type { LegacyTour } from './tours-shapes.ts';
import { legacyChange } from '../../graphql/user-errors.ts';

/** The viewer's tour for a route name, done or not; null when none is assigned. */
export async function tourInProgress(ctx: GatewayContext, routeName: string): Promise<LegacyTour | null> {
  await requireViewer(ctx);
  return ctx.legacy.parcours.inProgress(routeName);
}

/** Marks the route's tour done, or removes the mark (spec 000 §4, the restart on demand). */
export async function setDone(
  ctx: GatewayContext,
  routeName: string,
  dejaFait: boolean,
): Promise<ResolversTypes['TourChangePayload']> {
  const tour = await tourInProgress(ctx, routeName);
  if (tour === null) return { tour: null, errors: [] };
  const sent = await legacyChange(() => ctx.legacy.parcours.setDone(tour, dejaFait));
  return 'done' in sent ? { tour: sent.done, errors: [] } : { tour: null, errors: sent.errors };
}
