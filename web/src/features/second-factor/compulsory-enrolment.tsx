import { useQuery } from '@apollo/client/react';
import { SECOND_FACTOR_ENROLMENT_REQUIRED } from '@portal/schema/rules/second-factor';
import { graphql } from '../../gql/index.ts';
import { INTERNAL_ERROR } from '../../lib/messages.ts';
import { Actions } from '../../ui/actions.tsx';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AuthenticatorEnrolment } from './authenticator-enrolment.tsx';
import { PasskeyEnrolment } from './passkey-enrolment.tsx';

// Only the viewer's fields the gateway lets a collaborator without a factor read (compulsory-enrolment.ts).
const CompulsoryEnrolmentQuery = graphql(`
  query CompulsoryEnrolment {
    viewer {
      id
      secondFactors {
        id
      }
      recoveryCodesLeft
    }
  }
`);

/**
 * SECOND_FACTOR_REQUIRED=collaborators (issue 47): a collaborator without a second factor enrols one here, after
 * the password and before any screen; the portal opens once one is added (and its recovery codes noted).
 */
export function CompulsoryEnrolment({ onEnrolled }: { onEnrolled: () => void }) {
  const { data, error } = useQuery(CompulsoryEnrolmentQuery);
  if (error) return <FormAlert message={INTERNAL_ERROR} />;
  const viewer = data?.viewer;
  if (!viewer) return <Spinner />;
  return (
    <>
      <PageTitle>Protéger votre connexion</PageTitle>
      <p>{SECOND_FACTOR_ENROLMENT_REQUIRED}</p>
      <h2>Une clé d’accès</h2>
      <p>
        Votre téléphone ou votre ordinateur confirme que c’est bien vous, par votre empreinte, votre visage ou
        votre code de déverrouillage.
      </p>
      <PasskeyEnrolment viewerId={viewer.id} />
      <h2>Ou une application d’authentification</h2>
      <p>À chaque connexion, le portail vous demandera le code à 6 chiffres qu’elle affiche.</p>
      <AuthenticatorEnrolment viewerId={viewer.id} />
      {viewer.secondFactors.length > 0 ? (
        <Actions>
          <Button onClick={onEnrolled}>Accéder au portail</Button>
        </Actions>
      ) : null}
    </>
  );
}
