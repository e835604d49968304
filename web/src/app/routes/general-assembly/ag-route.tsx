import { useReadQuery } from '@apollo/client/react';
import { AG_LOAD_FAILED, AG_TITLE } from '@portal/schema/rules/general-assembly';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { AgRegistrationForm } from '../../../features/general-assembly/ag-registration-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const GeneralAssemblyQuery = graphql(`
  query GeneralAssembly($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        assembleeGenerale {
          id
          ...AgRegistrationForm_assembly
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, GeneralAssemblyQuery, {});
}

export const Component = loadingScreen(GeneralAssembly, AG_TITLE);

/** 'Inscription à l'Assemblée Générale et la soirée' (spec 001 §2). */
function GeneralAssembly() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { assembleeGenerale: AG_LOAD_FAILED });
  const assembly = data?.viewer?.selectedDossier?.assembleeGenerale;
  return (
    <Stack>
      {assembly ? <AgRegistrationForm assembly={assembly} /> : <EmptyState>{AG_LOAD_FAILED}</EmptyState>}
    </Stack>
  );
}
