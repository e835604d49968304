import { MAIL_CHANGE_SENT } from '@portal/schema/rules/account';
import { useState } from 'react';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { MailChangeForm } from '../../../features/account/mail-change-form.tsx';
import { LinkedExternalAccount } from '../../../features/external-sign-in/linked-external-account.tsx';
import { useLinkedExternalAccount } from '../../../features/external-sign-in/use-linked-external-account.ts';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const MailChangeQuery = graphql(`
  query MailChange {
    viewer {
      id
      user {
        id
        mail
        compteExterne
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(MailChangeQuery, { errorPolicy: 'all' });
}

export const Component = loadingScreen(MailChange, paths.mailChange.title);

/**
 * Change of e-mail (spec 000 §2.3, §4): the form, or the association of an external account instead of the
 * address, then the success modal, then home.
 */
function MailChange() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);
  const linked = useLinkedExternalAccount();
  const user = data?.viewer?.user;
  if (!user) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  const home = () => void navigate(paths.home.href());
  return (
    <Card>
      {user.mail ? <p>Adresse mail actuelle : {user.mail}</p> : null}
      <MailChangeForm
        external={user.compteExterne}
        linked={linked.account !== null}
        externalSignIn={
          <LinkedExternalAccount
            account={linked.account}
            retour={paths.mailChange.href()}
            onRemove={linked.forget}
            removing={linked.forgetting}
            spared="L'adresse mail reste inchangée."
          />
        }
        onSent={() => setSent(true)}
      />
      <Dialog
        open={sent}
        title="Changement d'adresse mail"
        onClose={home}
        actions={<Button onClick={home}>OK</Button>}
      >
        <p>{MAIL_CHANGE_SENT}</p>
      </Dialog>
    </Card>
  );
}
