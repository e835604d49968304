import type { DossierResolvers, Event, Resolvers } from '../__generated__/resolvers-types.ts';
import { eventIconUrl } from '../file-urls.ts';
import type { LegacyEvent } from '../legacy/events.ts';

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

export const events: NonNullable<DossierResolvers['events']> = async (d, _args, ctx) =>
  (await ctx.legacy.events.list(d.codeDossier)).map((e) => toEvent(d.codeDossier, e));

// The legacy sorts by date ascending, so the first upcoming one is the next.
export const nextEvent: NonNullable<DossierResolvers['nextEvent']> = async (d, _args, ctx) => {
  const next = (await ctx.legacy.events.list(d.codeDossier)).find((e) => e.upcoming);
  return next ? toEvent(d.codeDossier, next) : null;
};

export const eventsResolvers: Resolvers = { Dossier: { events, nextEvent } };
