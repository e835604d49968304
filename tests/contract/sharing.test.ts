import { INVITATION_ACCEPT_FAILED } from '@portal/schema/rules/invitations';
import { SHARING_ROLE_MISSING } from '@portal/schema/rules/sharing';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testkit/__generated__/index.ts';
import { InvitationDocument } from './operations.ts';
import { useOwnStack } from './support.ts';

// Invitations are sent, accepted, refused and accesses withdrawn: an emulator of this file's own.
const stack = useOwnStack('proprietaire@demo.fr');
let partner: string;
let invitee: string;
beforeAll(async () => {
  [partner, invitee] = await Promise.all([
    stack.gateway.signIn('associe@demo.fr'),
    stack.gateway.signIn('acces.bureau@demo.fr'),
  ]);
});

export const SharedFileFields = graphql(`
  fragment ContractSharedFile on SharedFile {
    codeDossier
    raisonSociale
    idRole
    nomRole
    categories {
      id
      libelle
    }
  }
`);

export const SentInvitationFields = graphql(`
  fragment ContractSentInvitation on SentInvitation {
    id
    emailInvitee
    dateExpiration
    state
    editable
    dossiers {
      ...ContractSharedFile
    }
  }
`);

const SharingDocument = graphql(`
  query ContractSharing {
    viewer {
      id
      canShare
      invitationsReceived {
        id
        dateExpiration
      }
      acquiredAccesses {
        id
        codeDossier
        raisonSociale
        idRole
        nomRole
        categories {
          id
          libelle
        }
      }
      sentInvitations {
        ...ContractSentInvitation
      }
      sharedWith {
        id
        guidPersonne
        personne
        emailPersonne
        dossiers {
          ...ContractSharedFile
        }
      }
      sharingRoles {
        id
        idRole
        nomRole
        categoriesPredefinies
      }
      rightsCategories {
        id
        libelle
        souscategories {
          id
          libelle
          souscategories {
            id
            libelle
            souscategories {
              id
            }
          }
        }
      }
    }
  }
`);

const InviteDocument = graphql(`
  mutation ContractInviteToShare($input: InviteToShareInput!) {
    inviteToShare(input: $input) {
      invitation {
        ...ContractSentInvitation
      }
      errors {
        field
        message
      }
    }
  }
`);

const ChangeDocument = graphql(`
  mutation ContractChangeSentInvitation($input: ChangeSentInvitationInput!) {
    changeSentInvitation(input: $input) {
      invitation {
        id
        dossiers {
          codeDossier
          idRole
        }
      }
      errors {
        message
      }
    }
  }
`);

export const ViewerChangeFields = graphql(`
  fragment ContractSharingChange on SharingChangePayload {
    viewer {
      id
      dossiers {
        codeDossier
      }
    }
    errors {
      field
      message
    }
  }
`);

const DeleteDocument = graphql(`
  mutation ContractDeleteSentInvitation($invitationId: ID!) {
    deleteSentInvitation(invitationId: $invitationId) {
      ...ContractSharingChange
    }
  }
`);

const SetRightsDocument = graphql(`
  mutation ContractSetPersonRights($input: SetPersonRightsInput!) {
    setPersonRights(input: $input) {
      ...ContractSharingChange
    }
  }
`);

const WithdrawDocument = graphql(`
  mutation ContractWithdrawAccess($input: WithdrawAccessInput!) {
    withdrawAccess(input: $input) {
      ...ContractSharingChange
    }
  }
`);

const AcceptDocument = graphql(`
  mutation ContractAcceptReceived($invitationId: ID!) {
    acceptInvitation(invitationId: $invitationId) {
      accepted
      viewer {
        id
        dossiers {
          codeDossier
        }
      }
      errors {
        message
      }
    }
  }
`);

const RefuseDocument = graphql(`
  mutation ContractRefuseInvitation($invitationId: ID!) {
    refuseInvitation(invitationId: $invitationId) {
      ...ContractSharingChange
    }
  }
`);

const RemoveDocument = graphql(`
  mutation ContractRemoveDossierAccess($codeDossier: String!) {
    removeDossierAccess(codeDossier: $codeDossier) {
      ...ContractSharingChange
    }
  }
`);

