import {
  participantFields,
  registrationError,
  MISSING_EMAILS,
  PENDING_PARTICIPANTS,
} from '@portal/schema/rules/event-participants';
import type {
  DossierResolvers,
  EventAvailability,
  EventResolvers,
  MutationResolvers,
  Resolvers,
  SubscriptionInput,
  UserError,
} from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { holdsAnyModule, requireDossier } from '../dossier-access.ts';
import { selectsAnyOf } from '../selection.ts';
import { eventIconUrl, eventImageUrl } from '../file-urls.ts';
import type { LegacyEvent, LegacySubscription } from '../legacy/shapes.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';
import { gatewayError } from '../graphql-errors.ts';
import type { EventParent } from '../mappers.ts';
import { issuesAsUserErrors, legacyRefusal } from '../user-errors.ts';

// The legacy's words for an event that takes no more answers (CONTRACT.md), said before asking it.
export const EVENT_CANCELLED = "Cet événement est annulé : il n'est plus possible d'y répondre.";
export const EVENT_PAST = "Cet événement est passé : il n'est plus possible d'y répondre.";

/** Spec 000 §4, in this order of precedence: cancelled, past, full, open. */
export function availabilityOf(e: LegacyEvent): EventAvailability {
  if (e.estAnnule) return 'ANNULE';
  if (!e.upcoming) return 'PASSE';
  if (e.nbMaxInscription > 0 && e.nbInscrits >= e.nbMaxInscription) return 'COMPLET';
  return 'OUVERT';
}

/** Places left, null when unlimited (nbMaxInscription 0, spec 000 §9). */
export const placesLeftOf = (e: LegacyEvent): number | null =>
  e.nbMaxInscription > 0 ? Math.max(0, e.nbMaxInscription - e.nbInscrits) : null;

function toEvent(codeDossier: string, e: LegacyEvent): EventParent {
  return {
    codeDossier,
    id: `${codeDossier}:${e.id}`,
    legacyId: e.id,
    title: e.title,
    date: e.date,
    dateDebut: e.dateDebut ?? null,
    dateFin: e.dateFin ?? null,
    location: e.location ?? null,
    ville: e.address?.ville ?? null,
    type: e.type ?? null,
    url: e.url ?? null,
    registrationRequired: e.registrationRequired,
    estAnnule: e.estAnnule,
    nbMaxInscription: e.nbMaxInscription,
    nbInscrits: e.nbInscrits,
    idcampagne: e.idcampagne ?? null,
    nbevent: e.nbevent ?? null,
    registred: e.registred ?? null,
    upcoming: e.upcoming,
    iconUrl: eventIconUrl(e.id),
    imageUrl: eventImageUrl(e.id),
    dates: e.dates && e.dates.length > 0 ? e.dates : [e.date],
    availability: availabilityOf(e),
    placesRestantes: placesLeftOf(e),
  };
}

// Spec 000 §6: mod_events for the home card, page_events for the pages and lists.
const EVENT_MODULES = ['mod_events', 'page_events'];

async function eventsOf(ctx: GatewayContext, d: LegacyDossier): Promise<LegacyEvent[]> {
  return (await holdsAnyModule(ctx, d, EVENT_MODULES)) ? ctx.legacy.events.list(d.codeDossier) : [];
}

export const events: NonNullable<DossierResolvers['events']> = async (d, _args, ctx) =>
  (await eventsOf(ctx, d)).map((e) => toEvent(d.codeDossier, e));

// The legacy sorts by date ascending, so the first upcoming one is the next.
export const nextEvent: NonNullable<DossierResolvers['nextEvent']> = async (d, _args, ctx) => {
  const next = (await eventsOf(ctx, d)).find((e) => e.upcoming);
  return next ? toEvent(d.codeDossier, next) : null;
};

// Read from the file's list (the same loader), so a detail screen beside a list makes one call; the
// participants are asked for beside the list (shown only if the list holds the event).
export const event: NonNullable<DossierResolvers['event']> = async (d, { legacyId }, ctx, info) => {
  if (selectsAnyOf(info, ['subscriptions'])) {
    ctx.legacy.events.subscriptions(d.codeDossier, legacyId).catch(() => undefined);
  }
  const found = (await eventsOf(ctx, d)).find((e) => e.id === legacyId);
  return found ? toEvent(d.codeDossier, found) : null;
};

export const linkedEvents: NonNullable<EventResolvers['linkedEvents']> = async (e, _args, ctx) => {
  if (e.idcampagne === null || e.idcampagne === undefined) return [];
  const linked = await ctx.legacy.events.linked(e.idcampagne, e.codeDossier);
  return linked.filter((l) => l.id !== e.legacyId).map((l) => toEvent(e.codeDossier, l));
};

const toSubscription = (eventId: string, s: LegacySubscription) => ({
  id: `${eventId}:${s.id}`,
  legacyId: s.id,
  nom: s.nom,
  prenom: s.prenom,
  email: s.email ?? null,
  tel: s.tel ?? null,
  participe: s.participe ?? null,
  deleted: s.deleted,
  estDossierMembre: s.estDossierMembre,
  guidPersonne: s.guidPersonne ?? null,
  commentaire: s.commentaire ?? null,
});

export const subscriptions: NonNullable<EventResolvers['subscriptions']> = async (e, _args, ctx) =>
  (e.subscriptionsNow ?? (await ctx.legacy.events.subscriptions(e.codeDossier, e.legacyId))).map((s) =>
    toSubscription(e.id, s),
  );

const participating = (all: readonly LegacySubscription[]) =>
  all.filter((s) => s.participe === true && !s.deleted).length;

