import { useReadQuery } from '@apollo/client/react';
import { RIGHTS_CHANGE_FAILED } from '@portal/schema/rules/sharing';
import { Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { PersonRightsForm } from '../../../features/sharing/person-rights-form.tsx';
import { shareFormData } from '../../../features/sharing/share-form-data.ts';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const ShareEditQuery = graphql(`
  query ShareEdit {
    viewer {
      id
      ...ShareFormData_viewer
      sharedWith {
        id
        guidPersonne
        personne
        dossiers {
          codeDossier
          idRole
          categories {
            id
          }
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context
    .get(dataContext)
    .preloadQuery(ShareEditQuery, { errorPolicy: 'all', fetchPolicy: 'network-only' });
}

export const Component = loadingScreen(ShareEdit, paths.shareEdit.title);

/** partagerDroitsEdit (spec 000 §2.3): one person's rights on each of my files (?personne=guid). */
function ShareEdit() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [search] = useSearchParams();
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  const form = shareFormData(viewer);
  if (!form.canShare) return <Navigate replace to={paths.moduleForbidden.href(paths.shareMyFiles.title)} />;
  const person = viewer.sharedWith?.find((p) => p.guidPersonne === search.get('personne'));
  if (!form.roles || !form.tree || !person) return <FormAlert message={RIGHTS_CHANGE_FAILED} />;
  return (
    <Card>
      <PersonRightsForm files={form.files} roles={form.roles} tree={form.tree} person={person} />
    </Card>
  );
}
