import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { LoanForm } from '../../../features/loans/loan-form.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { loadingScreen, NotFound } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const LoanEditionQuery = graphql(`
  query LoanEdition($codeDossier: String, $legacyId: String!, $editing: Boolean!) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        codeDossier
        loan(legacyId: $legacyId) @include(if: $editing) {
          id
          ...LoanForm_loan
        }
      }
    }
  }
`);

export function loader({ context, params }: LoaderFunctionArgs) {
  const legacyId = params.id ?? '';
  return preloadScreenQuery(context, LoanEditionQuery, { legacyId: legacyId || '0', editing: !!legacyId });
}

export const Component = loadingScreen(LoanEdition);

/** Spec 001 §2 (ajout-emprunt, edit-emprunt): a new loan, or one of the file's to change. */
function LoanEdition() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { loans: LOAD_ERRORS.loans });
  const dossier = data?.viewer?.selectedDossier;
  const back = <Link to={paths.loanSimulator.href()}>Retour au simulateur</Link>;
  const editing = dossier && 'loan' in dossier;
  if (editing && !dossier.loan)
    return <NotFound title="Simulateur d'emprunt" message="Emprunt introuvable" action={back} />;
  if (!dossier) return null;
  return (
    <Stack>
      <p>{back}</p>
      <PageTitle>{dossier.loan ? "Modifier l'emprunt" : 'Ajouter un emprunt'}</PageTitle>
      <LoanForm key={dossier.loan?.id ?? 'nouveau'} codeDossier={dossier.codeDossier} loan={dossier.loan} />
    </Stack>
  );
}
