import { useApolloClient, useMutation } from '@apollo/client/react';
import type { SignInInput } from '@portal/schema/rules/sign-in';
import { ENROLMENT_STEP_VALUE, SECOND_STEP_PARAM, SECOND_STEP_VALUE } from '@portal/schema/rules/second-step';
import { useCallback, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CompulsoryEnrolment } from '../../../features/second-factor/compulsory-enrolment.tsx';
import { SecondStep } from '../../../features/second-factor/second-step.tsx';
import { usePasskeyAutofill } from '../../../features/second-factor/use-passkey-autofill.ts';
import { Button } from '../../../ui/button.tsx';
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
      secondStepRequired
      errors {
        field
        message
      }
    }
  }
`);

const VerifyPasskeyDocument = graphql(`
  mutation VerifyPasskey($response: String!, $rememberDevice: Boolean!) {
    verifyPasskey(response: $response, rememberDevice: $rememberDevice) {
      viewer {
        id
      }
      secondStepRequired
      errors {
        field
        message
      }
    }
  }
`);

const VerifySecondFactorDocument = graphql(`
  mutation VerifySecondFactor($code: String!, $rememberDevice: Boolean!) {
    verifySecondFactor(code: $code, rememberDevice: $rememberDevice) {
      viewer {
        id
      }
      secondStepRequired
      errors {
        field
        message
      }
    }
  }
`);

type SignInAnswer = {
  viewer?: { id: string } | null;
  secondStepRequired: boolean;
  errors: { message: string }[];
};

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

/** The form with the browser's passkey offer in its login field, mounted (and offering) only while it shows. */
function PasskeyFirstSignInForm({ onSubmit }: { onSubmit: (input: SignInInput) => Promise<string[]> }) {
  return <SignInForm onSubmit={onSubmit} passkey={usePasskeyAutofill()} />;
}

/** Stands for the firm's login service (spec 000 §2.2 sends signed-out people to /app). */
export function Component() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useMutation(SignInDocument);
  const [verify] = useMutation(VerifySecondFactorDocument);
  const [verifyPasskey] = useMutation(VerifyPasskeyDocument);
  const [ended, setEnded] = useState<string | null>(null);
  const externalOutcome = useExternalOutcomeMessage();
  const [search] = useSearchParams();
  // Another way in (the external sign-in) may send the person here for the code only.
  const [secondStep, setSecondStep] = useState(search.get(SECOND_STEP_PARAM) === SECOND_STEP_VALUE);

  async function signedIn(payload: SignInAnswer | undefined): Promise<string[]> {
    if (payload?.secondStepRequired) setSecondStep(true);
    if (!payload?.viewer) return payload?.errors.map((e) => e.message) ?? [INTERNAL_ERROR];
    // Answers cached while signed out (viewer null) must not outlive the sign-in.
    await client.resetStore();
    await navigate(takeRedirectPath(), { replace: true });
    return [];
  }

  const endSecondStep = useCallback((message: string) => {
    setEnded(message);
    setSecondStep(false);
  }, []);

  /** Expired or throttled: the password is asked again, with the message. */
  function secondStepAnswer(payload: SignInAnswer | undefined): Promise<string[]> {
    if (payload && !payload.viewer && !payload.secondStepRequired) {
      endSecondStep(payload.errors.map((e) => e.message).join(' '));
      return Promise.resolve([]);
    }
    return signedIn(payload);
  }

  async function submit(input: SignInInput): Promise<string[]> {
    setEnded(null);
    const { data } = await signIn({ variables: { input } });
    return signedIn(data?.signIn);
  }

  async function submitCode(code: string, rememberDevice: boolean): Promise<string[]> {
    const { data } = await verify({ variables: { code, rememberDevice } });
    return secondStepAnswer(data?.verifySecondFactor);
  }

  async function submitPasskey(response: string, rememberDevice: boolean): Promise<string[]> {
    const { data } = await verifyPasskey({ variables: { response, rememberDevice } });
    return secondStepAnswer(data?.verifyPasskey);
  }

  // A collaborator without a factor where the firm makes one compulsory, sent here by any screen's refusal.
  if (search.get(SECOND_STEP_PARAM) === ENROLMENT_STEP_VALUE) {
    const enrolled = async () => {
      await client.resetStore();
      await navigate(takeRedirectPath(), { replace: true });
    };
    return (
      <main className={styles.page}>
        <PublicBrand />
        <CompulsoryEnrolment onEnrolled={() => void enrolled()} />
      </main>
    );
  }

  if (secondStep) {
    return (
      <main className={styles.page}>
        <PublicBrand />
        <SecondStep onCode={submitCode} onPasskey={submitPasskey} onEnded={endSecondStep} />
        <Button variant="secondary" onClick={() => setSecondStep(false)}>
          Retour
        </Button>
      </main>
    );
  }

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Connexion</PageTitle>
      <FormAlert message={ended ?? externalOutcome} />
      <PasskeyFirstSignInForm onSubmit={submit} />
      <p>ou</p>
      <ExternalSignInButton usage="connexion" retour={redirectPath()} />
      <Link to={paths.forgotPassword.href()}>Mot de passe oublié ?</Link>
    </main>
  );
}
