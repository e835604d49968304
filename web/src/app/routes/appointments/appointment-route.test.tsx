import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppointmentDetailDocument, CancelAppointmentDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './appointment-route.tsx';
import { appointment } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function detail(editable: boolean) {
  return {
    ...appointment(12, editable),
    date: '2026-12-03T09:30:00', // local time: the test runs in any zone
    dateFin: null,
    description: null,
    typeCommunication: 'Physique',
    reason: 'Préparer le bilan',
    editable,
    participants: [
      {
        __typename: 'Participant',
        id: 'D001-12-0',
        prenom: 'Anne',
        nom: 'Durand',
        fonction: 'Expert-comptable',
      },
    ],
  };
}

function detailMock(editable: boolean) {
  return {
    request: { query: AppointmentDetailDocument, variables: { codeDossier: 'D001', legacyId: '12' } },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'u1',
          selectedDossier: {
            __typename: 'Dossier',
            id: 'D001',
            codeDossier: 'D001',
            appointment: detail(editable),
          },
        },
      },
    },
  };
}

const cancelMock = {
  request: { query: CancelAppointmentDocument, variables: { id: 'D001:12' } },
  result: {
    data: { cancelAppointment: { __typename: 'AppointmentChangePayload', appointment: null, errors: [] } },
  },
};

function renderDetail(editable: boolean, mocks: unknown[] = []) {
  return renderRoute({
    path: '/rendez-vous/:id',
    route,
    url: '/rendez-vous/12',
    mocks: [detailMock(editable), ...(mocks as [])],
  });
}

describe('appointment detail', () => {
  it('shows the date, the time, the place with its map link, the participants and the reason', async () => {
    await renderDetail(true);
    expect(await screen.findByRole('heading', { name: 'Rendez-vous 12' })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('03/12/2026')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('09h30')).toBeInstanceOf(HTMLElement);
    const map = screen.getByRole('link', { name: /Voir sur la carte/ });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20rue%20du%20March%C3%A9%2C%2051100%20Reims',
    );
    expect(map.getAttribute('target')).toBe('_blank');
    const participants = screen.getByRole('list', { name: 'Participants' });
    expect(within(participants).getByText('Anne Durand (Expert-comptable)')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('Préparer le bilan')).toBeInstanceOf(HTMLElement);
  });

  it('offers Modifier and Annuler only while the appointment is editable', async () => {
    await renderDetail(false);
    await screen.findByRole('heading', { name: 'Rendez-vous 12' });
    expect(screen.queryByRole('link', { name: 'Modifier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    cleanup();

    await renderDetail(true);
    expect((await screen.findByRole('link', { name: 'Modifier' })).getAttribute('href')).toBe(
      '/rendez-vous/editer/12',
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInstanceOf(HTMLElement);
  });

  it('asks for confirmation before cancelling, then returns to the list with the success message', async () => {
    const { router } = await renderDetail(true, [cancelMock]);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler le rendez-vous' });
    expect(within(dialog).getByText('Voulez-vous vraiment annuler ce rendez-vous ?')).toBeInstanceOf(
      HTMLElement,
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Non' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/rendez-vous/12');

    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await userEvent.click(screen.getByRole('button', { name: 'Oui, annuler le rendez-vous' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/actualites-liste?type=0');
    expect(router.state.location.state).toEqual({
      flash: { kind: 'success', message: 'Votre annulation a bien été transmise.' },
    });
  });
});
