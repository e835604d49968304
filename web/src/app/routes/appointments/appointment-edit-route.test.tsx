import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_INVALID, PHONE_INVALID, REASON_REQUIRED } from '@portal/schema/rules/appointment-contact';
import { AppointmentEditDocument, EditAppointmentDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './appointment-edit-route.tsx';
import { user } from '../../../lib/testing/gateway-answers.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

function editMock(appointment: unknown) {
  return {
    request: { query: AppointmentEditDocument, variables: { codeDossier: 'D001', legacyId: '12' } },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer',
          id: 'u1',
          user: { ...user, mail: null },
          selectedDossier: { __typename: 'Dossier', id: 'D001', codeDossier: 'D001', appointment },
        },
      },
    },
  };
}

const appointment = (editable: boolean) => ({
  __typename: 'Appointment',
  id: 'D001:12',
  legacyId: '12',
  title: 'Bilan annuel',
  date: '2026-12-03T09:30:00+01:00',
  reason: '',
  editable,
});

function renderEdit(mocks: unknown[]) {
  return renderRoute({
    path: '/rendez-vous/editer/:id',
    route,
    url: '/rendez-vous/editer/12',
    mocks: mocks as [],
  });
}

describe('appointment edit', () => {
  it('shows the rules messages under the fields', async () => {
    await renderEdit([editMock(appointment(true))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(REASON_REQUIRED)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(EMAIL_INVALID)).toBeInstanceOf(HTMLElement);

    await userEvent.type(screen.getByLabelText('Téléphone'), '0612');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(PHONE_INVALID)).toBeInstanceOf(HTMLElement);
  });

  it('sends the change and says it went to the appointment manager by mail', async () => {
    const edited = {
      request: {
        query: EditAppointmentDocument,
        variables: {
          input: { id: 'D001:12', reason: 'Bilan', telephone: '0612345678', email: '' },
        },
      },
      result: {
        data: {
          editAppointment: {
            __typename: 'AppointmentChangePayload',
            appointment: { __typename: 'Appointment', id: 'D001:12', reason: 'Bilan', editable: true },
            errors: [],
          },
        },
      },
    };
    await renderEdit([editMock(appointment(true)), edited]);
    await userEvent.type(await screen.findByLabelText('Motif'), 'Bilan');
    await userEvent.type(screen.getByLabelText('Téléphone'), '0612345678');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modification envoyée' });
    expect(
      within(dialog).getByText(
        'Votre modification a bien été envoyée par mail au responsable du rendez-vous.',
      ),
    ).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/rendez-vous/12');
  });

  it('asks for confirmation before leaving, then returns to the detail', async () => {
    await renderEdit([editMock(appointment(true))]);
    await userEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la modification' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Oui, abandonner' }));
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/rendez-vous/12');
  });

  it('sends a past appointment to its detail and an unknown one to the list', async () => {
    await renderEdit([editMock(appointment(false))]);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/rendez-vous/12');
    cleanup();
    await renderEdit([editMock(null)]);
    expect((await screen.findByTestId('elsewhere')).textContent).toBe('/actualites-liste?type=0');
  });
});
