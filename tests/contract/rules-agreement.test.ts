import { EMAIL_INVALID, PHONE_INVALID, REASON_REQUIRED } from '@portal/schema/rules/appointment-contact';
import {
  MISSING_EMAILS,
  NAME_REQUIRED,
  NO_PARTICIPANT,
  PARTICIPANT_EMAIL_INVALID,
  PARTICIPANT_PHONE_INVALID,
  PENDING_PARTICIPANTS,
} from '@portal/schema/rules/event-participants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactResolver } from '../../web/src/features/appointments/contact-resolver.ts';
import {
  registrationMessage,
  type ParticipantDraft,
} from '../../web/src/features/events/registration-participants.ts';
import { graphql } from '../testkit/__generated__/index.ts';
import { DEMO_PASSWORD, startGateway, startOwnEmulator } from './support.ts';

// The same inputs through the three programs' own entry points of each rule: the web form's submit check, the
// gateway's mutation, the emulator's route. They must say the same thing: accepted, or refused with one message.
// Accepted inputs change data: the file has an emulator of its own.

const AgreementEventsDocument = graphql(`
  query AgreementEvents($codeDossier: String!) {
    dossier(codeDossier: $codeDossier) {
      events {
        nodes {
          id
          legacyId
          availability
          placesRestantes
          registred
        }
      }
      appointments {
        nodes {
          id
          legacyId
          editable
        }
      }
    }
  }
`);

const AgreementEditAppointmentDocument = graphql(`
  mutation AgreementEditAppointment($input: EditAppointmentInput!) {
    editAppointment(input: $input) {
      errors {
        message
      }
    }
  }
`);

const AgreementSubscribeToEventDocument = graphql(`
  mutation AgreementSubscribeToEvent($input: SubscribeToEventInput!) {
    subscribeToEvent(input: $input) {
      errors {
        message
      }
    }
  }
`);

const FILE = 'AGR001';
let emulator: Awaited<ReturnType<typeof startOwnEmulator>>;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let gatewayCookie: string;
let legacyCookie: string;
// The legacy's ids (for the emulator's routes) and the gateway's global ids of the same appointment and event.
let appointment: { id: string; legacyId: string };
let event: { id: string; legacyId: string };

beforeAll(async () => {
  emulator = await startOwnEmulator();
  gateway = await startGateway({ legacyUrl: emulator.url });
  gatewayCookie = await gateway.signIn('proprietaire@demo.fr');
  const login = await emulator.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'proprietaire@demo.fr', password: DEMO_PASSWORD },
  });
  const session = login.cookies.find((c) => c.name === 'LEGACY_SESSION');
  if (!session) throw new Error(`no legacy session: ${login.body}`);
  legacyCookie = `LEGACY_SESSION=${session.value}`;
  const { body } = await gateway.graphql(AgreementEventsDocument, { codeDossier: FILE }, gatewayCookie);
  const dossier = body.data?.dossier;
  // an open event the file has not answered, with room for every accepted registration below
  const roomy = dossier?.events?.nodes.find(
    (e) => e.availability === 'OUVERT' && e.registred === null && (e.placesRestantes ?? 99) > 10,
  );
  const editable = dossier?.appointments?.nodes.find((a) => a.editable);
  if (!roomy || !editable) throw new Error('the seed has no open event or future appointment for AGR001');
  event = roomy;
  appointment = editable;
});

afterAll(async () => {
  await gateway.close();
  await emulator.stop();
});

/** A verdict: null when accepted, else the message the program shows first. */
type Verdict = string | null;

async function legacyVerdict(url: string, payload: object): Promise<Verdict> {
  const response = await emulator.inject({ method: 'POST', url, payload, headers: { cookie: legacyCookie } });
  if (response.statusCode === 200) return null;
  return response.json<{ message: string }>().message;
}

const gatewayVerdict = (errors: readonly { message: string }[] | undefined): Verdict =>
  errors === undefined ? 'no answer' : (errors[0]?.message ?? null);

