import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { ShortcutForm } from '../../../features/shortcuts/shortcut-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const ShortcutEditionQuery = graphql(`
  query ShortcutEdition($shortcutId: ID!, $editing: Boolean!) {
    viewer {
      id
      shortcut(shortcutId: $shortcutId) @include(if: $editing) {
        id
        ...ShortcutForm_shortcut
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  const shortcutId = params.shortcutId ?? '';
  return preloadScreenQuery(context, ShortcutEditionQuery, {
    shortcutId: shortcutId || '0',
    editing: !!shortcutId,
  });
}

export const Component = loadingScreen(ShortcutEdition);

/** Spec 001 §2 (shortcutedition): a new shortcut, or one of the viewer's to change or delete. */
function ShortcutEdition() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { shortcut: LOAD_ERRORS.shortcuts });
  const back = <Link to={paths.shortcuts.href()}>Retour aux raccourcis</Link>;
  const editing = data?.viewer && 'shortcut' in data.viewer;
  const shortcut = data?.viewer?.shortcut;
  if (editing && !shortcut)
    return <NotFound title="Raccourcis Web" message="Raccourci introuvable" action={back} />;
  return (
    <Stack>
      <p>{back}</p>
      <PageTitle>{shortcut ? 'Modifier le lien' : 'Ajouter un lien'}</PageTitle>
      <ShortcutForm key={shortcut?.id ?? 'nouveau'} shortcut={shortcut} />
    </Stack>
  );
}
