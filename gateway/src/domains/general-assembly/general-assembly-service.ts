import {
  AG_CLOSED,
  agRegistrationState,
  attendanceIssues,
  opensGeneralAssembly,
  selectedInvitation,
} from '@portal/schema/rules/general-assembly';
import { ENTITY_ID_INVALID, entityIdOf, parseEntityId } from '@portal/schema/rules/ids';
import type {
  GeneralAssembly,
  RegisterAgAttendanceInput,
  ResolversTypes,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import { dossierPermissions, isCollaborateur, requireViewer } from '../dossier/dossier-access.ts';
import { agProxyFormUrl } from '../../graphql/file-urls.ts';
import { gatewayError } from '../../graphql/graphql-errors.ts';
import type { LegacyAgInvitation } from './general-assembly-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import { legacyChange } from '../../graphql/user-errors.ts';
import { fileOpening, type OpensDomain } from '../documents/file-items.ts';

/** Spec 001 §7: the invitations are the current year's. */
const currentYear = () => new Date().getFullYear();

/** Whether the viewer may register the file (schema/rules/general-assembly.ts), as a file-items check. */
async function opensFor(ctx: GatewayContext): Promise<OpensDomain> {
  const collaborateur = isCollaborateur(await requireViewer(ctx));
  return (permissions) => opensGeneralAssembly(permissions, collaborateur);
}

/** The assembly as the screen shows it, from the legacy's answers: the §4 selection and the state decided here. */
function assemblyOf(
  d: LegacyDossier,
  year: number,
  dates: { dateDebut: string | null; dateFin: string | null },
  invitations: readonly LegacyAgInvitation[],
  viewerGuid: string,
  collaborateur: boolean,
): GeneralAssembly {
  const weighed = invitations.map((i) => ({ ...i, poids: i.poids ?? 0 }));
  const selected = selectedInvitation(weighed, viewerGuid);
  return {
    id: entityIdOf(d.codeDossier, 'ag'),
    annee: year,
    etat: agRegistrationState(dates, new Date()),
    dateFin: dates.dateFin,
    invitations: weighed.map((i) => ({
      id: entityIdOf(d.codeDossier, i.id),
      participe: i.participe,
      nbPersonne: i.nbPersonne,
      poids: i.poids,
      libelleUserModification: i.libelleUserModification,
      dateModification: i.dateModification,
      selected: i === selected,
    })),
    showsForums: !collaborateur,
    pouvoirUrl: agProxyFormUrl(),
  };
}

/** The file's assembly; null when the viewer may not register it. */
export async function fileGeneralAssembly(
  ctx: GatewayContext,
  d: LegacyDossier,
): Promise<GeneralAssembly | null> {
  const [opens, permissions, identity] = await Promise.all([
    opensFor(ctx),
    dossierPermissions(ctx, d),
    requireViewer(ctx),
  ]);
  if (!opens(permissions, d)) return null;
  const year = currentYear();
  const [dates, invitations, profile] = await Promise.all([
    ctx.legacy.generalAssembly.dates(d.codeDossier),
    ctx.legacy.generalAssembly.invitations(year, d.codeDossier),
    ctx.legacy.user.profile(),
  ]);
  return assemblyOf(d, year, dates, invitations, profile.guidPersonne ?? '', isCollaborateur(identity));
}

/**
 * Records the answers: the §5 rules, then the viewer's rights on the file (FORBIDDEN), its invitations
 * (NOT_FOUND) and the registration period, before any answer is sent. The IP address is the caller's as the
 * gateway sees it (behind a trusted proxy, from X-Forwarded-For): no third-party lookup.
 */
export async function registerAttendance(
  ctx: GatewayContext,
  input: RegisterAgAttendanceInput,
): Promise<ResolversTypes['RegisterAgAttendancePayload']> {
  const named = input.answers.map((a) => parseEntityId(a.id));
  const codeDossier = named[0]?.codeDossier;
  if (!codeDossier || named.some((n) => n?.codeDossier !== codeDossier))
    throw gatewayError('BAD_USER_INPUT', ENTITY_ID_INVALID, true);
  const issues = attendanceIssues(input.answers);
  if (issues.some(Boolean))
    return {
      assembleeGenerale: null,
      errors: issues.flatMap((message, i) =>
        message ? [{ field: `input.answers.${i}.nbPersonne`, message }] : [],
      ),
    };
  const dossier = await fileOpening(ctx, codeDossier, await opensFor(ctx));
  const year = currentYear();
  const [dates, invitations, identity] = await Promise.all([
    ctx.legacy.generalAssembly.dates(codeDossier),
    ctx.legacy.generalAssembly.invitations(year, codeDossier),
    requireViewer(ctx),
  ]);
  const ids = named.map((n) => n?.legacyId ?? '');
  if (ids.some((id) => !invitations.some((i) => i.id === id))) throw gatewayError('NOT_FOUND');
  if (agRegistrationState(dates, new Date()) !== 'Ouverte')
    return { assembleeGenerale: null, errors: [{ field: null, message: AG_CLOSED }] };
  const now = new Date().toISOString();
  const result = await legacyChange(() =>
    Promise.all(
      input.answers.map((answer, i) =>
        ctx.legacy.generalAssembly.register(year, {
          id: Number(ids[i]),
          codeDossier,
          participe: answer.participe,
          nbPersonne: answer.nbPersonne,
          dateReponse: now,
          dateModification: now,
          adresseIp: ctx.req.ip,
        }),
      ),
    ),
  );
  if ('errors' in result) return { assembleeGenerale: null, errors: result.errors };
  // The answers as recorded, without reading the invitations again: each as sent, with its editor and date.
  const answered = invitations.map((invitation) => {
    const i = ids.indexOf(invitation.id);
    const answer = input.answers[i];
    const recorded = result.done[i];
    return answer && recorded
      ? {
          ...invitation,
          participe: answer.participe,
          nbPersonne: answer.nbPersonne,
          userModification: recorded.userModification,
          libelleUserModification: recorded.libelleUserModification,
          dateModification: now,
        }
      : invitation;
  });
  const assembly = assemblyOf(
    dossier,
    year,
    dates,
    answered,
    result.done[0]?.userModification ?? '',
    isCollaborateur(identity),
  );
  return { assembleeGenerale: assembly, errors: [] };
}
