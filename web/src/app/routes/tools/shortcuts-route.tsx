import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ShortcutList } from '../../../features/shortcuts/shortcut-list.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Actions } from '../../../ui/actions.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ShortcutsQuery = graphql(`
  query Shortcuts {
    viewer {
      id
      shortcuts {
        id
        ...ShortcutList_shortcut
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, ShortcutsQuery, {});
}

export const Component = loadingScreen(Shortcuts);

/** Spec 001 §2 (shortcuts): the viewer's web shortcuts and 'Ajouter un lien'. */
function Shortcuts() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { shortcuts: LOAD_ERRORS.shortcuts });
  const shortcuts = data?.viewer?.shortcuts;
  return (
    <Stack>
      <p>
        <Link to={paths.tools.href()}>Retour à Mes outils</Link>
      </p>
      <PageTitle>Raccourcis Web</PageTitle>
      <Actions>
        <Link to={paths.shortcutEdition.href()}>Ajouter un lien</Link>
      </Actions>
      {shortcuts ? <ShortcutList shortcuts={shortcuts} /> : null}
    </Stack>
  );
}
