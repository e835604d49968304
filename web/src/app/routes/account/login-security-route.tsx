import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { AuthenticatorEnrolment } from '../../../features/second-factor/authenticator-enrolment.tsx';
import { PasskeyEnrolment } from '../../../features/second-factor/passkey-enrolment.tsx';
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
        kind
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
 * 'Sécurité de connexion' (issue 47): after the password, a passkey (the phone's unlock) or a code of an app on
 * the person's phone, so that a password alone no longer opens the farm's accounts.
 */
function LoginSecurity() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <Stack>
      <h2>Protéger votre connexion</h2>
      <p>
        Avec une clé d’accès, votre téléphone ou votre ordinateur confirme que c’est bien vous, par votre
        empreinte, votre visage ou votre code de déverrouillage : rien à saisir, et rien qu’un faux site
        pourrait vous dérober.
      </p>
      <PasskeyEnrolment viewerId={viewer.id} />
      <h2>Mes clés d’accès</h2>
      <SecondFactorList viewerId={viewer.id} kind="PASSKEY" secondFactors={viewer.secondFactors} />
      <p>
        Vous pouvez aussi utiliser une application d’authentification sur votre téléphone : à chaque
        connexion, le portail vous demande aussi le code à 6 chiffres qu’elle affiche. Quelqu’un qui aurait
        deviné votre mot de passe ne peut pas entrer sans votre téléphone.
      </p>
      <AuthenticatorEnrolment viewerId={viewer.id} />
      <h2>Mes applications d’authentification</h2>
      <SecondFactorList viewerId={viewer.id} kind="AUTHENTICATOR_APP" secondFactors={viewer.secondFactors} />
      {viewer.recoveryCodesLeft > 0 || viewer.secondFactors.some((f) => f.kind === 'AUTHENTICATOR_APP') ? (
        <p>Codes de secours encore utilisables : {viewer.recoveryCodesLeft} sur 10.</p>
      ) : null}
    </Stack>
  );
}
