import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ATTACHMENT_EMPTY,
  ATTACHMENT_TOO_LARGE,
  TOO_MANY_ATTACHMENTS,
} from '@portal/schema/rules/attachments';
import { AppointmentBookingDocument } from '../../../gql/graphql.ts';
import { renderRoute } from '../../../lib/testing/render-route.tsx';
import * as route from './appointment-booking-route.tsx';
import { BOOKING_FAILED } from '@portal/schema/rules/appointments';
import { user } from '../../../lib/testing/gateway-answers.ts';

/** Stands for the browser's XMLHttpRequest: the test drives its upload progress and its answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  headers: Record<string, string> = {};
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  response: unknown = null;
  body: FormData | null = null;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

beforeEach(() => {
  window.localStorage.clear();
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const bookingMock = {
  request: { query: AppointmentBookingDocument, variables: { codeDossier: 'D001' } },
  result: {
    data: {
      viewer: {
        __typename: 'Viewer',
        id: 'u1',
        selectedDossier: {
          __typename: 'Dossier',
          id: 'D001',
          codeDossier: 'D001',
          respondent: { ...user, __typename: 'Respondent', id: 'D001:u1', locked: true },
        },
      },
    },
  },
};

function renderBooking() {
  return renderRoute({
    path: '/rendez-vous/ajouter/:id',
    route,
    url: '/rendez-vous/ajouter/AG7',
    mocks: [bookingMock],
  });
}

function file(name: string, size: number) {
  const f = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}

const attached = () =>
  within(screen.getByRole('list', { name: 'Fichiers joints' }))
    .getAllByRole('listitem')
    .map((item) => item.firstChild?.textContent?.replace(/\s/g, ' '));

describe('appointment booking', () => {
  it('refuses an empty file and one over 25 MB with their messages', async () => {
    await renderBooking();
    await userEvent.upload(await screen.findByLabelText(/Pièces jointes/), [
      file('vide.pdf', 0),
      file('gros.pdf', 26 * 1024 * 1024),
      file('devis.pdf', 2048),
    ]);
    expect(screen.getByText(ATTACHMENT_EMPTY('vide.pdf'))).toBeInstanceOf(HTMLElement);
    expect(screen.getByText(ATTACHMENT_TOO_LARGE)).toBeInstanceOf(HTMLElement);
    expect(attached()).toEqual(['devis.pdf (2 Ko)']);
  });

  it('ignores a name already attached and refuses a 5th file', async () => {
    await renderBooking();
    const input = await screen.findByLabelText(/Pièces jointes/);
    await userEvent.upload(input, [file('a.pdf', 1024), file('b.pdf', 1024), file('c.pdf', 1024)]);
    await userEvent.upload(input, [file('a.pdf', 1024), file('d.pdf', 3 * 1024 * 1024), file('e.pdf', 1024)]);
    expect(attached()).toEqual(['a.pdf (1 Ko)', 'b.pdf (1 Ko)', 'c.pdf (1 Ko)', 'd.pdf (3,0 Mo)']);
    expect(screen.getByText(TOO_MANY_ATTACHMENTS)).toBeInstanceOf(HTMLElement);

    await userEvent.click(screen.getByRole('button', { name: 'Retirer b.pdf' }));
    expect(attached()).toEqual(['a.pdf (1 Ko)', 'c.pdf (1 Ko)', 'd.pdf (3,0 Mo)']);
  });

  it('sends a multipart request, shows each file progress, then the confirmation', async () => {
    await renderBooking();
    await userEvent.upload(await screen.findByLabelText(/Pièces jointes/), [
      file('a.pdf', 1000),
      file('b.pdf', 1000),
    ]);
    await userEvent.type(screen.getByLabelText('Motif'), 'Création de société');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));

    const xhr = FakeXhr.sent[0]!;
    expect(xhr.url).toBe('/graphql');
    expect(xhr.headers['x-graphql-yoga-csrf']).toBe('1');
    expect(xhr.withCredentials).toBe(true);
    const operations = xhr.body!.get('operations') as string;
    const map = xhr.body!.get('map') as string;
    expect(JSON.parse(operations)).toMatchObject({
      variables: {
        input: {
          codeDossier: 'D001',
          codeAgent: 'AG7',
          reason: 'Création de société',
          email: 'julie@exemple.fr',
          files: [null, null],
        },
      },
    });

    act(() => xhr.upload.onprogress?.({ loaded: operations.length + map.length + 1500 }));
    expect(screen.getByRole('progressbar', { name: 'Envoi de a.pdf' }).getAttribute('value')).toBe('100');
    expect(screen.getByRole('progressbar', { name: 'Envoi de b.pdf' }).getAttribute('value')).toBe('50');

    act(() =>
      xhr.answer(200, {
        data: {
          bookAppointment: {
            __typename: 'BookAppointmentPayload',
            appointmentRequest: { __typename: 'AppointmentRequest', id: 'D001:r1' },
            errors: [],
          },
        },
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Demande de rendez-vous envoyée' });
    expect(within(dialog).getByText(/recevoir un mail de confirmation/)).toBeInstanceOf(HTMLElement);
  });

  it('says the booking failed when the gateway could not record it', async () => {
    await renderBooking();
    await userEvent.type(await screen.findByLabelText('Motif'), 'Bilan');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    act(() => FakeXhr.sent[0]!.onerror?.());
    expect(await screen.findByText(BOOKING_FAILED)).toBeInstanceOf(HTMLElement);
  });
});

describe('appointment booking on a weak link (issue 23)', () => {
  function linkGoes(online: boolean) {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
    act(() => {
      window.dispatchEvent(new Event(online ? 'online' : 'offline'));
    });
  }
  afterEach(() => {
    linkGoes(true);
    vi.restoreAllMocks();
  });

  it('keeps what was typed when the screen is opened again, and forgets it once sent', async () => {
    const first = await renderBooking();
    await userEvent.type(await screen.findByLabelText('Motif'), 'Bilan de fin d’année');
    first.unmount();

    await renderBooking();
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Motif')).value).toBe('Bilan de fin d’année');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    act(() =>
      FakeXhr.sent[0]!.answer(200, {
        data: {
          bookAppointment: {
            __typename: 'BookAppointmentPayload',
            appointmentRequest: { __typename: 'AppointmentRequest', id: 'D001:r2' },
            errors: [],
          },
        },
      }),
    );
    await screen.findByRole('dialog', { name: 'Demande de rendez-vous envoyée' });
    cleanup();

    await renderBooking();
    expect((await screen.findByLabelText<HTMLTextAreaElement>('Motif')).value).toBe('');
  });

  it('offline, disables the send with its reason, then offers it when the link is back, sending only on the click', async () => {
    await renderBooking();
    const reason = await screen.findByLabelText('Motif');
    linkGoes(false);
    await userEvent.type(reason, 'Déclaration PAC');
    const send = screen.getByRole('button', { name: 'Envoyer ma demande' });
    expect(send).toHaveProperty('disabled', true);
    expect(screen.getByText(/Hors ligne : votre saisie est gardée sur cet appareil/)).toBeInstanceOf(
      HTMLElement,
    );

    linkGoes(true);
    expect(send).toHaveProperty('disabled', false);
    expect(screen.getByText(/Le réseau est revenu/)).toBeInstanceOf(HTMLElement);
    expect(FakeXhr.sent).toHaveLength(0);
    await userEvent.click(send);
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('says the content is kept when the send fails for lack of network', async () => {
    await renderBooking();
    await userEvent.type(await screen.findByLabelText('Motif'), 'Bilan');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    linkGoes(false);
    act(() => FakeXhr.sent[0]!.onerror?.());
    expect(await screen.findByText(/Envoi impossible sans réseau : votre saisie est gardée/)).toBeInstanceOf(
      HTMLElement,
    );
    expect(screen.getByLabelText<HTMLTextAreaElement>('Motif').value).toBe('Bilan');
  });
});
