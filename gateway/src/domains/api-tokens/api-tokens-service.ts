import {
  API_TOKEN_MAX_LIVE,
  API_TOKEN_NONE_TO_RENEW,
  API_TOKEN_PASSWORD_WRONG,
  API_TOKEN_TOO_MANY,
  API_TOKEN_FILE_NOT_YOURS,
  API_TOKEN_UNKNOWN,
  type ApiAreaScope,
  apiTokenPassword,
  createApiTokenInput,
} from '@portal/schema/rules/api-tokens';
import { TOO_MANY_ATTEMPTS_MESSAGE } from '@portal/schema/rules/sign-in';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.ts';
import type { ApiTokenParent } from '../../graphql/mappers.ts';
import { isPaused } from './api-tokens.ts';
import type { ApiTokenRecord } from './token-store.ts';
import { scopesOf } from './token-areas.ts';
import { refuseApiTokens } from './session-only.ts';
import type { GatewayContext } from '../../context.ts';
import { accessibleDossier, requireViewer } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import { sessionOf } from '../../http/session-cookie.ts';
import type { PortalSession } from '../../transport/legacy-identity.ts';
import { issuesAsUserErrors } from '../../graphql/user-errors.ts';

/** Prefix of the login budgets of password confirmations in the sign-in throttle. */
const TOKEN_PASSWORD_BUDGET = 'jetons:';

const iso = (ms: number) => new Date(ms).toISOString();

const asApiToken = (record: ApiTokenRecord, changedAt: number | null): ApiTokenParent => ({
  id: record.id,
  name: record.name,
  scope: scopesOf(record).some((s) => s.access === 'WRITE') ? 'WRITE' : 'READ',
  scopes: scopesOf(record),
  files: record.files ?? null,
  createdAt: iso(record.createdAt),
  lastUsedAt: record.lastUsedAt === null ? null : iso(record.lastUsedAt),
  expiresAt: iso(record.expiresAt),
  paused: isPaused(record, changedAt),
});

/** The scopes asked, one per area: an area asked twice gets the wider access. */
const oneEntryPerArea = (scopes: ApiAreaScope[]): ApiAreaScope[] => {
  const byArea = new Map<ApiAreaScope['area'], ApiAreaScope['access']>();
  for (const { area, access } of scopes) if (byArea.get(area) !== 'WRITE') byArea.set(area, access);
  return [...byArea].map(([area, access]) => ({ area, access }));
};

/** The person's tokens; a token sees its owner's list too (names and dates, never a token's text). */
export async function viewerApiTokens(ctx: GatewayContext): Promise<ApiTokenParent[]> {
  const identity = await requireViewer(ctx);
  const [records, changedAt] = await Promise.all([
    ctx.apiTokens.list(identity.userId),
    ctx.apiTokens.passwordChangedAt(identity.userId),
  ]);
  return records.map((record) => asApiToken(record, changedAt));
}

/** The token the request authenticated with, accepted so not paused; null for a browser session. */
export async function viewerApiToken(ctx: GatewayContext): Promise<ApiTokenParent | null> {
  await requireViewer(ctx);
  return ctx.apiToken && asApiToken(ctx.apiToken, null);
}

/** Whether the person has tokens whose session ended: 'Accès API' then offers to renew it. */
export async function viewerApiTokenSessionEnded(ctx: GatewayContext): Promise<boolean> {
  const identity = await requireViewer(ctx);
  return ctx.apiTokens.sessionEnded(identity.userId);
}

/** The portal session a token is created or revoked with: a browser's cookie confirmed by the legacy. */
async function requireCookieSession(ctx: GatewayContext) {
  refuseApiTokens(ctx);
  const identity = await requireViewer(ctx);
  const session = sessionOf(ctx.req, ctx.config);
  if (session === null) throw gatewayError('UNAUTHENTICATED');
  return { token: session.token, identity };
}

/**
 * The owner's password confirmed by the legacy's sign-in, within the sign-in budgets (a token's creation must not
 * be a way round them): the new legacy session it opens, for the tokens; or the refusal, in French.
 */
