import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { PreferencesForm } from '../../../features/preferences/preferences-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { INTERNAL_ERROR } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { dataContext } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const PreferencesQuery = graphql(`
  query Preferences {
    viewer {
      id
      ...PreferencesForm_viewer
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return context.get(dataContext).preloadQuery(PreferencesQuery, { errorPolicy: 'all' });
}

export const Component = loadingScreen(Preferences, paths.preferences.title);

/** 'Préférences' (spec 000 §2.3): the person's own settings, whatever the selected file. */
function Preferences() {
  const { data } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  if (!data?.viewer) return <EmptyState>{INTERNAL_ERROR}</EmptyState>;
  return (
    <Stack>
      <PreferencesForm viewer={data.viewer} />
    </Stack>
  );
}
