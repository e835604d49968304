import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AuthenticatorEnrolment } from '../../../features/second-factor/authenticator-enrolment.tsx';
import { SecondFactorList } from '../../../features/second-factor/second-factor-list.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const LoginSecurityQuery = graphql(`
  query LoginSecurity {
    viewer {
      id
      secondFactors {
        id
        ...SecondFactorList_secondFactor
      }
      recoveryCodesLeft
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, LoginSecurityQuery, {});
}

export const Component = loadingScreen(LoginSecurity, paths.loginSecurity.title);

/**
 * 'Sécurité de connexion' (issue 47): after the password, a code of an app on the person's phone, so that a
 * password alone no longer opens the farm's accounts.
 */
function LoginSecurity() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <Stack>
      <h2>Protéger votre connexion</h2>
      <p>
        Avec une application d’authentification sur votre téléphone, votre mot de passe ne suffit plus : à
        chaque connexion, le portail vous demande aussi le code à 6 chiffres qu’elle affiche. Quelqu’un qui
        aurait deviné votre mot de passe ne peut pas entrer sans votre téléphone.
      </p>
      <AuthenticatorEnrolment viewerId={viewer.id} />
      <h2>Mes applications d’authentification</h2>
      <SecondFactorList viewerId={viewer.id} secondFactors={viewer.secondFactors} />
      {viewer.secondFactors.length > 0 ? (
        <p>Codes de secours encore utilisables : {viewer.recoveryCodesLeft} sur 10.</p>
      ) : null}
    </Stack>
  );
}
