import type { DossierResolvers, Event, Resolvers } from '../__generated__/resolvers-types.ts';
import { eventIconUrl } from '../file-urls.ts';
import type { GatewayContext } from '../context.ts';
import { holdsAnyModule } from '../dossier-access.ts';
import type { LegacyEvent } from '../legacy/events.ts';
import type { LegacyDossier } from '../legacy/shapes.ts';

function toEvent(codeDossier: string, e: LegacyEvent): Event {
  return {
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

export const eventsResolvers: Resolvers = { Dossier: { events, nextEvent } };
