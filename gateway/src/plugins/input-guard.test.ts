import {
  CODE_AGENT_INVALID,
  CODE_DOSSIER_INVALID,
  ID_SHAPES,
  ROUTE_NAME_INVALID,
} from '@portal/schema/rules/ids';
import { FORBIDDEN_CHARACTER } from '@portal/schema/rules/text';
import { typeDefs } from '@portal/schema/sdl';
import { buildSchema, getNamedType, isInputObjectType, isObjectType, isScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { postGraphQL, SESSION, useOwnerStack } from '../testing/fake-legacy.ts';

const stack = useOwnerStack();

const SIGN_IN = 'mutation ($input: SignInInput!) { signIn(input: $input) { errors { message } } }';
const BOOK =
  'mutation ($input: BookAppointmentInput!) { bookAppointment(input: $input) { appointmentRequest { legacyId } } }';
const EDIT = /* GraphQL */ `
  mutation ($input: EditAppointmentInput!) {
    editAppointment(input: $input) {
      errors {
        field
        message
      }
    }
  }
`;

const refusal = (message: string, field: string) => ({
  message,
  extensions: { code: 'BAD_USER_INPUT', affichable: true, field },
});

const booking = (input: Record<string, unknown>) => ({
  input: { codeDossier: 'AGR001', codeAgent: 'AG101', reason: 'Bilan', email: 'jeanne@demo.fr', ...input },
});

describe('input guard', () => {
  it('never lets a NUL in the sign-in login reach the legacy', async () => {
    const { json } = await postGraphQL(stack.gateway.app, {
      query: SIGN_IN,
      variables: { input: { login: 'proprietaire@demo.fr\u0000', password: 'x' } },
    });
    expect(stack.legacy.calls).toHaveLength(0);
    expect(json()).toEqual({ errors: [refusal(FORBIDDEN_CHARACTER, 'input.login')] });
  });

  it('refuses each operation of a batch of sign-ins with a NUL, without one legacy call', async () => {
    const attempt = { query: SIGN_IN, variables: { input: { login: '\u0000', password: 'x' } } };
    const { json } = await postGraphQL(
      stack.gateway.app,
      Array.from({ length: 6 }, () => attempt),
    );
    expect(stack.legacy.calls).toHaveLength(0);
    expect(json()).toEqual(
      Array.from({ length: 6 }, () => ({ errors: [refusal(FORBIDDEN_CHARACTER, 'input.login')] })),
    );
  });

  it.each(['AG101/../x', 'AG 101', 'AG<b>', 'AG101\n', ''])(
    'never lets the malformed codeAgent %j reach the legacy',
    async (codeAgent) => {
      const { json } = await postGraphQL(
        stack.gateway.app,
        { query: BOOK, variables: booking({ codeAgent }) },
        { cookie: SESSION },
      );
      expect(stack.legacy.calls).toHaveLength(0);
      expect(json()).toEqual({ errors: [refusal(CODE_AGENT_INVALID, 'input.codeAgent')] });
    },
  );

  it('checks literals nested in input objects and lists as well as variables', async () => {
    const participant = (nom: string) => `{ nom: "${nom}", prenom: "P", email: "p@demo.fr", deleted: false }`;
    // Untagged: formatting it as GraphQL would write the escape's NUL into this file.
    const query = `mutation {
      subscribeToEvent(input: {
        eventId: "AGR001:70001", participants: [${participant('Morel')}, ${participant('Gi\\u0000rard')}]
      }) { errors { message } }
    }`;
    const { json } = await postGraphQL(stack.gateway.app, { query }, { cookie: SESSION });
    expect(stack.legacy.calls).toHaveLength(0);
    expect(json()).toEqual({ errors: [refusal(FORBIDDEN_CHARACTER, 'input.participants.1.nom')] });
  });

  it('checks the arguments of nested query fields, naming every refused value', async () => {
    const query = /* GraphQL */ `
      query ($route: String!) {
        viewer {
          tourInProgress(routeName: $route) {
            code
          }
          selectedDossier(codeDossier: "AGR001") {
            id
          }
        }
        dossier(codeDossier: "../AGR001") {
          id
        }
      }
    `;
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query, variables: { route: 'home/..' } },
      { cookie: SESSION },
    );
    expect(stack.legacy.calls).toHaveLength(0);
    expect(json()).toEqual({
      errors: [refusal(ROUTE_NAME_INVALID, 'routeName'), refusal(CODE_DOSSIER_INVALID, 'codeDossier')],
    });
  });

  it('lets a reason hold line breaks and tabs, not a lone surrogate, with the message of the shared rule', async () => {
    const edit = (reason: string) =>
      postGraphQL(
        stack.gateway.app,
        {
          query: EDIT,
          variables: { input: { id: 'AGR001:7', reason, email: 'j@demo.fr' } },
        },
        { cookie: SESSION },
      );
    expect((await edit('Bilan \ud800')).json()).toEqual({
      errors: [refusal(FORBIDDEN_CHARACTER, 'input.reason')],
    });
    expect(stack.legacy.calls).toHaveLength(0);
    // A '<' is plain text like any other character: it goes as typed, and is escaped wherever it is shown.
    await edit('Bilan\r\n\tannuel <b>urgent</b>');
    expect(stack.legacy.calls).not.toHaveLength(0);
  });

  it('leaves well-formed input to the resolvers', async () => {
    const { json } = await postGraphQL(
      stack.gateway.app,
      { query: '{ dossier(codeDossier: "AGR001") { codeDossier } }' },
      { cookie: SESSION },
    );
    expect(json()).toEqual({ data: { dossier: { codeDossier: 'AGR001' } } });
  });
});

