import { managesCredentials } from '@portal/schema/rules/credentials';
import { Navigate, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { CredentialVault } from '../../../features/shared-credentials/credential-vault.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext, preloadScreenQuery, screenData } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { ShellDocument } from '../../layout/shell-query.ts';

const SharedCredentialsQuery = graphql(`
  query SharedCredentials($codeDossier: String) {
    viewer {
      id
      login
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        sharedCredentials {
          id
          titre
          nomUtilisateur
          ...CredentialCard_credential
          ...EditCredentialDialog_credential
        }
      }
    }
  }
`);

/**
 * Spec 000 §2.4 and §6: the vault is the selected file's owner's only. For another role (a shared access, or a
 * file switched to while here) nothing is asked, since the gateway would refuse with FORBIDDEN, and the screen
 * leaves for module-interdit. The signed-in middleware has just read the selected file's role in the Shell query.
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { codeDossier } = screenData(context);
  const shell = context
    .get(dataContext)
    .client.readQuery({ query: ShellDocument, variables: { wanted: codeDossier } });
  if (!managesCredentials(shell?.viewer?.selectedDossier?.idRole)) return null;
  return preloadScreenQuery(context, SharedCredentialsQuery, {});
}

export const Component = loadingScreen(SharedCredentials, paths.sharedCredentials.title);

function SharedCredentials() {
  const queryRef = useLoaderData<typeof loader>();
  if (!queryRef) return <Navigate replace to={paths.moduleForbidden.href(paths.sharedCredentials.title)} />;
  return <Vault queryRef={queryRef} />;
}

/** 'Gestion de mes mots de passe' (spec 000 §2.3): the selected file's vault; switching file loads another. */
function Vault({ queryRef }: { queryRef: NonNullable<ReturnType<typeof loader>> }) {
  const { data } = useReadQuery(queryRef);
  const viewer = data?.viewer;
  const dossier = viewer?.selectedDossier;
  if (!viewer || !dossier) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <CredentialVault
      key={dossier.codeDossier}
      codeDossier={dossier.codeDossier}
      login={viewer.login}
      credentials={dossier.sharedCredentials ?? null}
    />
  );
}