/**
 * The event as an answer leaves it, worked out from the state read before it and the legacy's reply, so the
 * payload reads nothing twice: the file's answer, its participants, and the places they take.
 */
function answered(
  dossier: LegacyDossier,
  before: LegacyEvent,
  subscriptionsBefore: readonly LegacySubscription[],
  subscriptionsAfter: LegacySubscription[],
  registred: boolean,
): EventParent {
  const nbInscrits =
    before.nbInscrits - participating(subscriptionsBefore) + participating(subscriptionsAfter);
  return {
    ...toEvent(dossier.codeDossier, { ...before, registred, nbInscrits }),
    subscriptionsNow: subscriptionsAfter,
  };
}

/** The file and one of its events, after the rights and module checks. */
async function answerableEvent(ctx: GatewayContext, codeDossier: string, legacyId: string) {
  const dossier = await requireDossier(ctx, codeDossier);
  if (!(await holdsAnyModule(ctx, dossier, EVENT_MODULES))) throw gatewayError('FORBIDDEN');
  const found = (await ctx.legacy.events.list(dossier.codeDossier)).find((e) => e.id === legacyId);
  if (!found) throw gatewayError('NOT_FOUND');
  return { dossier, found };
}

// A cancelled or past event takes no answer: said here, without asking the legacy.
function closedError(e: LegacyEvent): UserError | null {
  const availability = availabilityOf(e);
  if (availability === 'ANNULE') return { field: null, message: EVENT_CANCELLED };
  if (availability === 'PASSE') return { field: null, message: EVENT_PAST };
  return null;
}

/**
 * The registration's errors (spec 000 §5), in the legacy's order: pending or e-mail-less participants, then each
 * kept participant's fields, then at least one validated and no more new places than remain.
 */
function registrationErrors(
  participants: readonly SubscriptionInput[],
  current: readonly LegacySubscription[],
  placesLeft: number | null,
): UserError[] {
  const states = participants.map((p) => ({
    participe: p.participe ?? null,
    deleted: p.deleted,
    email: p.email,
  }));
  // A place is taken by a validated participant who did not hold one already.
  const holding = new Set(current.filter((s) => s.participe === true && !s.deleted).map((s) => s.id));
  const newPlaces = participants.filter(
    (p) => !p.deleted && p.participe === true && !(p.legacyId && holding.has(p.legacyId)),
  ).length;
  const stateError = registrationError(states, newPlaces, placesLeft);
  if (stateError === PENDING_PARTICIPANTS || stateError === MISSING_EMAILS)
    return [{ field: 'input.participants', message: stateError }];
  const fieldErrors = participants.flatMap((p, i) => {
    if (p.deleted) return [];
    const parsed = participantFields.safeParse({
      nom: p.nom,
      prenom: p.prenom,
      email: p.email.trim(),
      tel: p.tel ?? undefined,
    });
    return parsed.success ? [] : issuesAsUserErrors(parsed.error.issues, ['input', 'participants', i]);
  });
  if (fieldErrors.length > 0) return fieldErrors;
  return stateError === null ? [] : [{ field: 'input.participants', message: stateError }];
}

export const subscribeToEvent: NonNullable<MutationResolvers['subscribeToEvent']> = async (
  _parent,
  { input },
  ctx,
) => {
  const { dossier, found } = await answerableEvent(ctx, input.codeDossier, input.eventLegacyId);
  const unchanged = toEvent(dossier.codeDossier, found);
  const closed = closedError(found);
  if (closed) return { event: unchanged, errors: [closed] };
  const current = await ctx.legacy.events.subscriptions(dossier.codeDossier, found.id);
  const errors = registrationErrors(input.participants, current, placesLeftOf(found));
  if (errors.length > 0) return { event: unchanged, errors };
  try {
    const after = await ctx.legacy.events.subscribe(
      dossier.codeDossier,
      found.id,
      input.participants.map((p) => ({
        id: p.legacyId ?? null,
        nom: p.nom.trim(),
        prenom: p.prenom.trim(),
        email: p.email.trim(),
        tel: p.tel?.trim() || null,
        participe: p.participe ?? null,
        deleted: p.deleted,
      })),
      found.idcampagne ?? null,
    );
    return { event: answered(dossier, found, current, after, true), errors: [] };
  } catch (error) {
    const refusal = legacyRefusal(error);
    if (refusal) return { event: unchanged, errors: [refusal] };
    throw error;
  }
};

export const declineEvent: NonNullable<MutationResolvers['declineEvent']> = async (
  _parent,
  { codeDossier, eventLegacyId },
  ctx,
) => {
  const { dossier, found } = await answerableEvent(ctx, codeDossier, eventLegacyId);
  const unchanged = toEvent(dossier.codeDossier, found);
  const closed = closedError(found);
  if (closed) return { event: unchanged, errors: [closed] };
  const current = await ctx.legacy.events.subscriptions(dossier.codeDossier, found.id);
  try {
    await ctx.legacy.events.decline(dossier.codeDossier, found.id, found.idcampagne ?? null);
  } catch (error) {
    const refusal = legacyRefusal(error);
    if (refusal) return { event: unchanged, errors: [refusal] };
    throw error;
  }
  // CONTRACT.md: declining flags every participant of the file deleted.
  const after = current.map((s) => ({ ...s, deleted: true }));
  return { event: answered(dossier, found, current, after, false), errors: [] };
};

export const eventsResolvers: Resolvers = {
  Dossier: { events, nextEvent, event },
  Event: { linkedEvents, subscriptions },
  Mutation: { subscribeToEvent, declineEvent },
};