// Free texts a person types: checked for forbidden characters only, their rules check the rest.
const FREE_TEXTS = [
  'email',
  'login',
  'nom',
  'password',
  'prenom',
  'reason',
  'tel',
  'telephone',
  'term',
  // A shared credential's fields (schema/rules/credentials.ts checks their lengths and the passwords' match).
  'titre',
  'nomUtilisateur',
  'motDePasse',
  'confirmationMotDePasse',
  // The public area's forms: a link code, a file code, a reset uid, a captcha payload and a hash prefix are text too.
  'passwordConfirmation',
  'codeliaison',
  'codedossier',
  'uid',
  'captcha',
  'prefix',
  // The invitation sign-up's e-mail typed again and civility (schema/rules/registration.ts checks them).
  'emailConfirmation',
  'codeCivilite',
  // A deposit's comment to the file's contributors (schema/rules/document-uploads.ts bounds it).
  'commentaire',
  // A web shortcut's label and address (schema/rules/shortcuts.ts checks them).
  'libelle',
  'url',
  // The loan form's choices and start date (schema/rules/loans.ts checks them).
  'periodicite',
  'modeRemboursement',
  'exerciceDateDebut',
  // A crop line's own name and a Telepac declaration's XML text (schema/rules/crop-rotation.ts, telepac.ts).
  'libellePerso',
  'content',
  // A file's contact details and the account's changes (schema/rules/account.ts checks them).
  'portable',
  'emailPrincipal',
  'emailFacturation',
  'mail',
  'mailConfirmation',
  // The DUER's labels and a risk's measures (schema/rules/duer.ts checks their lengths).
  'nomGroupe',
  'nomRisque',
  'mesureExistante',
  'mesureAFaire',
  'mesureQui',
  'mesureDelai',
  'remarque',
  'securecode',
  // A document search (schema/rules/documents.ts checks its length).
  'search',
  // A personal access token's name (schema/rules/api-tokens.ts checks its length).
  'name',
  // The billing settings (schema/rules/billing.ts checks them).
  'receptionCderInfo',
  'emailPlateformeFacturation',
  // A DUER's general information and cover page (schema/rules/duer-general-info.ts checks their lengths).
  'natureActivite',
  'nombreSalaries',
  'trousseDeSecours',
  'responsableTrousseDeSecours',
  'presenceDeSecouriste',
  'referentSecurite',
  'tauxCotisationAtMp',
  'nombreAccidents',
  'nombreMaladiesProfessionnelles',
  // A risk's pictogram description (schema/rules/duer-pictos.ts checks its length).
  'description',
  'champ1',
  'champ2',
  'champ3',
  'champ4',
  'dateMiseAJour',
  'ingenieurConseil',
  // A DUER's preamble (schema/rules/duer-preamble.ts checks their lengths).
  'descriptifExploitation',
  'ressourcesHumaines',
  'prestationsServices',
  'contenu',
  // A DUER's prior audit (schema/rules/duer-audit.ts checks its length).
  'nouvelleQuestion',
  // The second factor's code as typed (schema/rules/second-factor.ts checks its shape), the sealed enrolment the
  // gateway gave (opened or refused) and a factor's id (looked up among the person's own); none reaches the legacy.
  'code',
  'enrolmentKey',
  'secondFactorId',
  // A browser's WebAuthn answer (JSON, bounded and checked by @simplewebauthn/server), kept by the gateway.
  'response',
  // A device of the person's list (schema/rules/devices.ts checks its shape, and the payload says it is unknown);
  // it names a session or a token of the gateway's own, never reaches the legacy.
  'deviceId',
];

describe('the contract’s text arguments', () => {
  it('are each an identifier with a shape or a known free text, so a new one is classified before it ships', () => {
    const schema = buildSchema(typeDefs.join('\n'));
    const names = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      const inputs = isObjectType(type)
        ? Object.values(type.getFields()).flatMap((field) => field.args)
        : isInputObjectType(type)
          ? Object.values(type.getFields())
          : [];
      for (const input of inputs) {
        const named = getNamedType(input.type);
        if (isScalarType(named) && ['String', 'ID'].includes(named.name)) names.add(input.name);
      }
    }
    const unclassified = [...names].filter((name) => !(name in ID_SHAPES) && !FREE_TEXTS.includes(name));
    expect(unclassified).toEqual([]);
  });
});
