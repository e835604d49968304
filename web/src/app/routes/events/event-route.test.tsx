import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FIRST_NAME_REQUIRED,
  MISSING_EMAILS,
  NAME_REQUIRED,
  PARTICIPANT_EMAIL_INVALID,
  PENDING_PARTICIPANTS,
} from '@portal/schema/rules/event-participants';
import { DeclineEventDocument, EventDetailDocument, SubscribeToEventDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './event-route.tsx';
import { user } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function subscription(legacyId: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'EventParticipant',
    id: `D001:5:${legacyId}`,
    legacyId,
    nom: 'Durand',
    prenom: 'Paul',
    email: 'paul@exemple.fr',
    tel: null,
    participe: true,
    deleted: false,
    estDossierMembre: false,
    ...overrides,
  };
}

function eventData(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Event',
    id: 'D001:5',
    legacyId: '5',
    title: 'Soirée des créateurs',
    date: '2026-12-10T18:00:00',
    dateDebut: null,
    dateFin: '2026-12-10T21:30:00',
    // The legacy lists every date of the campaign here: the detail shows the event's own date only.
    dates: ['2026-12-10T18:00:00', '2027-01-14T18:00:00'],
    location: 'Salle des fêtes',
    ville: 'Épernay',
    typeLibelle: 'Formation',
    url: null,
    imageUrl: '/fichiers/events/image/5',
    availability: 'OUVERT',
    registrationRequired: true,
    registred: null,
    canAnswer: true,
    placesRestantes: null,
    nbInscrits: 0,
    linkedEvents: [
      {
        __typename: 'Event',
        id: 'D001:5',
        legacyId: '5',
        title: 'Soirée',
        date: '2026-12-10T18:00:00',
        dateDebut: null,
        dateFin: null,
      },
      {
        __typename: 'Event',
        id: 'D001-e6',
        legacyId: '6',
        title: 'Soirée',
        date: '2027-01-14T18:00:00',
        dateDebut: null,
        dateFin: null,
      },
    ],
    subscriptions: [],
    ...overrides,
  };
}

function detailMock(
  event: unknown,
  respondent: unknown = { ...user, __typename: 'Respondent', locked: true },
) {
  return {
    request: { query: EventDetailDocument, variables: { codeDossier: 'D001', legacyId: '5' } },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'u1',
          selectedDossier: { __typename: 'Dossier', id: 'D001', codeDossier: 'D001', respondent, event },
        },
      },
    },
  };
}

function renderEvent(mocks: unknown[]) {
  return renderRoute({ path: '/event/:id', route, url: '/event/5', mocks: mocks as [] });
}

const answered = (event: Record<string, unknown>) => ({
  __typename: 'EventAnswerPayload',
  event: {
    __typename: 'Event',
    id: 'D001:5',
    legacyId: '5',
    availability: 'OUVERT',
    registrationRequired: true,
    canAnswer: true,
    placesRestantes: null,
    nbInscrits: 0,
    subscriptions: [],
    ...event,
  },
  errors: [],
});

