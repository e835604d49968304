import { useReadQuery } from '@apollo/client/react';
import { SHARING_INVITATION_LOAD_FAILED } from '@portal/schema/rules/sharing';
import { Navigate, useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { InviteForm } from '../../../features/sharing/invite-form.tsx';
import { shareFormData } from '../../../features/sharing/share-form-data.ts';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const ShareInviteQuery = graphql(`
  query ShareInvite {
    viewer {
      id
      ...ShareFormData_viewer
      sentInvitations {
        id
        emailInvitee
        editable
        dossiers {
          codeDossier
          idRole
          categories {
            id
          }
        }
      }
      sharedWith {
        id
        emailPersonne
        dossiers {
          codeDossier
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context
    .get(dataContext)
    .preloadQuery(ShareInviteQuery, { errorPolicy: 'all', fetchPolicy: 'network-only' });
}

export const Component = loadingScreen(ShareInvite, paths.shareInvite.title);

/** partagerDroitsInviter (spec 000 §2.3): a new invitation, or a pending one changed (?invitationId=). */
function ShareInvite() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  const [search] = useSearchParams();
  const invitationId = search.get('invitationId');
  const viewer = data?.viewer;
  if (!viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  const form = shareFormData(viewer);
  if (!form.canShare) return <Navigate replace to={paths.moduleForbidden.href(paths.shareMyFiles.title)} />;
  const editing = invitationId ? (viewer.sentInvitations?.find((i) => i.id === invitationId) ?? null) : null;
  if (
    !form.roles ||
    !form.tree ||
    !viewer.sentInvitations ||
    !viewer.sharedWith ||
    (invitationId && !editing?.editable)
  )
    return <FormAlert message={SHARING_INVITATION_LOAD_FAILED} />;
  return (
    <Card>
      <InviteForm
        files={form.files}
        roles={form.roles}
        tree={form.tree}
        sent={viewer.sentInvitations}
        people={viewer.sharedWith}
        editing={editing}
      />
    </Card>
  );
}
