import { useReadQuery } from '@apollo/client/react';
import { TUTORIALS_LOAD_FAILED } from '@portal/schema/rules/tutorials';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { TutorialCards } from '../../../features/tutorials/tutorial-cards.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';

const TutorialsQuery = graphql(`
  query Tutorials($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        tutorials {
          id
          ...TutorialCards_tutorial
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, TutorialsQuery, {});
}

export const Component = loadingScreen(Tutorials, 'Tutoriels');

/** Spec 001 §2 (tutorials, module page_tutoriels). */
function Tutorials() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { tutorials: TUTORIALS_LOAD_FAILED });
  const tutorials = data?.viewer?.selectedDossier?.tutorials;
  return tutorials ? (
    <TutorialCards tutorials={tutorials} />
  ) : (
    <EmptyState>{TUTORIALS_LOAD_FAILED}</EmptyState>
  );
}
