import { invitationRefusal, invitationState } from '@portal/schema/rules/invitations';
import type { ResolversTypes } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { gatewayError } from '../graphql-errors.ts';
import { LegacyError } from '../legacy/legacy-error.ts';
import type { LegacyInvitation } from '../legacy/shapes.ts';
import { legacyChange } from '../user-errors.ts';

/** The invitation of a link, or null when the legacy knows none. */
export async function invitation(ctx: GatewayContext, id: string): Promise<LegacyInvitation | null> {
  try {
    return await ctx.legacy.invitations.byId(id);
  } catch (error) {
    if (error instanceof LegacyError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** Spec 000 §4: answered (accepted or refused) or expired invitations cannot be accepted; null when it can. */
export function refusalOf(invitation: LegacyInvitation, now = new Date()): string | null {
  return invitationRefusal(
    invitationState({ ...invitation, dateExpiration: invitation.dateExpiration ?? '9999-12-31' }, now),
  );
}

/** Accepts for the signed-in person: the state re-checked here first, so a refused one never reaches the legacy. */
export async function acceptInvitation(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['AcceptInvitationPayload']> {
  // Spec 000 §2.3: only a signed-in person can accept.
  if (!ctx.legacy.hasSession) throw gatewayError('UNAUTHENTICATED');
  const found = await invitation(ctx, id);
  if (!found) throw gatewayError('NOT_FOUND');
  const refusal = refusalOf(found);
  if (refusal) return { accepted: false, errors: [{ field: null, message: refusal }] };
  const result = await legacyChange(() => ctx.legacy.invitations.accept(id));
  return 'done' in result ? { accepted: true, errors: [] } : { accepted: false, errors: result.errors };
}