describe('the appointment contact rule (spec 000 §5)', () => {
  const contact = { reason: 'Bilan de fin d’année', telephone: '', email: '' };

  it.each<[string, typeof contact, Verdict]>([
    ['a phone typed with dashes', { ...contact, telephone: '06-12-34-56-78' }, null],
    ['a phone typed with dots and spaces', { ...contact, telephone: '06.12 34.56.78' }, null],
    ['a short phone alone', { ...contact, telephone: '06 12 34' }, PHONE_INVALID],
    ['an e-mail without a real domain', { ...contact, email: 'a@b.c' }, EMAIL_INVALID],
    [
      'a wrong phone beside a valid e-mail',
      { ...contact, telephone: '03 26', email: 'jeanne@demo.fr' },
      null,
    ],
    ['neither phone nor e-mail', contact, EMAIL_INVALID],
    ['a blank reason', { ...contact, reason: '  ', email: 'jeanne@demo.fr' }, REASON_REQUIRED],
    // Plain text as typed, '<' included: escaped wherever it is shown (issue 44).
    [
      'a "<" before a letter in the reason',
      { ...contact, reason: '<b>Bilan</b>', email: 'jeanne@demo.fr' },
      null,
    ],
  ])('agrees on %s', async (_case, input, expected) => {
    const form = await contactResolver(input, undefined, { fields: {}, shouldUseNativeValidation: false });
    const formErrors = Object.values(form.errors).map((e) => e?.message);
    const { body } = await gateway.graphql(
      AgreementEditAppointmentDocument,
      { input: { id: appointment.id, ...input } },
      gatewayCookie,
    );
    const legacy = await legacyVerdict('/api/appointments/edit', { id: appointment.legacyId, ...input });
    expect({
      web: formErrors[0] ?? null,
      gateway: gatewayVerdict(body.data?.editAppointment.errors),
      legacy,
    }).toEqual({ web: expected, gateway: expected, legacy: expected });
  });
});

describe('the event registration rule (spec 000 §5)', () => {
  const participant = {
    nom: 'Morel',
    prenom: 'Jeanne',
    email: 'jeanne.morel@exemple.fr',
    tel: '',
    participe: true as boolean | null,
    deleted: false,
  };
  type Participant = typeof participant;

  const draft = (p: Participant, i: number): ParticipantDraft => ({
    ...p,
    key: `p${i}`,
    legacyId: null,
    locked: false,
    emailLocked: false,
  });

  // In this order: before the first accepted case, the file holds no place at the event.
  it.each<[string, Participant[], Verdict]>([
    ['nobody at all', [], NO_PARTICIPANT],
    ['a phone typed with dashes', [{ ...participant, tel: '06-12-34-56-78' }], null],
    ['a phone that is not French', [{ ...participant, tel: '+44 20 7946 0958' }], PARTICIPANT_PHONE_INVALID],
    ['an e-mail without a real domain', [{ ...participant, email: 'a@b.c' }], PARTICIPANT_EMAIL_INVALID],
    ['a participant without e-mail', [participant, { ...participant, email: '' }], MISSING_EMAILS],
    ['a participant still pending', [participant, { ...participant, participe: null }], PENDING_PARTICIPANTS],
    ['a blank name', [{ ...participant, nom: ' ' }], NAME_REQUIRED],
    ['a "<" before a letter in a name', [{ ...participant, prenom: 'Jeanne<script>' }], null],
  ])('agrees on %s', async (_case, participants, expected) => {
    // No saved participant for the web: past 'nobody at all', each case stands or falls on what it sends alone.
    const web = registrationMessage(participants.map(draft), [], null);
    const { body } = await gateway.graphql(
      AgreementSubscribeToEventDocument,
      { input: { eventId: event.id, participants } },
      gatewayCookie,
    );
    const legacy = await legacyVerdict(`/api/events/subscribe/${FILE}/${event.legacyId}`, {
      subscriptions: participants,
    });
    expect({ web, gateway: gatewayVerdict(body.data?.subscribeToEvent.errors), legacy }).toEqual({
      web: expected,
      gateway: expected,
      legacy: expected,
    });
  });
});
