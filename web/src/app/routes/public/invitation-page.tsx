import { useApolloClient, useReadQuery } from '@apollo/client/react';
import { INVITATION_ACCEPTED_DELAY, INVITATION_LOAD_FAILED } from '@portal/schema/rules/invitations';
import { useEffect, useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { InvitationViewDocument } from '../../../features/invitations/invitation-query.ts';
import { InvitationSummary } from '../../../features/invitations/invitation-summary.tsx';
import { useAcceptInvitationMutation } from '../../../features/invitations/use-accept-invitation-mutation.ts';
import { SIGNED_OUT_EXPECTED, signedOutOnly } from '../../../lib/apollo.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { withArrivalFlash } from '../../../lib/use-arrival-flash.ts';
import { setRedirectTo } from '../../../lib/wanted-dossier.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { useSignOutMutation } from '../../layout/use-sign-out-mutation.ts';
import { PublicBrand } from './public-brand.tsx';
import styles from './public-page.module.css';

export function loader({ context, params }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(InvitationViewDocument, {
    variables: { invitationId: params.id ?? '' },
    // Whoever opens the link may be signed out: the page offers sign-in then.
    context: { [SIGNED_OUT_EXPECTED]: true },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
}

/** Invitation (spec 000 §2.3, §4): the inviter and the files; accept when signed in, else sign in first. */
export function Component() {
  return (
    <main className={styles.page}>
      <PublicBrand />
      <PageTitle>Invitation</PageTitle>
      <InvitationContent />
    </main>
  );
}

const InvitationContent = loadingScreen(function InvitationContent() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const navigate = useNavigate();
  const invitation = data?.invitation ?? null;
  const [accepted, setAccepted] = useState(false);
  // Once accepted here, the invitation read again is answered: that is no refusal to this person.
  const refusal = accepted ? null : (invitation?.refusal ?? null);

  // Spec 000 §4: an answered or expired invitation warns and goes back to the landing page.
  useEffect(() => {
    if (refusal)
      void navigate(paths.landing.href(), { replace: true, ...withArrivalFlash('warning', refusal) });
  }, [navigate, refusal]);

  if (!data || (error && !signedOutOnly(error) && !invitation))
    return <FormAlert message={INVITATION_LOAD_FAILED} />;
  if (!invitation) {
    return (
      <EmptyState action={<Link to={paths.landing.href()}>Retour à l'accueil</Link>}>
        Invitation introuvable.
      </EmptyState>
    );
  }
  if (refusal) return <FormAlert message={refusal} />;
  if (accepted) {
    return (
      <>
        <p role="status">Invitation acceptée. {INVITATION_ACCEPTED_DELAY}.</p>
        <Link to={paths.home.href()} className={styles.cta}>
          Aller à l'accueil
        </Link>
      </>
    );
  }
  return (
    <>
      <InvitationSummary inviter={invitation.inviter} dossiers={invitation.dossiers} />
      {data.viewer ? (
        <SignedInChoices invitationId={invitation.id} onAccepted={() => setAccepted(true)} />
      ) : (
        <SignedOutChoices invitationId={invitation.id} />
      )}
    </>
  );
});

function SignedInChoices({ invitationId, onAccepted }: { invitationId: string; onAccepted: () => void }) {
  const client = useApolloClient();
  const [accept, { loading }] = useAcceptInvitationMutation();
  const { signOut, signingOut } = useSignOutMutation();
  const [refused, setRefused] = useState<string | undefined>();

  return (
    <>
      <FormAlert message={refused} />
      <div className={styles.actions}>
        <Button
          disabled={loading}
          onClick={() =>
            void accept({ invitationId }).then(async (errors) => {
              if (errors.length > 0) return setRefused(errors.map((e) => e.message).join(' '));
              // The new files must show in the file selector: no answer cached before the acceptance is kept.
              onAccepted();
              await client.resetStore();
            })
          }
        >
          Accepter l'invitation
        </Button>
        <Button variant="secondary" disabled={signingOut} onClick={() => void signOut()}>
          Se déconnecter
        </Button>
      </div>
    </>
  );
}

function SignedOutChoices({ invitationId }: { invitationId: string }) {
  const navigate = useNavigate();
  return (
    <>
      <p>Connectez-vous pour accepter cette invitation.</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            // Back to this invitation once signed in (the sign-in page follows a remembered path).
            setRedirectTo(window.location.pathname);
            void navigate(paths.signIn.href());
          }}
        >
          Se connecter
        </Button>
        <Link
          to={paths.invitationSignUp.href(invitationId, 1)}
          className={`${styles.cta} ${styles.secondary}`}
        >
          S'inscrire
        </Link>
      </div>
    </>
  );
}
