import { appointmentContact } from '@portal/schema/rules/appointment-contact';
import {
  BOOKING_FAILED,
  listsAppointments,
  PAST_NOT_CANCELLABLE,
  PAST_NOT_EDITABLE,
} from '@portal/schema/rules/appointments';
import {
  ATTACHMENT_TOO_LARGE,
  MAX_ATTACHMENTS,
  TOO_MANY_ATTACHMENTS,
} from '@portal/schema/rules/attachments';
import { entityIdOf } from '@portal/schema/rules/ids';
import type {
  BookAppointmentInput,
  EditAppointmentInput,
  ResolversTypes,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import { AttachmentRefused, bookingUpload } from './booking-files.ts';
import type { GatewayContext } from '../../context.ts';
import { legacyCodeOf } from '../../transport/legacy-error.ts';
import type { LegacyAppointment } from './appointments-shapes.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { AppointmentParent } from '../../graphql/mappers.ts';
import { isMultipartError } from '../../uploads/multipart-errors.ts';
import { drainUploads } from '../../uploads/streaming-upload.ts';
import { issuesAsUserErrors, legacyChange, legacyRefusal } from '../../graphql/user-errors.ts';
import { fileOpening, firstOfFile, itemOfFile, listOfFile } from '../documents/file-items.ts';

type AppointmentChange = ResolversTypes['AppointmentChangePayload'];
type Booking = ResolversTypes['BookAppointmentPayload'];

const ofFile = (codeDossier: string) => (a: LegacyAppointment) => ({ ...a, codeDossier });

const legacyListOf = (ctx: GatewayContext) => (code: string) => ctx.legacy.appointments.list(code);

const listOf = (ctx: GatewayContext) => async (code: string) =>
  (await legacyListOf(ctx)(code)).map(ofFile(code));

/** The file's appointments by date, none when it does not open their pages (schema/rules/appointments.ts). */
export const fileAppointments = (ctx: GatewayContext, d: LegacyDossier): Promise<AppointmentParent[]> =>
  listOfFile(ctx, d, listsAppointments, listOf(ctx));

/** The file's next appointment: the legacy sorts by date ascending, so the first upcoming one. */
export const nextAppointment = (ctx: GatewayContext, d: LegacyDossier): Promise<AppointmentParent | null> =>
  firstOfFile(ctx, d, listsAppointments, legacyListOf(ctx), (a) => a.upcoming);

/**
 * One appointment of the file, read from its list (the same loader), so a detail screen beside a list makes one
 * call; its participants, when wanted, are asked for beside the list (the legacy refuses another file's anyway).
 */
export async function fileAppointment(
  ctx: GatewayContext,
  d: LegacyDossier,
  legacyId: string,
  withParticipants: boolean,
): Promise<AppointmentParent | null> {
  if (withParticipants) ctx.legacy.appointments.participants(legacyId).catch(() => undefined);
  return firstOfFile(ctx, d, listsAppointments, legacyListOf(ctx), (a) => a.id === legacyId);
}

// GraphQL gives null for a field left empty; the rule takes it as absent.
const contactOf = (input: { reason: string; telephone?: string | null; email?: string | null }) =>
  appointmentContact.safeParse({
    reason: input.reason,
    telephone: input.telephone ?? undefined,
    email: input.email ?? undefined,
  });

/** Asks an agent for an appointment; the files stream to the legacy as they come from the browser. */
export async function book(ctx: GatewayContext, input: BookAppointmentInput): Promise<Booking> {
  const files = input.files ?? [];
  try {
    const dossier = await fileOpening(ctx, input.codeDossier, listsAppointments);
    if (files.length > MAX_ATTACHMENTS)
      return { appointmentRequest: null, errors: [{ field: 'input.files', message: TOO_MANY_ATTACHMENTS }] };
    const contact = contactOf(input);
    if (!contact.success)
      return { appointmentRequest: null, errors: issuesAsUserErrors(contact.error.issues, ['input']) };
    const { parts, signal } = bookingUpload(files);
    try {
      // The legacy hears of the booking once its first file is on the way: files that never come open nothing.
      await files[0]?.opened;
      const legacyId = await ctx.legacy.appointments.register(
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
      return { appointmentRequest: { id: entityIdOf(dossier.codeDossier, legacyId), legacyId }, errors: [] };
    } catch (error) {
      return { appointmentRequest: null, errors: [bookingFailure(error)] };
    }
  } finally {
    drainUploads(files);
  }
}

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

/**
 * A change of a future appointment of a file the viewer may act on (rights, page_rdv, the appointment in the
 * file's list): a past one is refused with `pastMessage` without asking the legacy.
 */
async function changeAppointment(
  ctx: GatewayContext,
  id: string,
  pastMessage: string,
  send: (a: AppointmentParent) => Promise<AppointmentParent | null>,
): Promise<AppointmentChange> {
  const { item: current } = await itemOfFile(ctx, id, listsAppointments, listOf(ctx));
  if (!current.upcoming) return { appointment: current, errors: [{ field: null, message: pastMessage }] };
  const sent = await legacyChange(() => send(current));
  return 'errors' in sent
    ? { appointment: current, errors: sent.errors }
    : { appointment: sent.done, errors: [] };
}

/** New reason and contact of a future appointment; the legacy tells the agent. */
export async function edit(ctx: GatewayContext, input: EditAppointmentInput): Promise<AppointmentChange> {
  const contact = contactOf(input);
  if (!contact.success)
    return { appointment: null, errors: issuesAsUserErrors(contact.error.issues, ['input']) };
  return changeAppointment(ctx, input.id, PAST_NOT_EDITABLE, async (current) => {
    await ctx.legacy.appointments.edit(current.codeDossier, {
      id: current.id,
      reason: contact.data.reason,
      telephone: contact.data.telephone,
      email: contact.data.email,
    });
    // The legacy keeps what it was sent: the new state needs no second read of the list.
    return { ...current, reason: contact.data.reason };
  });
}

/** Cancels a future appointment: it leaves the file's list. */
export const cancel = (ctx: GatewayContext, id: string): Promise<AppointmentChange> =>
  changeAppointment(ctx, id, PAST_NOT_CANCELLABLE, async (current) => {
    await ctx.legacy.appointments.cancel(current.codeDossier, current.id);
    return null;
  });
