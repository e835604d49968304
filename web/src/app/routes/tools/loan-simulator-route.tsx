import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useReadQuery } from '@apollo/client/react';
import { useState } from 'react';
import { LoanTable } from '../../../features/loans/loan-table.tsx';
import { LoansChart } from '../../../features/loans/loans-chart.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { LOAD_ERRORS } from '../../../lib/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { Actions } from '../../../ui/actions.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { Stack } from '../../../ui/stack.tsx';

const LoanSimulatorQuery = graphql(`
  query LoanSimulator($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        loans {
          id
          ...LoanTable_loan
          ...LoansChart_loan
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, LoanSimulatorQuery, {});
}

export const Component = loadingScreen(LoanSimulator);

const INFO =
  "Ce simulateur donne une estimation : les échéances sont calculées mois par mois, à annuité constante ou à amortissement constant, sur dix ans puis le solde restant. Il n'engage pas votre banque.";

/** Spec 001 §2 (simulateur-emprunt): the loans with their totals, their ten years of interest and amortisation. */
function LoanSimulator() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { loans: LOAD_ERRORS.loans });
  const [info, setInfo] = useState(false);
  const loans = data?.viewer?.selectedDossier?.loans;
  return (
    <Stack>
      <p>
        <Link to={paths.tools.href()}>Retour à Mes outils</Link>
      </p>
      <PageTitle>Simulateur d&apos;emprunt</PageTitle>
      <Actions>
        <Link to={paths.loanEdition.href()}>Ajouter un emprunt</Link>
        <Button variant="secondary" onClick={() => setInfo(true)}>
          Informations
        </Button>
      </Actions>
      {loans ? <LoanTable loans={loans} /> : null}
      {loans && loans.length > 0 ? <LoansChart loans={loans} /> : null}
      <Dialog
        open={info}
        title="Informations"
        onClose={() => setInfo(false)}
        actions={<Button onClick={() => setInfo(false)}>Fermer</Button>}
      >
        <p>{INFO}</p>
      </Dialog>
    </Stack>
  );
}
