import { DEVICE_UNKNOWN, deviceIdShape } from '@portal/schema/rules/devices';
import type { ResolversTypes } from '../../__generated__/resolvers-types.ts';
import type { DeviceParent } from '../../graphql/mappers.ts';
import type { GatewayContext } from '../../context.ts';
import { signedInSessionOf } from '../../http/session-cookie.ts';
import { refuseApiTokens } from '../api-tokens/session-only.ts';
import { requireViewer } from '../dossier/dossier-access.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const SESSION_PREFIX = 'session:';
const TOKEN_PREFIX = 'token:';

/**
 * The person's browsers, this one first and marked, then their tokens (issue 47). A browser signed in before the person's
 * last password change is left out: its next request ends it (`http/ended-sessions.ts`).
 */
export async function viewerDevices(ctx: GatewayContext): Promise<DeviceParent[]> {
  refuseApiTokens(ctx);
  const { userId } = await requireViewer(ctx);
  const now = Date.now();
  const [sessions, tokens, changedAt] = await Promise.all([
    ctx.devices.list(userId, now),
    ctx.apiTokens.list(userId),
    ctx.apiTokens.passwordChangedAt(userId),
  ]);
  const currentId = signedInSessionOf(ctx.req, ctx.config)?.sessionId ?? null;
  const browsers = sessions
    .filter((entry) => changedAt === null || entry.signedInAt >= Math.floor(changedAt / 1000) * 1000)
    .map((entry): DeviceParent => ({
      id: `${SESSION_PREFIX}${entry.id}`,
      kind: 'BROWSER',
      name: entry.device,
      signedInAt: iso(entry.signedInAt),
      lastUsedAt: iso(entry.lastUsedAt),
      current: entry.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
  const scripts = tokens
    .filter((record) => record.expiresAt > now)
    .sort((a, b) => a.createdAt - b.createdAt)
    .map((record): DeviceParent => ({
      id: `${TOKEN_PREFIX}${record.id}`,
      kind: 'API_TOKEN',
      name: record.name,
      signedInAt: iso(record.createdAt),
      lastUsedAt: record.lastUsedAt === null ? null : iso(record.lastUsedAt),
      current: false,
    }));
  return [...browsers, ...scripts];
}

/**
 * Signs one of the person's devices out: a browser's entry leaves the registry, so its next request runs signed
 * out on every replica; a token is revoked. Another person's id finds nothing in the person's own lists.
 */
export async function signOutDevice(
  ctx: GatewayContext,
  deviceId: string,
): Promise<ResolversTypes['SignOutDevicePayload']> {
  refuseApiTokens(ctx);
  const { userId } = await requireViewer(ctx);
  const unknown = { signedOutId: null, errors: [{ field: 'deviceId', message: DEVICE_UNKNOWN }] };
  if (!deviceIdShape.safeParse(deviceId).success) return unknown;
  const signedOut = deviceId.startsWith(SESSION_PREFIX)
    ? await ctx.devices.remove(userId, deviceId.slice(SESSION_PREFIX.length))
    : await ctx.apiTokens.revoke(ctx.req, userId, deviceId.slice(TOKEN_PREFIX.length));
  return signedOut ? { signedOutId: deviceId, errors: [] } : unknown;
}