const vit002 = (idRole: number, categories: string[] = []) => ({
  codeDossier: 'VIT002',
  checked: idRole !== -1,
  idRole,
  categories,
});

/** The owner invites the same address to the files given (the invitation the next steps change and delete). */
const invite = (dossiers: ReturnType<typeof vit002>[]) =>
  stack.gateway.graphql(
    InviteDocument,
    { input: { email: 'contrat.partage@demo.fr', emailConfirmation: 'contrat.partage@demo.fr', dossiers } },
    stack.cookie,
  );

describe('access sharing against the emulator', () => {
  it('shows the owner the roles, the tree, the sent invitations and the people with access', async () => {
    const { body } = await stack.gateway.graphql(SharingDocument, {}, stack.cookie);
    const viewer = body.data?.viewer;
    expect(viewer?.canShare).toBe(true);
    expect(viewer?.sharingRoles?.map((r) => r.nomRole)).toEqual(['Associé', 'Salarié', 'Conseiller']);
    expect(viewer?.rightsCategories?.map((c) => c.id)).toEqual(['mesDocs', 'mesFacts']);
    const partnerAccess = viewer?.sharedWith?.find((p) => p.emailPersonne === 'associe@demo.fr');
    expect(partnerAccess?.dossiers).toEqual([
      expect.objectContaining({ codeDossier: 'AGR001', nomRole: 'Associé' }),
    ]);
    expect(viewer?.sentInvitations?.length).toBeGreaterThan(0);
  });

  it('invites to an owned file, changes the pending invitation, then deletes it', async () => {
    const { body: refused } = await invite([{ ...vit002(-1), checked: true }]);
    expect(refused.data?.inviteToShare.errors.map((e) => e.message)).toEqual([SHARING_ROLE_MISSING]);
    const { body } = await invite([
      vit002(3, ['mesDocs_social_paie']),
      { ...vit002(-1), codeDossier: 'AGR001' },
    ]);
    const sent = body.data?.inviteToShare.invitation;
    expect(sent).toMatchObject({ emailInvitee: 'contrat.partage@demo.fr', state: 'pending', editable: true });
    expect(sent?.dossiers[0]?.categories.map((c) => c.libelle)).toEqual([
      'Mes documents',
      'Social',
      'Bulletins de paie',
    ]);
    const { body: changed } = await stack.gateway.graphql(
      ChangeDocument,
      { input: { invitationId: sent!.id, dossiers: [vit002(4, ['mesFacts'])] } },
      stack.cookie,
    );
    expect(changed.data?.changeSentInvitation.invitation?.dossiers).toEqual([
      { codeDossier: 'VIT002', idRole: 4 },
    ]);
    const { body: deleted } = await stack.gateway.graphql(
      DeleteDocument,
      { invitationId: sent!.id },
      stack.cookie,
    );
    expect(deleted.data?.deleteSentInvitation.errors).toEqual([]);
  });

  it('refuses every sharing change of a person who owns no file with FORBIDDEN, and sends no change upstream', async () => {
    const before = stack.gateway.upstream.length;
    const attempts = [
      stack.gateway.graphql(
        InviteDocument,
        {
          input: {
            email: 'x@demo.fr',
            emailConfirmation: 'x@demo.fr',
            dossiers: [{ ...vit002(3), codeDossier: 'AGR001' }],
          },
        },
        partner,
      ),
      stack.gateway.graphql(
        ChangeDocument,
        { input: { invitationId: 'inv-0001', dossiers: [vit002(3)] } },
        partner,
      ),
      stack.gateway.graphql(DeleteDocument, { invitationId: 'inv-0001' }, partner),
      stack.gateway.graphql(
        SetRightsDocument,
        { input: { guidPersonne: 'guid-inconnu', dossiers: [{ ...vit002(-1), codeDossier: 'AGR001' }] } },
        partner,
      ),
      stack.gateway.graphql(
        WithdrawDocument,
        { input: { guidPersonne: 'guid-inconnu', codeDossier: 'AGR001' } },
        partner,
      ),
    ];
    for (const { body } of await Promise.all(attempts))
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sent = stack.gateway.upstream.slice(before).filter((call) => call.method !== 'GET');
    expect(sent).toEqual([]);
    const { body } = await stack.gateway.graphql(SharingDocument, {}, partner);
    expect(body.data?.viewer).toMatchObject({ canShare: false, sentInvitations: [], sharedWith: [] });
  });

  it("refuses to accept an invitation sent to someone else, and the invitation and the person's files stay as they were", async () => {
    // inv-0003 is addressed to accepter@demo.fr (legacy-api/src/db/seed/invitations.ts); associe@ only holds its id.
    const before = stack.gateway.upstream.length;
    const { body } = await stack.gateway.graphql(AcceptDocument, { invitationId: 'inv-0003' }, partner);
    expect(body.data?.acceptInvitation).toEqual({
      accepted: false,
      viewer: null,
      errors: [{ message: INVITATION_ACCEPT_FAILED }],
    });
    const sent = stack.gateway.upstream.slice(before).filter((call) => call.method !== 'GET');
    expect(sent).toEqual([]);
    const { body: still } = await stack.gateway.graphql(InvitationDocument, { invitationId: 'inv-0003' });
    expect(still.data?.invitation?.refusal).toBeNull();
    const { body: files } = await stack.gateway.graphql(SharingDocument, {}, partner);
    expect(files.data?.viewer?.acquiredAccesses?.map((a) => a.codeDossier)).toEqual(['AGR001']);
  });

  it('lets the invitee accept one invitation, refuse another, and remove an access they hold', async () => {
    const { body: accepted } = await stack.gateway.graphql(
      AcceptDocument,
      { invitationId: 'inv-acces-accepter-bureau' },
      invitee,
    );
    expect(accepted.data?.acceptInvitation.viewer?.dossiers?.map((d) => d.codeDossier)).toEqual([
      'VIT002',
      'SHR024',
    ]);
    const { body: refused } = await stack.gateway.graphql(
      RefuseDocument,
      { invitationId: 'inv-acces-refuser-bureau' },
      invitee,
    );
    expect(refused.data?.refuseInvitation.errors).toEqual([]);
    const { body: removed } = await stack.gateway.graphql(RemoveDocument, { codeDossier: 'SHR024' }, invitee);
    expect(removed.data?.removeDossierAccess.viewer?.dossiers?.map((d) => d.codeDossier)).toEqual(['VIT002']);
    const { body } = await stack.gateway.graphql(SharingDocument, {}, invitee);
    expect(body.data?.viewer?.invitationsReceived).toEqual([]);
    expect(body.data?.viewer?.acquiredAccesses).toEqual([
      expect.objectContaining({
        codeDossier: 'VIT002',
        categories: [
          { id: 'mesDocs', libelle: 'Mes documents' },
          { id: 'mesDocs_social', libelle: 'Social' },
        ],
      }),
    ]);
  });

  it("sets a person's rights: the owner gives the partner VIT002 narrowed and withdraws AGR001", async () => {
    const { body: before } = await stack.gateway.graphql(SharingDocument, {}, stack.cookie);
    const person = before.data?.viewer?.sharedWith?.find((p) => p.emailPersonne === 'associe@demo.fr');
    const { body } = await stack.gateway.graphql(
      SetRightsDocument,
      {
        input: {
          guidPersonne: person!.guidPersonne,
          dossiers: [vit002(4, ['mesFacts']), { ...vit002(-1), codeDossier: 'AGR001' }],
        },
      },
      stack.cookie,
    );
    expect(body.data?.setPersonRights.errors).toEqual([]);
    const { body: after } = await stack.gateway.graphql(SharingDocument, {}, stack.cookie);
    const changed = after.data?.viewer?.sharedWith?.find((p) => p.guidPersonne === person!.guidPersonne);
    expect(changed?.dossiers.map((d) => [d.codeDossier, d.categories.map((c) => c.id)])).toEqual([
      ['VIT002', ['mesFacts']],
    ]);
    const { body: withdrawn } = await stack.gateway.graphql(
      WithdrawDocument,
      { input: { guidPersonne: person!.guidPersonne, codeDossier: 'VIT002' } },
      stack.cookie,
    );
    expect(withdrawn.data?.withdrawAccess.errors).toEqual([]);
  });
});
