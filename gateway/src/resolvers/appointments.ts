import { appointmentContact } from '@portal/schema/rules/appointment-contact';
import {
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from '@portal/schema/rules/attachments';
import type {
  Appointment,
  AppointmentResolvers,
  DossierResolvers,
  MutationResolvers,
  Resolvers,
  UserError,
} from '../__generated__/resolvers-types.ts';
import { AttachmentRefused, bookingUpload } from '../booking-files.ts';
import type { GatewayContext } from '../context.ts';
import { holdsAnyModule, requireDossier } from '../dossier-access.ts';
import { selectsAnyOf } from '../selection.ts';
import type { LegacyAppointment } from '../legacy/shapes.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';
import { gatewayError } from '../graphql-errors.ts';
import { isMultipartError } from '../uploads/multipart-errors.ts';
import { drainUploads } from '../uploads/streaming-upload.ts';
import { legacyCodeOf } from '../legacy/legacy-error.ts';
import { issuesAsUserErrors, legacyRefusal } from '../user-errors.ts';

// Spec 000 §8: the booking's failure popup.
export const BOOKING_FAILED = 'Echec lors de la prise de RDV, veuillez réessayez.';
// The legacy's words for a past appointment (CONTRACT.md), said before asking it.
export const PAST_NOT_EDITABLE = 'Ce rendez-vous est passé : il ne peut plus être modifié.';
export const PAST_NOT_CANCELLABLE = 'Ce rendez-vous est passé : il ne peut plus être annulé.';

// GraphQL gives null for a field left empty; the rule takes it as absent.
const contactOf = (input: { reason: string; telephone?: string | null; email?: string | null }) => ({
  reason: input.reason,
  telephone: input.telephone ?? undefined,
  email: input.email ?? undefined,
});

function toAppointment(codeDossier: string, a: LegacyAppointment): Appointment {
  return {
    id: `${codeDossier}:${a.id}`,
    legacyId: a.id,
    date: a.date,
    dateFin: a.dateFin ?? null,
    title: a.title,
    description: a.description ?? null,
    location: a.location ?? null,
    address: a.address
      ? { adresse: a.address.adresse ?? null, cp: a.address.cp ?? null, ville: a.address.ville ?? null }
      : null,
    typeCommunication: a.typeCommunication ?? null,
    reason: a.reason ?? null,
    isEvent: a.isEvent,
    upcoming: a.upcoming,
    codeAgent: a.codeAgent ?? null,
    // Spec 000 §4: editable and cancellable only while in the future, as the legacy's clock says.
    editable: a.upcoming,
  };
}

// Spec 000 §6: mod_rdv for the home card, page_rdv for the pages and lists.
const APPOINTMENT_MODULES = ['mod_rdv', 'page_rdv'];

async function appointmentsOf(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyAppointment[]> {
  return (await holdsAnyModule(ctx, d, APPOINTMENT_MODULES))
    ? ctx.legacy.appointments.list(d.codeDossier)
    : [];
}

export const appointments: NonNullable<DossierResolvers['appointments']> = async (d, _args, ctx) =>
  (await appointmentsOf(ctx, d)).map((a) => toAppointment(d.codeDossier, a));

// The legacy sorts by date ascending, so the first upcoming one is the next.
export const nextAppointment: NonNullable<DossierResolvers['nextAppointment']> = async (d, _args, ctx) => {
  const next = (await appointmentsOf(ctx, d)).find((a) => a.upcoming);
  return next ? toAppointment(d.codeDossier, next) : null;
};

// Read from the file's list (the same loader), so a detail screen beside a list makes one call. The
// participants are asked for beside the list rather than after it; they are shown only if the list holds the
// appointment (and the legacy refuses another file's anyway).
export const appointment: NonNullable<DossierResolvers['appointment']> = async (
  d,
  { legacyId },
  ctx,
  info,
) => {
  if (selectsAnyOf(info, ['participants']))
    ctx.legacy.appointments.participants(legacyId).catch(() => undefined);
  const found = (await appointmentsOf(ctx, d)).find((a) => a.id === legacyId);
  return found ? toAppointment(d.codeDossier, found) : null;
};

export const participants: NonNullable<AppointmentResolvers['participants']> = async (a, _args, ctx) =>
  (await ctx.legacy.appointments.participants(a.legacyId)).map((p, i) => ({
    id: `${a.id}:${i}`,
    codeagent: p.codeagent ?? null,
    prenom: p.prenom,
    nom: p.nom,
    fonction: p.fonction ?? null,
  }));

/** The file after the rights and module checks; FORBIDDEN without the appointments modules. */
async function appointmentsDossier(ctx: GatewayContext, codeDossier: string): Promise<LegacyDossier> {
  const dossier = await requireDossier(ctx, codeDossier);
  if (!(await holdsAnyModule(ctx, dossier, APPOINTMENT_MODULES))) throw gatewayError('FORBIDDEN');
  return dossier;
}

/** One of the file's appointments, NOT_FOUND when the file has none with that id. */
async function appointmentOf(ctx: GatewayContext, d: LegacyDossier, legacyId: string) {
  const found = (await ctx.legacy.appointments.list(d.codeDossier)).find((a) => a.id === legacyId);
  if (!found) throw gatewayError('NOT_FOUND');
  return found;
}

export const bookAppointment: NonNullable<MutationResolvers['bookAppointment']> = async (
  _parent,
  { input },
  ctx,
) => {
  const files = input.files ?? [];
  try {
    const dossier = await appointmentsDossier(ctx, input.codeDossier);
    if (files.length > MAX_ATTACHMENTS)
      return { ok: false, errors: [{ field: 'input.files', message: TOO_MANY_ATTACHMENTS }] };
    const contact = appointmentContact.safeParse(contactOf(input));
    if (!contact.success) return { ok: false, errors: issuesAsUserErrors(contact.error.issues, ['input']) };
    const { parts, signal } = bookingUpload(files);
    try {
      // The legacy hears of the booking once its first file is on the way: files that never come open nothing.
      await files[0]?.opened;
      await ctx.legacy.appointments.register(
        {
          codeAgent: input.codeAgent,
          raisonSociale: dossier.raisonSociale,
          codeDossier: dossier.codeDossier,
          reason: contact.data.reason,
          tel: contact.data.telephone,
          email: contact.data.email,
        },
        parts,
        signal,
      );
      return { ok: true, errors: [] };
    } catch (error) {
      return { ok: false, errors: [bookingFailure(error)] };
    }
  } finally {
    drainUploads(files);
  }
};

function bookingFailure(error: unknown): UserError {
  if (error instanceof AttachmentRefused) return { field: 'input.files', message: error.message };
  if (legacyCodeOf(error) === 'PAYLOAD_TOO_LARGE')
    return { field: 'input.files', message: ATTACHMENT_TOO_LARGE };
  // The browser's request itself failed: its error says why (and the browser may be gone).
  if (isMultipartError(error)) throw error;
  const refusal = legacyRefusal(error);
  if (refusal) return refusal;
  if (['UNAUTHENTICATED', 'FORBIDDEN'].includes(String(legacyCodeOf(error)))) throw error;
  return { field: null, message: BOOKING_FAILED };
}

export const editAppointment: NonNullable<MutationResolvers['editAppointment']> = async (
  _parent,
  { input },
  ctx,
) => {
  const dossier = await appointmentsDossier(ctx, input.codeDossier);
  const contact = appointmentContact.safeParse(contactOf(input));
  if (!contact.success)
    return { appointment: null, errors: issuesAsUserErrors(contact.error.issues, ['input']) };
  const current = await appointmentOf(ctx, dossier, input.legacyId);
  const unchanged = toAppointment(dossier.codeDossier, current);
  if (!current.upcoming)
    return { appointment: unchanged, errors: [{ field: null, message: PAST_NOT_EDITABLE }] };
  try {
    await ctx.legacy.appointments.edit(dossier.codeDossier, {
      id: current.id,
      reason: contact.data.reason,
      telephone: contact.data.telephone,
      email: contact.data.email,
    });
  } catch (error) {
    const refusal = legacyRefusal(error);
    if (refusal) return { appointment: unchanged, errors: [refusal] };
    throw error;
  }
  // The legacy keeps what it was sent: the new state needs no second read of the list.
  const edited = { ...current, reason: contact.data.reason };
  return { appointment: toAppointment(dossier.codeDossier, edited), errors: [] };
};

export const cancelAppointment: NonNullable<MutationResolvers['cancelAppointment']> = async (
  _parent,
  { codeDossier, legacyId },
  ctx,
) => {
  const dossier = await appointmentsDossier(ctx, codeDossier);
  const current = await appointmentOf(ctx, dossier, legacyId);
  const unchanged = toAppointment(dossier.codeDossier, current);
  if (!current.upcoming)
    return { appointment: unchanged, errors: [{ field: null, message: PAST_NOT_CANCELLABLE }] };
  try {
    await ctx.legacy.appointments.cancel(dossier.codeDossier, current.id);
  } catch (error) {
    const refusal = legacyRefusal(error);
    if (refusal) return { appointment: unchanged, errors: [refusal] };
    throw error;
  }
  return { appointment: null, errors: [] };
};

export const appointmentsResolvers: Resolvers = {
  Dossier: { appointments, nextAppointment, appointment },
  Appointment: { participants },
  Mutation: { bookAppointment, editAppointment, cancelAppointment },
};
