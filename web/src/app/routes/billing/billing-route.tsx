import { useReadQuery } from '@apollo/client/react';
import { BILLING_LOAD_FAILED } from '@portal/schema/rules/billing';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { BillingSettingsForm } from '../../../features/billing/billing-settings-form.tsx';
import { InvoiceList } from '../../../features/billing/invoice-list.tsx';
import { MembershipFeeCard } from '../../../features/billing/membership-fee-card.tsx';
import { graphql } from '../../../gql/index.ts';
import { useLoadErrorsFlash } from '../../../lib/load-errors.ts';
import { paths } from '../../../lib/paths.ts';
import { preloadScreenQuery } from '../../../lib/router-context.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { loadingScreen } from '../../../ui/loading-screen.tsx';
import { Stack } from '../../../ui/stack.tsx';

const BillingQuery = graphql(`
  query Billing($codeDossier: String) {
    viewer {
      id
      selectedDossier(codeDossier: $codeDossier) {
        id
        abonnement {
          id
          ...BillingSettingsForm_abonnement
          creanceEnCours
          cotisationMillesime {
            ...MembershipFeeCard_fee
          }
          factures {
            id
            ...InvoiceList_invoice
          }
        }
      }
    }
  }
`);

export function loader({ context }: LoaderFunctionArgs) {
  return preloadScreenQuery(context, BillingQuery, {});
}

export const Component = loadingScreen(Billing, paths.billing.title);

/** 'Ma facturation' (spec 001 §2): the file's settings, its fee and receivable, its invoices. */
function Billing() {
  const { data, error } = useReadQuery(useLoaderData<ReturnType<typeof loader>>());
  useLoadErrorsFlash(error, { abonnement: BILLING_LOAD_FAILED });
  const abonnement = data?.viewer?.selectedDossier?.abonnement;
  return (
    <Stack>
      {abonnement ? (
        <>
          <BillingSettingsForm abonnement={abonnement} />
          <MembershipFeeCard
            fee={abonnement.cotisationMillesime}
            creanceEnCours={abonnement.creanceEnCours}
          />
          <InvoiceList invoices={abonnement.factures} />
        </>
      ) : (
        <EmptyState>{BILLING_LOAD_FAILED}</EmptyState>
      )}
    </Stack>
  );
}
