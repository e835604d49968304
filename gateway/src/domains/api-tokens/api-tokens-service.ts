import {
  API_TOKEN_MAX_LIVE,
  API_TOKEN_TOO_MANY,
  API_TOKEN_UNKNOWN,
  createApiTokenInput,
} from '@portal/schema/rules/api-tokens';
import type { ApiToken, ResolversTypes } from '../../__generated__/resolvers-types.ts';
import { isPaused } from './api-tokens.ts';
import type { ApiTokenRecord } from './token-store.ts';
import { refuseApiTokens } from './session-only.ts';
import type { GatewayContext } from '../../context.ts';
import { requireViewer } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { sessionOf } from '../../http/session-cookie.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';

const iso = (ms: number) => new Date(ms).toISOString();

const asApiToken = (record: ApiTokenRecord, changedAt: number | null): ApiToken => ({
  id: record.id,
  name: record.name,
  scope: record.scope,
  createdAt: iso(record.createdAt),
  lastUsedAt: record.lastUsedAt === null ? null : iso(record.lastUsedAt),
  expiresAt: iso(record.expiresAt),
  paused: isPaused(record, changedAt),
});

/** The person's tokens; a token sees its owner's list too (names and dates, never a token's text). */
export async function viewerApiTokens(ctx: GatewayContext): Promise<ApiToken[]> {
  const identity = await requireViewer(ctx);
  const [records, changedAt] = await Promise.all([
    ctx.apiTokens.list(identity.userId),
    ctx.apiTokens.passwordChangedAt(identity.userId),
  ]);
  return records.map((record) => asApiToken(record, changedAt));
}

/** The portal session a token is created or revoked with: a browser's cookie confirmed by the legacy. */
async function requireCookieSession(ctx: GatewayContext) {
  refuseApiTokens(ctx);
  const identity = await requireViewer(ctx);
  const session = sessionOf(ctx.req, ctx.config);
  if (session === null) throw gatewayError('UNAUTHENTICATED');
  return { token: session.token, identity };
}

export async function create(
  ctx: GatewayContext,
  input: ResolversTypes['CreateApiTokenInput'],
): Promise<ResolversTypes['CreateApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  const parsed = createApiTokenInput.safeParse({
    name: input.name,
    scope: input.scope ?? undefined,
    expiresInDays: input.expiresInDays ?? undefined,
  });
  if (!parsed.success)
    return {
      apiToken: null,
      plainTextToken: null,
      errors: issuesAsUserErrors(parsed.error.issues, ['input']),
    };
  if ((await ctx.apiTokens.list(owner.identity.userId)).length >= API_TOKEN_MAX_LIVE)
    return { apiToken: null, plainTextToken: null, errors: [{ field: null, message: API_TOKEN_TOO_MANY }] };
  const { token, record } = await ctx.apiTokens.issue(owner, parsed.data);
  return { apiToken: asApiToken(record, null), plainTextToken: token, errors: [] };
}

export async function revoke(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['RevokeApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  return (await ctx.apiTokens.revoke(owner.identity.userId, id))
    ? { revokedId: id, errors: [] }
    : { revokedId: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
}

export async function confirm(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['ConfirmApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  if (!(await ctx.apiTokens.confirm(owner, id)))
    return { apiToken: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
  const record = (await ctx.apiTokens.list(owner.identity.userId)).find((r) => r.id === id);
  return record
    ? { apiToken: asApiToken(record, null), errors: [] }
    : { apiToken: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
}
