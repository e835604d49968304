import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@portal/schema/rules/second-factor';
import { SECOND_FACTOR_ENROLMENT_REQUIRED_CODE } from '@portal/schema/rules/second-step';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { startGateway } from './support.ts';

// Issue 47, SECOND_FACTOR_REQUIRED=collaborators: a collaborator without a factor reaches nothing but its
// enrolment, refused by the gateway itself; clients, and every one without the setting, are not affected.

const COLLABORATOR = 'collaborateur';
const CLIENT = 'proprietaire@demo.fr';

const ViewerFilesDocument = graphql(`
  query ContractRequiredViewerFiles {
    viewer {
      id
      isCollaborateur
      dossiers {
        codeDossier
      }
    }
  }
`);

const EnrolmentViewerDocument = graphql(`
  query ContractRequiredEnrolmentViewer {
    theme {
      code
    }
    viewer {
      id
      secondFactors {
        id
      }
      recoveryCodesLeft
    }
  }
`);

const CreateTokenDocument = graphql(`
  mutation ContractRequiredCreateToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      errors {
        message
      }
    }
  }
`);

const StartDocument = graphql(`
  mutation ContractRequiredStartEnrolment {
    startAuthenticatorEnrolment {
      enrolment {
        enrolmentKey
        secret
      }
    }
  }
`);

const ConfirmDocument = graphql(`
  mutation ContractRequiredConfirm($input: ConfirmAuthenticatorInput!) {
    confirmAuthenticator(input: $input) {
      secondFactor {
        kind
      }
      errors {
        message
      }
    }
  }
`);

type Gateway = Awaited<ReturnType<typeof startGateway>>;
let required: Gateway;
let unset: Gateway;

beforeAll(async () => {
  [required, unset] = await Promise.all([
    startGateway({ env: { SECOND_FACTOR_REQUIRED: 'collaborators' } }),
    startGateway(),
  ]);
});

afterAll(async () => {
  await Promise.all([required.close(), unset.close()]);
});

const refusal = { message: SECOND_FACTOR_ENROLMENT_REQUIRED, code: SECOND_FACTOR_ENROLMENT_REQUIRED_CODE };
const refusalsOf = (body: {
  data?: unknown;
  errors?: readonly { message: string; extensions?: unknown }[];
}) => body.errors?.map((e) => ({ message: e.message, code: (e.extensions as { code?: string }).code }));

describe('SECOND_FACTOR_REQUIRED=collaborators', () => {
  it("refuses a collaborator's session every field but the enrolment ones, with a code, until a factor is enrolled", async () => {
    const cookie = await required.signIn(COLLABORATOR);
    const upstreamBefore = required.upstream.length;

    const files = await required.graphql(ViewerFilesDocument, {}, cookie);
    expect(files.body.data?.viewer ?? null).toBeNull();
    expect(refusalsOf(files.body)).toEqual([refusal]);
    const token = await required.graphql(
      CreateTokenDocument,
      { input: { name: 'Export', password: 'peu importe' } },
      cookie,
    );
    expect(token.body.data ?? null).toBeNull();
    expect(refusalsOf(token.body)).toEqual([refusal]);
    // Refused before any resolver: the legacy was not asked for the collaborator's files nor the password.
    expect(required.upstream.slice(upstreamBefore).map((call) => call.path)).toEqual([]);

    const viewer = await required.graphql(EnrolmentViewerDocument, {}, cookie);
    // What the enrolment screen reads: its viewer's factors, and the theme anyone may read.
    expect(viewer.body.errors).toBeUndefined();
    expect(viewer.body.data?.viewer).toEqual({ id: COLLABORATOR, secondFactors: [], recoveryCodesLeft: 0 });
    expect(viewer.body.data?.theme.code).toBeTruthy();
    const started = await required.graphql(StartDocument, {}, cookie);
    const enrolment = started.body.data!.startAuthenticatorEnrolment.enrolment!;
    const code = new TOTP({ secret: enrolment.secret }).generate();
    const confirmed = await required.graphql(
      ConfirmDocument,
      { input: { enrolmentKey: enrolment.enrolmentKey, code, name: 'Téléphone du cabinet' } },
      cookie,
    );
    expect(confirmed.body.data!.confirmAuthenticator).toEqual({
      secondFactor: { kind: 'AUTHENTICATOR_APP' },
      errors: [],
    });

    const after = await required.graphql(ViewerFilesDocument, {}, cookie);
    expect(after.body.errors).toBeUndefined();
    expect(after.body.data?.viewer).toMatchObject({ id: COLLABORATOR, isCollaborateur: true });
  });

  it('leaves a client without a factor unaffected', async () => {
    const cookie = await required.signIn(CLIENT);
    const { body } = await required.graphql(ViewerFilesDocument, {}, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ id: CLIENT, isCollaborateur: false });
  });

  it('changes nothing for a collaborator when the setting is unset', async () => {
    const cookie = await unset.signIn(COLLABORATOR);
    const { body } = await unset.graphql(ViewerFilesDocument, {}, cookie);
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer).toMatchObject({ id: COLLABORATOR, isCollaborateur: true });
  });
});