describe('event detail', () => {
  it('shows the title, its own date with its end, the other dates of the campaign and the picture', async () => {
    const { container } = await renderEvent([detailMock(eventData({ placesRestantes: 7 }))]);
    expect(await screen.findByRole('heading', { name: 'Soirée des créateurs' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Formation')).toBeInstanceOf(HTMLElement);
    const dates = screen.getByRole('list', { name: "Dates de l'événement" });
    expect(
      within(dates)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Le 10/12/2026 de 18h00 à 21h30']);
    expect(screen.getByRole('link', { name: 'Le 14/01/2027 à 18h00' }).getAttribute('href')).toBe('/event/6');
    expect(screen.getByText('7 place(s) restante(s)')).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/fichiers/events/image/5');
  });

  it('asks no answer for an event without registration, such as a webinar', async () => {
    await renderEvent([
      detailMock(eventData({ registrationRequired: false, canAnswer: false, url: 'https://webinaire.fr/1' })),
    ]);
    expect(await screen.findByRole('link', { name: /webinaire\.fr/ })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Oui' })).toBeNull();
    expect(screen.queryByText('Votre réponse')).toBeNull();
  });

  it('shows ANNULÉ for a cancelled event and COMPLET for a full one, without answer buttons', async () => {
    await renderEvent([detailMock(eventData({ availability: 'ANNULE', canAnswer: false }))]);
    expect(await screen.findByText('ANNULÉ')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Oui' })).toBeNull();
    cleanup();
    await renderEvent([detailMock(eventData({ availability: 'COMPLET', canAnswer: false }))]);
    expect(await screen.findByText('COMPLET')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: 'Oui' })).toBeNull();
  });

  it('shows the participation history of a past event', async () => {
    await renderEvent([
      detailMock(
        eventData({
          availability: 'PASSE',
          canAnswer: false,
          subscriptions: [subscription('s1'), subscription('s2', { prenom: 'Léa', deleted: true })],
        }),
      ),
    ]);
    const history = await screen.findByRole('list', { name: 'Historique de participation' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Paul Durand']);
  });

  it("declines with 'Non', says the answer was sent, and 'Changer d'avis' offers the choice again", async () => {
    const declined = {
      request: { query: DeclineEventDocument, variables: { id: 'D001:5' } },
      result: { data: { declineEvent: answered({ registred: false }) } },
    };
    const { flash } = await renderEvent([detailMock(eventData()), declined]);
    await userEvent.click(await screen.findByRole('button', { name: 'Non' }));
    expect(await screen.findByText('Vous ne participez pas à cet événement.')).toBeInstanceOf(HTMLElement);
    expect(flash.show).toHaveBeenCalledWith('success', 'Votre réponse a bien été transmise');
    await userEvent.click(screen.getByRole('button', { name: "Changer d'avis" }));
    expect(screen.getByRole('button', { name: 'Oui' })).toBeInstanceOf(HTMLElement);
  });

  it('registers the user, whose fields are locked, and says the registration was sent', async () => {
    const subscribed = {
      request: {
        query: SubscribeToEventDocument,
        variables: {
          input: {
            eventId: 'D001:5',
            participants: [
              {
                legacyId: null,
                nom: 'Martin',
                prenom: 'Julie',
                email: 'julie@exemple.fr',
                tel: null,
                participe: true,
                deleted: false,
              },
            ],
          },
        },
      },
      result: {
        data: {
          subscribeToEvent: answered({
            registred: true,
            subscriptions: [subscription('s9', { nom: 'Martin', prenom: 'Julie', estDossierMembre: true })],
          }),
        },
      },
    };
    const { flash } = await renderEvent([detailMock(eventData()), subscribed]);
    await userEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    const first = screen.getByRole('group', { name: 'Participant 1' });
    expect(within(first).getByLabelText('Nom')).toHaveProperty('readOnly', true);
    expect(within(first).getByLabelText('Nom')).toHaveProperty('value', 'Martin');
    expect(within(first).getByLabelText('E-mail')).toHaveProperty('readOnly', true);
    expect(within(first).queryByRole('button', { name: 'Supprimer' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon inscription' }));
    expect(await screen.findByText('Vous participez à cet événement.')).toBeInstanceOf(HTMLElement);
    expect(flash.show).toHaveBeenCalledWith('success', 'Votre inscription a bien été transmise');
  });

  it('blocks the registration while a participant is pending, and checks the added one', async () => {
    await renderEvent([detailMock(eventData({ placesRestantes: 1 }))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un participant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon inscription' }));
    expect(screen.getByRole('alert').textContent).toBe(PENDING_PARTICIPANTS);

    const second = screen.getByRole('group', { name: 'Participant 2' });
    await userEvent.click(within(second).getByRole('button', { name: 'Valider' }));
    expect(await within(second).findByText(NAME_REQUIRED)).toBeInstanceOf(HTMLElement);
    expect(within(second).getByText(FIRST_NAME_REQUIRED)).toBeInstanceOf(HTMLElement);
    expect(within(second).getByText(PARTICIPANT_EMAIL_INVALID)).toBeInstanceOf(HTMLElement);

    await userEvent.type(within(second).getByLabelText('Nom'), 'Durand');
    await userEvent.type(within(second).getByLabelText('Prénom'), 'Paul');
    await userEvent.type(within(second).getByLabelText('E-mail'), 'paul@exemple.fr');
    await userEvent.click(within(second).getByRole('button', { name: 'Valider' }));
    expect(await within(second).findByDisplayValue('Durand')).toHaveProperty('readOnly', true);

    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon inscription' }));
    expect(screen.getByText("Il n'y a plus que 1 place(s) restante(s).")).toBeInstanceOf(HTMLElement);

    await userEvent.click(within(second).getByRole('button', { name: 'Supprimer' }));
    expect(screen.queryByRole('group', { name: 'Participant 2' })).toBeNull();
  });

  it('asks for the e-mail of every participant', async () => {
    await renderEvent([
      detailMock(eventData(), { ...user, __typename: 'Respondent', locked: true, mail: null }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Oui' }));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer mon inscription' }));
    expect(screen.getByText(MISSING_EMAILS)).toBeInstanceOf(HTMLElement);
  });
});
