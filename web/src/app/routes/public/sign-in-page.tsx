import { useApolloClient, useMutation } from '@apollo/client/react';
import type { SignInInput } from '@portal/schema/rules/sign-in';
import { Link, useNavigate } from 'react-router';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { graphql } from '../../../gql/index.ts';
import { paths } from '../../../lib/paths.ts';
import { clearRedirectTo, getRedirectTo } from '../../../lib/wanted-dossier.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';
import { SignInForm } from './sign-in-form.tsx';
import { ExternalSignInButton } from '../../../features/external-sign-in/external-sign-in-button.tsx';
import { useExternalOutcomeMessage } from '../../../features/external-sign-in/external-outcome.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';

const SignInDocument = graphql(`
  mutation SignIn($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

/**
 * A path stored by the guard is followed here; a route name (from /accueil/:codeDossier/:redirectTo) is
 * left in storage for the home screen, which knows those names.
 */
function takeRedirectPath(): string {
  const target = redirectPath();
  if (target !== paths.home.href()) clearRedirectTo();
  return target;
}

/** The path stored by the guard, else home; left in storage (the external sign-in leaves the page with it). */
function redirectPath(): string {
  const target = getRedirectTo();
  return target?.startsWith('/') && !target.startsWith('//') ? target : paths.home.href();
}

/** Stands for the firm's login service (spec 000 §2.2 sends signed-out people to /app). */
export function Component() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useMutation(SignInDocument);
  const externalOutcome = useExternalOutcomeMessage();

  async function submit(input: SignInInput): Promise<string[]> {
    const { data } = await signIn({ variables: { input } });
    const payload = data?.signIn;
    if (!payload?.viewer) return payload?.errors.map((e) => e.message) ?? [INTERNAL_ERROR];
    // Answers cached while signed out (viewer null) must not outlive the sign-in.
    await client.resetStore();
    await navigate(takeRedirectPath(), { replace: true });
    return [];
  }

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Connexion</PageTitle>
      <FormAlert message={externalOutcome} />
      <SignInForm onSubmit={submit} />
      <p>ou</p>
      <ExternalSignInButton usage="connexion" retour={redirectPath()} />
      <Link to={paths.forgotPassword.href()}>Mot de passe oublié ?</Link>
    </main>
  );
}
