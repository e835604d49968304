import {
  credentialIssues,
  managesCredentials,
  type CredentialChange,
} from '@portal/schema/rules/credentials';
import { ENTITY_ID_INVALID, parseEntityId } from '@portal/schema/rules/ids';
import type { ResolversTypes, UserError } from '../../__generated__/resolvers-types.ts';
import { refuseApiTokens } from '../api-tokens/session-only.ts';
import type { GatewayContext } from '../../context.ts';
import { requireDossier } from '../dossier/dossier-access.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { IdentifiantChange } from './credentials-api.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyIdentifiant } from './credentials-shapes.ts';
import { legacyChange } from '../../graphql/user-errors.ts';

type Payload = ResolversTypes['SharedCredentialPayload'];
type DeletePayload = ResolversTypes['DeleteSharedCredentialPayload'];

/** The file's credentials, for its owner only: anyone else gets FORBIDDEN before the legacy is asked. */
export function fileCredentials(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyIdentifiant[]> {
  refuseApiTokens(ctx);
  if (!managesCredentials(d.idRole)) throw gatewayError('FORBIDDEN');
  return ctx.legacy.credentials.list(d.codeDossier);
}

/** The file a change is for: the viewer's rights on it, then the owner's role (FORBIDDEN without either). */
async function ownedFile(ctx: GatewayContext, codeDossier: string): Promise<LegacyDossier> {
  const dossier = await requireDossier(ctx, codeDossier);
  if (!managesCredentials(dossier.idRole)) throw gatewayError('FORBIDDEN');
  return dossier;
}

/** The file and the credential's legacy id a global id names, for a change by the file's owner. */
async function ownedCredential(ctx: GatewayContext, id: string) {
  const named = parseEntityId(id);
  if (named === null) throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  return { dossier: await ownedFile(ctx, named.codeDossier), legacyId: named.legacyId };
}

// The issues never carry a value, only the field and the spec's message: a password cannot travel back in them.
const asUserErrors = (issues: ReturnType<typeof credentialIssues>): UserError[] =>
  issues.map((issue) => ({ field: issue.field && `input.${issue.field}`, message: issue.message }));

/** Sends a change that passed the §5 rules, or answers their first refusal. */
async function change(
  input: CredentialChange,
  withPassword: boolean,
  send: (change: IdentifiantChange) => Promise<LegacyIdentifiant>,
): Promise<Payload> {
  const issues = credentialIssues(input, withPassword);
  if (issues.length > 0) return { sharedCredential: null, errors: asUserErrors(issues) };
  const body: IdentifiantChange = { titre: input.titre.trim(), nomUtilisateur: input.nomUtilisateur.trim() };
  if (withPassword) body.motDePasse = input.motDePasse ?? '';
  const outcome = await legacyChange(() => send(body));
  return 'done' in outcome
    ? { sharedCredential: outcome.done, errors: [] }
    : { sharedCredential: null, errors: outcome.errors };
}

export async function add(
  ctx: GatewayContext,
  input: ResolversTypes['AddSharedCredentialInput'],
): Promise<Payload> {
  const dossier = await ownedFile(ctx, input.codeDossier);
  return change(input, true, (body) =>
    ctx.legacy.credentials.add(dossier.codeDossier, { ...body, motDePasse: body.motDePasse ?? '' }),
  );
}

export async function update(
  ctx: GatewayContext,
  input: ResolversTypes['UpdateSharedCredentialInput'],
): Promise<Payload> {
  const { dossier, legacyId } = await ownedCredential(ctx, input.id);
  return change(input, input.changesPassword, (body) =>
    ctx.legacy.credentials.update(dossier.codeDossier, legacyId, body),
  );
}

export async function remove(ctx: GatewayContext, id: string): Promise<DeletePayload> {
  const { dossier, legacyId } = await ownedCredential(ctx, id);
  const outcome = await legacyChange(() => ctx.legacy.credentials.remove(dossier.codeDossier, legacyId));
  return { sharedCredential: null, errors: 'done' in outcome ? [] : outcome.errors };
}