async function tokenSessionOf(
  ctx: GatewayContext,
  ownerId: string,
  password: string,
): Promise<PortalSession | { field: string; message: string }> {
  // A budget of its own per login (the address's is shared with sign-ins): guesses here are bounded as a sign-in's
  // are, and a person locked out of signing in by someone else's guesses can still confirm their password here.
  const attempt = await ctx.signInThrottle.attempt(`${TOKEN_PASSWORD_BUDGET}${ownerId}`, ctx.req.ip);
  if (attempt === null) return { field: 'password', message: TOO_MANY_ATTEMPTS_MESSAGE };
  let session;
  try {
    session = await ctx.legacy.auth.login(ownerId, password);
  } catch (error) {
    await attempt.cancelled();
    throw error;
  }
  if (session === null || session.identity.userId !== ownerId)
    return { field: 'password', message: API_TOKEN_PASSWORD_WRONG };
  await attempt.succeeded();
  return session;
}

export async function create(
  ctx: GatewayContext,
  input: ResolversTypes['CreateApiTokenInput'],
): Promise<ResolversTypes['CreateApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  const refused = (errors: UserError[]) => ({
    apiToken: null,
    plainTextToken: null,
    errors,
  });
  const parsed = createApiTokenInput.safeParse({
    name: input.name,
    scope: input.scope ?? undefined,
    scopes: input.scopes ?? undefined,
    files: input.files ?? undefined,
    expiresInDays: input.expiresInDays ?? undefined,
    password: input.password ?? undefined,
  });
  if (!parsed.success) return refused(issuesAsUserErrors(parsed.error.issues, ['input']));
  if ((await ctx.apiTokens.list(owner.identity.userId)).length >= API_TOKEN_MAX_LIVE)
    return refused([{ field: null, message: API_TOKEN_TOO_MANY }]);
  const { password, files, ...request } = parsed.data;
  const limitedTo = files && [...new Set(files)];
  // A token is limited to files its owner may open: checked now, with the owner's own session.
  for (const [index, code] of (limitedTo ?? []).entries())
    if ((await accessibleDossier(ctx, owner.identity, code)) === null)
      return refused([{ field: `input.files.${index}`, message: API_TOKEN_FILE_NOT_YOURS }]);
  const tokenSession = await tokenSessionOf(ctx, owner.identity.userId, password);
  if (!('token' in tokenSession))
    return refused([{ field: `input.${tokenSession.field}`, message: tokenSession.message }]);
  const { token, record } = await ctx.apiTokens.issue(ctx.req, tokenSession, {
    ...request,
    ...(request.scopes && { scopes: oneEntryPerArea(request.scopes) }),
    ...(limitedTo && { files: limitedTo }),
  });
  return { apiToken: asApiToken(record, null), plainTextToken: token, errors: [] };
}

/** Opens a new session for the owner's tokens with their password, once the legacy ended the former one. */
export async function renewSession(
  ctx: GatewayContext,
  password: string,
): Promise<ResolversTypes['RenewApiTokenSessionPayload']> {
  const owner = await requireCookieSession(ctx);
  const parsed = apiTokenPassword.safeParse(password);
  if (!parsed.success)
    return { renewed: false, errors: issuesAsUserErrors(parsed.error.issues, ['password']) };
  if ((await ctx.apiTokens.list(owner.identity.userId)).length === 0)
    return { renewed: false, errors: [{ field: null, message: API_TOKEN_NONE_TO_RENEW }] };
  const tokenSession = await tokenSessionOf(ctx, owner.identity.userId, parsed.data);
  if (!('token' in tokenSession)) return { renewed: false, errors: [tokenSession] };
  await ctx.apiTokens.openSession(ctx.req, tokenSession);
  return { renewed: true, errors: [] };
}

export async function revoke(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['RevokeApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  return (await ctx.apiTokens.revoke(ctx.req, owner.identity.userId, id))
    ? { revokedId: id, errors: [] }
    : { revokedId: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
}

export async function confirm(
  ctx: GatewayContext,
  id: string,
): Promise<ResolversTypes['ConfirmApiTokenPayload']> {
  const owner = await requireCookieSession(ctx);
  if (!(await ctx.apiTokens.confirm(owner.identity.userId, id)))
    return { apiToken: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
  const record = (await ctx.apiTokens.list(owner.identity.userId)).find((r) => r.id === id);
  return record
    ? { apiToken: asApiToken(record, null), errors: [] }
    : { apiToken: null, errors: [{ field: 'apiTokenId', message: API_TOKEN_UNKNOWN }] };
}
