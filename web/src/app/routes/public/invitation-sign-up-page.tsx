import { useApolloClient } from '@apollo/client/react';
import type { InvitationLoginInput } from '@portal/schema/rules/registration';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LinkedExternalAccount } from '../../../features/external-sign-in/linked-external-account.tsx';
import { useLinkedExternalAccount } from '../../../features/external-sign-in/use-linked-external-account.ts';
import { InvitationIdentityForm } from '../../../features/invitations/invitation-identity-form.tsx';
import { InvitationLoginForm } from '../../../features/registration/invitation-login-form.tsx';
import {
  useCheckInvitationLoginMutation,
  useSignUpWithInvitationMutation,
} from '../../../features/invitations/use-invitation-sign-up-mutations.ts';
import { useBreachCheck } from '../../../features/registration/use-breach-check.ts';
import { paths } from '../../../lib/paths.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

const loginOf = (input: InvitationLoginInput) => ({
  email: input.email,
  emailConfirmation: input.emailConfirmation,
  password: input.pwd,
  passwordConfirmation: input.confirmation,
  external: input.external,
});

/**
 * Invitation sign-up (spec 000 §2.3): step 1 the login method, checked by the legacy before step 2, the identity
 * and the terms; then the account exists, the invitation is accepted and the person is signed in on its files.
 */
export function Component() {
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const checkBreach = useBreachCheck();
  const [check] = useCheckInvitationLoginMutation();
  const [signUp] = useSignUpWithInvitationMutation();
  const linked = useLinkedExternalAccount();
  // Kept in memory only: the password never goes into the address or the storage.
  const [login, setLogin] = useState<InvitationLoginInput | null>(null);
  const step = search.get('step') === '2' && login !== null ? 2 : 1;

  // Step 2 without a checked step 1 (a reload, a typed address) starts over.
  useEffect(() => {
    if (step === 1 && search.get('step') !== '1')
      void navigate(paths.invitationSignUp.href(id, 1), { replace: true });
  }, [step, search, navigate, id]);

  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Inscription sur invitation</PageTitle>
      {/* The breadcrumb only goes back: step 2 is reached by step 1's check, never by a link. */}
      <nav aria-label="Étapes de l'inscription">
        <ol className={styles.steps}>
          <li aria-current={step === 1 ? 'step' : undefined}>
            {step === 2 ? (
              <Link to={paths.invitationSignUp.href(id, 1)}>1. Identifiants</Link>
            ) : (
              '1. Identifiants'
            )}
          </li>
          <li aria-current={step === 2 ? 'step' : undefined}>2. Identité</li>
        </ol>
      </nav>
      {step === 1 || login === null ? (
        <InvitationLoginForm
          initial={login}
          checkBreach={checkBreach}
          external={linked.account !== null}
          externalSignIn={
            <LinkedExternalAccount
              account={linked.account}
              retour={paths.invitationSignUp.href(id, 1)}
              onRemove={linked.forget}
              removing={linked.forgetting}
            />
          }
          onSubmit={async (input) => {
            const errors = await check({ input: loginOf(input) });
            if (errors.length === 0) {
              setLogin(input);
              await navigate(paths.invitationSignUp.href(id, 2));
            }
            return errors;
          }}
        />
      ) : (
        <InvitationIdentityForm
          onSubmit={async (identity) => {
            const errors = await signUp({
              invitationId: id,
              input: { login: loginOf(login), ...identity },
            });
            if (errors.length === 0) {
              // Answers cached while signed out (viewer null) must not outlive the sign-in.
              await client.resetStore();
              await navigate(paths.home.href(), { replace: true });
            }
            return errors;
          }}
        />
      )}
      <Link to={paths.invitation.href(id)}>Retour à l'invitation</Link>
    </main>
  );
}
