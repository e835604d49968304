import { registrationIssues } from '@portal/schema/rules/event-participants';
import { closedMessage, listsEvents, placesLeft } from '@portal/schema/rules/events';
import type {
  EventParticipantInput,
  ResolversTypes,
  UserError,
} from '../../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../../context.ts';
import type { LegacyDossier } from '../legacy-shapes.ts';
import type { LegacyEvent, LegacySubscription } from './events-shapes.ts';
import type { EventParent } from '../../graphql/mappers.ts';
import { issuesAsUserErrors, legacyChange } from '../../graphql/user-errors.ts';
import { firstOfFile, itemOfFile, listOfFile } from '../documents/file-items.ts';

type EventAnswer = ResolversTypes['EventAnswerPayload'];

const ofFile = (codeDossier: string) => (e: LegacyEvent) => ({ ...e, codeDossier });

const legacyListOf = (ctx: GatewayContext) => (code: string) => ctx.legacy.events.list(code);

/** The file's events by date, none when it does not open their pages (schema/rules/events.ts). */
export async function fileEvents(ctx: GatewayContext, d: LegacyDossier): Promise<EventParent[]> {
  return (await listOfFile(ctx, d, listsEvents, legacyListOf(ctx))).map(ofFile(d.codeDossier));
}

/** The file's next event: the legacy sorts by date ascending, so the first upcoming one. */
export const nextEvent = (ctx: GatewayContext, d: LegacyDossier): Promise<EventParent | null> =>
  firstOfFile(ctx, d, listsEvents, legacyListOf(ctx), (e) => e.upcoming);

/**
 * One event of the file, read from its list (the same loader), so a detail screen beside a list makes one call;
 * its participants, when wanted, are asked for beside the list rather than after it.
 */
export async function fileEvent(
  ctx: GatewayContext,
  d: LegacyDossier,
  legacyId: string,
  withParticipants: boolean,
): Promise<EventParent | null> {
  if (withParticipants) ctx.legacy.events.subscriptions(d.codeDossier, legacyId).catch(() => undefined);
  return firstOfFile(ctx, d, listsEvents, legacyListOf(ctx), (e) => e.id === legacyId);
}

/** The other dates of an event's campaign, for the file it was read for. */
export async function linkedEvents(ctx: GatewayContext, e: EventParent): Promise<EventParent[]> {
  if (e.idcampagne === null) return [];
  const linked = await ctx.legacy.events.linked(e.idcampagne, e.codeDossier);
  return linked.filter((l) => l.id !== e.id).map(ofFile(e.codeDossier));
}

/** The file's participants to an event: those an answer just left, else the legacy's. */
export const eventParticipants = async (ctx: GatewayContext, e: EventParent): Promise<LegacySubscription[]> =>
  e.subscriptionsNow ?? (await ctx.legacy.events.subscriptions(e.codeDossier, e.id));

const participating = (all: readonly LegacySubscription[]) =>
  all.filter((s) => s.participe === true && !s.deleted).length;

/**
 * The event as an answer leaves it, worked out from the state read before it and the legacy's reply, so the
 * payload reads nothing twice: the file's answer, its participants, and the places they take.
 */
function answered(
  before: EventParent,
  subscriptionsBefore: readonly LegacySubscription[],
  subscriptionsAfter: LegacySubscription[],
  registred: boolean,
): EventParent {
  const nbInscrits =
    before.nbInscrits - participating(subscriptionsBefore) + participating(subscriptionsAfter);
  return { ...before, registred, nbInscrits, subscriptionsNow: subscriptionsAfter };
}

/** What an answer leaves: the file's participants once the legacy took it, or the errors that refuse it. */
type Outcome = { errors: UserError[] } | { participants: LegacySubscription[] };

/**
 * An answer to an event the file may answer (rights, page_events, the event in the file's list). A closed one
 * (cancelled, past) is refused without asking the legacy; `send` checks and sends the answer.
 */
async function answer(
  ctx: GatewayContext,
  eventId: string,
  registred: boolean,
  send: (e: EventParent, current: LegacySubscription[]) => Promise<Outcome>,
): Promise<EventAnswer> {
  const { item: e } = await itemOfFile(ctx, eventId, listsEvents, async (code) =>
    (await ctx.legacy.events.list(code)).map(ofFile(code)),
  );
  const closed = closedMessage(e);
  if (closed !== null) return { event: e, errors: [{ field: null, message: closed }] };
  const current = await ctx.legacy.events.subscriptions(e.codeDossier, e.id);
  const outcome = await send(e, current);
  if ('errors' in outcome) return { event: e, errors: outcome.errors };
  return { event: answered(e, current, outcome.participants, registred), errors: [] };
}

const toChange = (p: EventParticipantInput) => ({
  id: p.legacyId ?? null,
  nom: p.nom.trim(),
  prenom: p.prenom.trim(),
  email: p.email.trim(),
  tel: p.tel?.trim() || null,
  participe: p.participe ?? null,
  deleted: p.deleted,
});

/** Answers yes with these participants (spec 000 §5: schema/rules/event-participants.ts), within the places left. */
export const subscribe = (ctx: GatewayContext, eventId: string, participants: EventParticipantInput[]) =>
  answer(ctx, eventId, true, async (e, current) => {
    const asSent = participants.map((p) => ({
      ...p,
      id: p.legacyId ?? null,
      participe: p.participe ?? null,
    }));
    const issues = registrationIssues(asSent, current, placesLeft(e));
    if (issues.length > 0) return { errors: issuesAsUserErrors(issues, ['input', 'participants']) };
    const sent = await legacyChange(() =>
      ctx.legacy.events.subscribe(e.codeDossier, e.id, participants.map(toChange), e.idcampagne),
    );
    return 'errors' in sent ? sent : { participants: sent.done };
  });

/** Answers no: the legacy flags every participant of the file deleted (CONTRACT.md). */
export const decline = (ctx: GatewayContext, eventId: string) =>
  answer(ctx, eventId, false, async (e, current) => {
    const sent = await legacyChange(() => ctx.legacy.events.decline(e.codeDossier, e.id, e.idcampagne));
    return 'errors' in sent ? sent : { participants: current.map((s) => ({ ...s, deleted: true })) };
  });
